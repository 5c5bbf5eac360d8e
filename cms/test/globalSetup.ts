import { generateKeyPairSync } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import type { TestProject } from 'vitest/node'

import { startMailbox } from './mailbox'
import { startSmsGateway } from './smsGateway'
import { startCms } from './server'

declare module 'vitest' {
  export interface ProvidedContext {
    cmsUrl: string
    /** Where the server appends each SQL statement it runs (DATABASE_QUERY_LOG, see src/storage/db.ts). */
    queryLog: string
    /** The server's data folder (its SQLite file is `contract.db` there when no other database is given). */
    cmsDataDir: string
    /** Where the suite's SMTP server keeps what the CMS sent (read with receivedMail, test/mailbox.ts). */
    mailDir: string
    /** Where the stand-in of Orange's SMS API keeps what the CMS sent (receivedSms, test/smsGateway.ts). */
    smsDir: string
    /** The stand-in's address, for its test-only lever (POST /control/expire-tokens). */
    smsGatewayUrl: string
    /** The secret of the inbound SMS route (SMS_INBOUND_SECRET). */
    smsInboundSecret: string
  }
}

export default async function setup(project: TestProject) {
  const logDir = mkdtempSync(path.join(tmpdir(), 'commune-queries-'))
  const queryLog = path.join(logDir, 'queries.jsonl')
  // The jobs queue is looked at every 2 s (30 s by default), for the scheduled publications. Public
  // answers are kept 10 min (5 s by default): one a write failed to forget would fail the tests after it.
  const mailbox = await startMailbox(path.join(logDir, 'mail'))
  const smsGateway = await startSmsGateway(path.join(logDir, 'sms'))
  const smsInboundSecret = 'secret-des-reponses-sms'
  const cms = await startCms({
    env: {
      JOBS_AUTORUN_SECONDS: '2',
      DATABASE_QUERY_LOG: queryLog,
      PUBLIC_READ_CACHE_SECONDS: '600',
      SMTP_URL: mailbox.url,
      // A try that meets a locked database on a busy machine is tried again within seconds, not 30 s.
      MESSAGE_RETRY_BASE_MS: '1000',
      MESSAGE_RETRY_MAX_MS: '5000',
      SMTP_FROM: 'mairie@commune.example',
      SITE_URL: 'http://site.commune.example',
      // Every message signed, as a commune's relay with DKIM set up would have it.
      DKIM_DOMAIN: 'commune.example',
      DKIM_SELECTOR: 'mairie2026',
      DKIM_PRIVATE_KEY: generateKeyPairSync('rsa', { modulusLength: 2048 })
        .privateKey.export({ type: 'pkcs8', format: 'pem' })
        .toString(),
      // A newsletter issue leaves 1 s after its first announcement (120 s by default).
      NEWSLETTER_BATCH_SECONDS: '1',
      // SMS through Orange's API, here its stand-in on this machine.
      SMS_PROVIDER: 'orange',
      ORANGE_SMS_API_URL: smsGateway.url,
      ORANGE_SMS_CLIENT_ID: smsGateway.clientId,
      ORANGE_SMS_CLIENT_SECRET: smsGateway.clientSecret,
      ORANGE_SMS_SENDER: '+221770000000',
      SMS_INBOUND_SECRET: smsInboundSecret,
      // Tomorrow's events are reminded from midnight on, whatever the hour the suite runs at.
      SMS_REMINDER_HOUR: '0',
      // Closed requests past their retention lose their personal data within a second (60 s by default).
      RETENTION_LOOK_MS: '1000',
    },
  })
  project.provide('cmsUrl', cms.url)
  project.provide('queryLog', queryLog)
  project.provide('cmsDataDir', cms.dataDir)
  project.provide('mailDir', mailbox.dir)
  project.provide('smsDir', smsGateway.dir)
  project.provide('smsGatewayUrl', smsGateway.url)
  project.provide('smsInboundSecret', smsInboundSecret)
  return async () => {
    await cms.stop()
    await mailbox.stop()
    await smsGateway.stop()
    rmSync(logDir, { recursive: true, force: true })
  }
}
