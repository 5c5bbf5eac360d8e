import { afterEach, describe, expect, it } from 'vitest'

import { isDue } from './schedule'

const at = (iso: string) => new Date(iso)

describe('when the newsletter goes out', () => {
  afterEach(() => {
    delete process.env.NEWSLETTER_BATCH_SECONDS
  })

  it('batched: once the oldest announcement has waited NEWSLETTER_BATCH_SECONDS (120 s by default)', () => {
    const oldest = at('2026-11-26T10:00:00Z')
    expect(isDue({ delivery: 'batched' }, oldest, at('2026-11-26T10:01:59Z'))).toBe(false)
    expect(isDue({ delivery: 'batched' }, oldest, at('2026-11-26T10:02:00Z'))).toBe(true)
    expect(isDue({}, oldest, at('2026-11-26T10:02:00Z'))).toBe(true)
    process.env.NEWSLETTER_BATCH_SECONDS = '1'
    expect(isDue({ delivery: 'batched' }, oldest, at('2026-11-26T10:00:01Z'))).toBe(true)
  })

  it('daily: at the digest hour (Dakar time, UTC), with what was announced before it', () => {
    const daily = { delivery: 'daily' as const, digestHour: 18 }
    expect(isDue(daily, at('2026-11-26T09:00:00Z'), at('2026-11-26T17:59:00Z'))).toBe(false)
    expect(isDue(daily, at('2026-11-26T09:00:00Z'), at('2026-11-26T18:00:00Z'))).toBe(true)
    // Late (the server was down at 18 h): still that day.
    expect(isDue(daily, at('2026-11-26T09:00:00Z'), at('2026-11-26T22:30:00Z'))).toBe(true)
    // Announced after today's digest: tomorrow's.
    expect(isDue(daily, at('2026-11-26T18:10:00Z'), at('2026-11-26T23:00:00Z'))).toBe(false)
    expect(isDue(daily, at('2026-11-26T18:10:00Z'), at('2026-11-27T18:00:00Z'))).toBe(true)
    expect(isDue({ delivery: 'daily', digestHour: 0 }, at('2026-11-26T18:10:00Z'), at('2026-11-27T00:00:30Z'))).toBe(
      true,
    )
  })
})
