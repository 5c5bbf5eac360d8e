import { LRUCache } from 'lru-cache'

import { numberFromEnv } from '../../lib/env'

/** An answer as Payload gave it, replayed byte for byte with its status and headers. */
export type StoredAnswer = { status: number; headers: [string, string][]; body: ArrayBuffer }

/**
 * How long an answer is kept at most: PUBLIC_READ_CACHE_SECONDS, 5 by default, 0 for no cache.
 * Within one CMS process every write empties the cache at once; this bounds what the writes of
 * another process (a second instance on PostgreSQL or MongoDB, a restore) can leave stale here
 * (README « Deployment », docs/API.md « Conventions »).
 */
export const publicReadTtlMs = (): number =>
  1000 * numberFromEnv('PUBLIC_READ_CACHE_SECONDS', 5, (seconds) => seconds >= 0 && seconds <= 3600)

/** What the cache may hold in all: a few hundred pages of lists and documents. */
const MAX_BYTES = 32 * 1024 * 1024
/** A larger answer (`?pagination=false` over years of news) is read rarely: it is not kept. */
const MAX_ANSWER_BYTES = 1024 * 1024

/**
 * Answers to anonymous reads of public content, by request. A read remembers how many writes it had
 * seen when it started; its answer is kept only if no write started or ended meanwhile, so an answer
 * computed while a write was under way (or before its transaction was committed) is never kept.
 */
export class PublicReadCache {
  #writes = 0
  readonly #answers: LRUCache<string, StoredAnswer>

  constructor(ttlMs: number) {
    this.#answers = new LRUCache<string, StoredAnswer>({
      ttl: ttlMs,
      maxSize: MAX_BYTES,
      maxEntrySize: MAX_ANSWER_BYTES,
      sizeCalculation: (answer, key) =>
        answer.body.byteLength +
        key.length +
        answer.headers.reduce((sum, [name, value]) => sum + name.length + value.length, 0),
    })
  }

  /** Something was written: no answer kept so far can be trusted. */
  forgetAll(): void {
    this.#writes += 1
    this.#answers.clear()
  }

  answerTo(key: string): StoredAnswer | undefined {
    return this.#answers.get(key)
  }

  /** Called as a read starts; its result is what `keep` needs. */
  readStarts(): number {
    return this.#writes
  }

  keep(readStartedAt: number, key: string, answer: StoredAnswer): void {
    if (readStartedAt === this.#writes) this.#answers.set(key, answer)
  }
}
