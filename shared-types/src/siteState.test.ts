import { describe, expect, it } from 'vitest'

import {
  parseSiteState,
  relativeTimeFr,
  siteStateLine,
  siteStateRetryLine,
  siteStatus,
  type SiteState,
} from './siteState'

const NOW = Date.parse('2026-11-24T10:00:00.000Z')
const ago = (ms: number) => new Date(NOW - ms).toISOString()
const state = (patch: Partial<SiteState>): SiteState => ({
  automatic: true,
  publishedAt: null,
  publishedChanges: [],
  requestedAt: null,
  deploysReported: false,
  lastBuild: null,
  failedAt: null,
  failureReason: null,
  pending: null,
  checkedAt: new Date(NOW).toISOString(),
  ...patch,
})
/** Intl puts a no-break space between a number and its unit, as French typography does. */
const plain = (text: string) => text.replace(/\u00a0/g, ' ')

describe('relativeTimeFr', () => {
  it('counts whole units back from now, in French', () => {
    expect(relativeTimeFr(ago(5_000), NOW)).toBe('à l’instant')
    expect(plain(relativeTimeFr(ago(45_000), NOW))).toBe('il y a 45 s')
    expect(plain(relativeTimeFr(ago(119_000), NOW))).toBe('il y a 1 min')
    expect(plain(relativeTimeFr(ago(2 * 60_000), NOW))).toBe('il y a 2 min')
    expect(plain(relativeTimeFr(ago(3 * 3_600_000 + 59 * 60_000), NOW))).toBe('il y a 3 h')
    expect(plain(relativeTimeFr(ago(2 * 86_400_000), NOW))).toBe('il y a 2 j')
  })

  it('says when a time is ahead', () => {
    expect(plain(relativeTimeFr(ago(-30_000), NOW))).toBe('dans 30 s')
    expect(relativeTimeFr(ago(-2_000), NOW)).toBe('dans un instant')
  })

  it('gives nothing for a date that does not parse', () => {
    expect(relativeTimeFr('pas une date', NOW)).toBe('')
  })
})

describe('siteStateLine', () => {
  it('a site published two minutes ago: « Site publié il y a 2 min »', () => {
    const published = state({ publishedAt: ago(2 * 60_000 + 5_000), publishedChanges: ['news'] })
    expect(siteStatus(published)).toBe('published')
    expect(plain(siteStateLine(published, NOW))).toBe('Site publié il y a 2 min')
  })

  it('changes waiting for their build: « Publication en attente »', () => {
    const pending = state({
      publishedAt: ago(600_000),
      pending: { since: ago(1_000), changes: ['news'], nextAttemptAt: ago(-500), failedAttempts: 0 },
    })
    expect(siteStatus(pending)).toBe('pending')
    expect(siteStateLine(pending, NOW)).toBe('Publication en attente')
    expect(siteStateRetryLine(pending, NOW)).toBeNull()
  })

  it('a refused build request wins over pending until one is accepted, with its reason and the next try', () => {
    const failed = state({
      publishedAt: ago(600_000),
      failedAt: ago(20_000),
      failureReason: 'le service de construction a répondu 503',
      pending: { since: ago(60_000), changes: ['news', 'events'], nextAttemptAt: ago(-40_000), failedAttempts: 3 },
    })
    expect(siteStatus(failed)).toBe('failed')
    expect(siteStateLine(failed, NOW)).toBe('Dernière publication échouée : le service de construction a répondu 503')
    expect(plain(siteStateRetryLine(failed, NOW)!)).toBe(
      'Nouvel essai automatique dans 40 s ; aucune modification n’est perdue.',
    )
    // Accepted afterwards: published again.
    expect(siteStatus({ ...failed, publishedAt: ago(1_000), pending: null })).toBe('published')
  })

  it('no hook configured, or nothing asked yet', () => {
    expect(siteStateLine(state({ automatic: false, publishedAt: ago(1_000) }), NOW)).toBe(
      'Publication automatique non configurée : le site public ne suit pas les modifications',
    )
    expect(siteStateLine(state({}), NOW)).toBe('Aucune publication depuis la mise en service')
  })
})

describe('siteStateLine, when the host reports each deploy', () => {
  const reported = (patch: Partial<SiteState>) => state({ deploysReported: true, ...patch })

  it('accepted by the hook, not reported yet: « Publication en cours », not « Site publié »', () => {
    const building = reported({
      publishedAt: ago(3_600_000),
      requestedAt: ago(20_000),
      lastBuild: { result: 'building', reason: null, startedAt: ago(20_000) },
    })
    expect(siteStatus(building)).toBe('building')
    expect(siteStateLine(building, NOW)).toBe('Publication en cours')
  })

  it('reported online: « Site publié » counted from the report', () => {
    const ready = reported({
      publishedAt: ago(2 * 60_000),
      requestedAt: ago(3 * 60_000),
      lastBuild: { result: 'ready', reason: null, startedAt: ago(3 * 60_000) },
    })
    expect(plain(siteStateLine(ready, NOW))).toBe('Site publié il y a 2 min')
  })

  it('reported failed: « Échec de la publication » with the host’s reason', () => {
    const failed = reported({
      publishedAt: ago(3_600_000),
      requestedAt: ago(60_000),
      lastBuild: { result: 'error', reason: 'Build script returned non-zero exit code: 2', startedAt: ago(60_000) },
    })
    expect(siteStatus(failed)).toBe('deployFailed')
    expect(siteStateLine(failed, NOW)).toBe('Échec de la publication : Build script returned non-zero exit code: 2')
    expect(siteStateLine({ ...failed, lastBuild: { ...failed.lastBuild!, reason: null } }, NOW)).toBe(
      'Échec de la publication',
    )
    // New changes waiting for their build come first.
    const pending = { since: ago(1_000), changes: ['news'], nextAttemptAt: null, failedAttempts: 0 }
    expect(siteStateLine({ ...failed, pending }, NOW)).toBe('Publication en attente')
  })

  it('a hook refusal after the last accepted request still wins', () => {
    const refused = reported({
      requestedAt: ago(60_000),
      failedAt: ago(10_000),
      failureReason: 'le service de construction a répondu 503',
      lastBuild: { result: 'building', reason: null, startedAt: ago(60_000) },
    })
    expect(siteStatus(refused)).toBe('failed')
  })

  it('a host that reports nothing: the hook’s acceptance counts, as before', () => {
    const accepted = state({
      publishedAt: ago(2 * 60_000 + 5_000),
      requestedAt: ago(2 * 60_000 + 5_000),
      lastBuild: { result: 'building', reason: null, startedAt: ago(1_000) },
    })
    expect(plain(siteStateLine(accepted, NOW))).toBe('Site publié il y a 2 min')
  })
})

describe('parseSiteState', () => {
  it('reads the CMS answer and refuses anything else', () => {
    const answer = state({
      publishedAt: ago(1_000),
      publishedChanges: ['news', 3],
      pending: { since: ago(1), changes: ['pages'], nextAttemptAt: null, failedAttempts: 1 },
    } as never)
    expect(parseSiteState(JSON.parse(JSON.stringify(answer)))).toEqual({ ...answer, publishedChanges: ['news'] })
    const reported = {
      ...answer,
      deploysReported: true,
      lastBuild: { result: 'error', reason: 'x', startedAt: ago(5) },
    }
    expect(parseSiteState(reported)).toEqual({ ...reported, publishedChanges: ['news'] })
    expect(parseSiteState({ ...reported, lastBuild: { result: 'autre', startedAt: ago(5) } })?.lastBuild).toBeNull()
    expect(parseSiteState(null)).toBeNull()
    expect(parseSiteState({ message: 'Vous devez être connecté' })).toBeNull()
  })
})
