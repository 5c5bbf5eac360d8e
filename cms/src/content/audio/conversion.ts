import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

import type { CollectionAfterChangeHook, Payload, PayloadRequest, TaskConfig } from 'payload'
import { SPOKEN_FORMATS, type SpokenFormat } from 'shared-types'

import { processLocal, wakeTimer } from '../../lib/processLocal'
import { uploadDir } from '../../lib/paths'
import { convertRecording } from './ffmpeg'

/**
 * The conversion of a recording into what citizens play (docs/product/spoken.md#recording): a job
 * of Payload's queue, queued with the upload in its transaction, so a restart loses none; run
 * within a second by the process that queued it, or by the queue's cron after a restart.
 */
export const CONVERT_RECORDING_TASK = 'convertRecording'
export const RECORDINGS_QUEUE = 'recordings'

/** The context flag of the conversion job's own write: the only one that sets what it found. */
export const CONVERSION_RESULT = 'recordingConversionResult'

const local = processLocal('commune.recordings', () => ({ wake: wakeTimer() }))

const runConversions = (payload: Payload) =>
  payload.jobs
    .run({ queue: RECORDINGS_QUEUE, limit: 5 })
    .catch((error: unknown) => payload.logger.error({ err: error, msg: 'Conversion des enregistrements impossible' }))

/** After a new or replaced file: a conversion job, and this process woken to run it. */
export const queueConversion: CollectionAfterChangeHook = async ({ doc, req }) => {
  if (!req.file || doc.conversion !== 'pending') return doc
  await req.payload.jobs.queue({
    task: CONVERT_RECORDING_TASK,
    input: { recording: String(doc.id) },
    queue: RECORDINGS_QUEUE,
    req,
  })
  // After the caller's transaction has had time to commit: the job is visible then.
  local.wake(Date.now() + 300, () => void runConversions(req.payload))
  return doc
}

type RecordingDoc = { id: number | string; filename?: string | null; conversion?: string | null }

const baseName = (filename: string) => path.basename(filename, path.extname(filename)).slice(0, 80)

async function served(req: PayloadRequest, recording: RecordingDoc, dir: string) {
  const outputs = Object.fromEntries(
    SPOKEN_FORMATS.map(({ format, extension }) => [format, path.join(dir, `${format}.${extension}`)]),
  ) as Record<SpokenFormat, string>
  await convertRecording(path.join(uploadDir('recordings'), recording.filename ?? ''), outputs)
  const files = []
  for (const { format, extension, mimeType } of SPOKEN_FORMATS) {
    const data = await readFile(outputs[format])
    const created = await req.payload.create({
      collection: 'spoken-audio',
      // The generated type says number (SQLite, PostgreSQL); MongoDB's ids are strings, passed as they are.
      data: { recording: recording.id as number, format },
      file: {
        data,
        mimetype: mimeType,
        name: `${baseName(recording.filename ?? 'enregistrement')}.${extension}`,
        size: data.length,
      },
      // A request of its own: Payload hangs the uploaded file on the request it is given.
      overrideAccess: true,
    })
    files.push({ id: created.id, format, filename: created.filename ?? '', mimeType, bytes: data.length })
  }
  return files
}

async function convert(req: PayloadRequest, id: string): Promise<void> {
  const recording = (await req.payload.findByID({
    collection: 'recordings',
    id,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
    context: { [CONVERSION_RESULT]: true },
    req,
  })) as RecordingDoc | null
  // Deleted meanwhile, or converted by another run: nothing to do.
  if (!recording?.filename || recording.conversion !== 'pending') return
  req.payload.logger.info(`Conversion de l’enregistrement ${recording.id} (${recording.filename})`)
  const dir = await mkdtemp(path.join(tmpdir(), 'spoken-'))
  const write = (data: Record<string, unknown>) =>
    req.payload.update({
      collection: 'recordings',
      id: recording.id,
      data,
      overrideAccess: true,
      context: { [CONVERSION_RESULT]: true },
    })
  try {
    const files = await served(req, recording, dir).catch(async (error: unknown) => {
      // ffmpeg refuses the same file every time: staff see why instead of a job retried forever.
      req.payload.logger.error({ err: error, msg: `Conversion de l’enregistrement ${recording.id} impossible` })
      await write({ conversion: 'failed', conversionError: String((error as Error).message ?? error).slice(0, 500) })
      return null
    })
    if (!files) return
    // What the previous file of this recording served goes: only the new files stay.
    await req.payload.delete({
      collection: 'spoken-audio',
      where: { and: [{ recording: { equals: recording.id } }, { id: { not_in: files.map((file) => file.id) } }] },
      overrideAccess: true,
    })
    req.payload.logger.info(
      `Enregistrement ${recording.id} converti : ${files.map((file) => file.filename).join(', ')}`,
    )
    await write({
      conversion: 'ready',
      conversionError: null,
      listening: files.map(({ format, filename, mimeType, bytes }) => ({ format, filename, mimeType, bytes })),
    })
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}

export const convertRecordingTask: TaskConfig<typeof CONVERT_RECORDING_TASK> = {
  slug: CONVERT_RECORDING_TASK,
  label: 'Conversion d’un enregistrement',
  inputSchema: [{ name: 'recording', type: 'text', required: true }],
  // An error here is the database's (ffmpeg's refusals are written on the recording): tried again.
  retries: { attempts: 5, backoff: { type: 'exponential', delay: 5_000 } },
  handler: async ({ input, req }) => {
    await convert(req, input.recording)
    return { output: {} }
  },
}

/** Pending conversions hold the site's rebuild: a recording published is one citizens can play. */
export async function conversionsPending(payload: Payload): Promise<boolean> {
  const { totalDocs } = await payload.count({
    collection: 'recordings',
    where: {
      and: [
        { conversion: { equals: 'pending' } },
        // One stuck (a process killed mid-conversion, its job lost) holds nothing for ever.
        { updatedAt: { greater_than: new Date(Date.now() - 15 * 60_000).toISOString() } },
      ],
    },
    overrideAccess: true,
  })
  return totalDocs > 0
}
