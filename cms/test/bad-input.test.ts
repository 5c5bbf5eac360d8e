import { validOperators } from 'payload/shared'
import { REQUEST_MESSAGES } from 'shared-types'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import {
  COLLECTION_SLUGS,
  api,
  fileOf,
  imageBytes,
  loginAsAdmin,
  numberPaths,
  pdfBytes,
  writeAt,
  type ApiResponse,
} from './api'

/**
 * Malformed input over every route, native and compatibility, public and admin: every refusal is a
 * 4xx with a French `message`, never a 5xx, and nothing stored changes. Cases are generated from
 * the collections' own documents, so a new field or collection is covered without editing this file.
 */
const COLLECTIONS = COLLECTION_SLUGS

/** Payload's own collections, reached through the same REST routes. */
const INTERNAL_COLLECTIONS = ['payload-preferences', 'payload-locked-documents'] as const

const BAD_IDS = [
  '19abc',
  '1 OR 1=1',
  "1'",
  '-1',
  '0',
  '1.5',
  '1e3',
  '0x10',
  '99999999999999999999',
  'abc',
  ' 1',
  '%00',
  '1%00',
  '%E0%A4%A',
]

/** A French sentence: accented letters or French words, never Payload's English defaults. */
const FRENCH =
  /[àâçéèêëîïôûùüÿœ’]|\b(le|la|les|des|du|une?|est|invalide|requis|autorisé|introuvable|trop|veuillez|votre|vous|doit|champ|filtre)\b/i

type Snapshot = Record<string, unknown>

async function fullRead(token: string): Promise<Snapshot> {
  const snapshot: Snapshot = {}
  for (const slug of [...COLLECTIONS, ...INTERNAL_COLLECTIONS]) {
    const { status, body } = await api('GET', `/${slug}?pagination=false&depth=0&sort=id`, { token })
    expect(status, slug).toBe(200)
    snapshot[slug] = body.docs
  }
  return snapshot
}

/** Every answer of this suite, checked once at the end as well as case by case. */
const answers: { what: string; response: ApiResponse }[] = []

async function call(what: string, method: string, path: string, options: Parameters<typeof api>[2] = {}) {
  const response = await api(method, path, options)
  answers.push({ what: `${what} → ${method} ${path}`, response })
  return response
}

function expectRefusal(response: ApiResponse, what: string) {
  expect(response.status, `${what}: ${JSON.stringify(response.body)}`).toBeGreaterThanOrEqual(400)
  expect(response.status, `${what}: ${JSON.stringify(response.body)}`).toBeLessThan(500)
  expect(typeof response.body?.message, what).toBe('string')
  expect(response.body.message, what).toMatch(FRENCH)
}

/** Raw HTTP with full control of the body stream and headers (no Content-Length when streamed). */
async function raw(
  method: string,
  path: string,
  init: { headers?: Record<string, string>; body?: BodyInit | ReadableStream },
) {
  const response = await fetch(`${inject('cmsUrl')}/api${path}`, {
    method,
    headers: init.headers,
    body: init.body as BodyInit,
    // @ts-expect-error Node's fetch needs it to stream a request body
    duplex: 'half',
  })
  const text = await response.text()
  let body: any = text
  try {
    body = JSON.parse(text)
  } catch {
    // kept as text
  }
  const answer = { status: response.status, body, headers: response.headers }
  answers.push({ what: `${method} ${path}`, response: answer })
  return answer
}

/** A body sent in chunks with no Content-Length, as a client lying by omission would. */
const streamed = (bytes: number, chunk = 64 * 1024) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (let sent = 0; sent < bytes; sent += chunk)
        controller.enqueue(new Uint8Array(Math.min(chunk, bytes - sent)).fill(0x61))
      controller.close()
    },
  })

let token: string
let before: Snapshot
let firstIds: Record<string, number | string>
let fieldsOf: Record<string, string[]>

beforeAll(async () => {
  token = await loginAsAdmin()
  // A subscriber and a message exist, so their documents' fields are probed too.
  await api('POST', '/newsletter-subscribers', { json: { email: 'probe-lecteur@example.sn' } })
  await api('POST', '/contact-messages', {
    json: { name: 'Awa', email: 'awa@example.sn', subject: 'Sujet', message: 'Bonjour' },
  })
  before = await fullRead(token)
  firstIds = {}
  fieldsOf = {}
  for (const slug of COLLECTIONS) {
    const docs = before[slug] as Record<string, unknown>[]
    expect(docs.length, `${slug} needs one document to probe`).toBeGreaterThan(0)
    firstIds[slug] = docs[0].id as number
    fieldsOf[slug] = Object.keys(docs[0]).filter((key) => !['id', 'createdAt', 'updatedAt'].includes(key))
  }
}, 120_000)

afterAll(async () => {
  // Nothing answered 5xx, whatever the route.
  const serverErrors = answers
    .filter(({ response }) => response.status >= 500)
    .map(({ what, response }) => `${what}: ${response.status}`)
  expect(serverErrors).toEqual([])
})

describe('ids of every shape on every route that takes one', () => {
  it.each(COLLECTIONS)('%s: refuses malformed ids with 400, as an administrator', async (slug) => {
    for (const id of BAD_IDS) {
      const routes: [string, string, Parameters<typeof api>[2]?][] = [
        ['GET', `/${slug}/${id}`],
        ['PATCH', `/${slug}/${id}`, { token, json: {} }],
        ['PUT', `/${slug}/${id}`, { token, json: {} }],
        ['DELETE', `/${slug}/${id}`, { token }],
        ['POST', `/${slug}/${id}/duplicate`, { token, json: {} }],
        ['GET', `/${slug}/versions/${id}`, { token }],
        ['POST', `/${slug}/versions/${id}`, { token }],
        ['GET', `/${slug}/access/${id}`, { token }],
      ]
      for (const [method, path, options] of routes) {
        // Accounts have no PUT or duplicate route: Payload answers 404 there.
        if (slug === 'users' && (method === 'PUT' || path.endsWith('/duplicate'))) continue
        const response = await call(`id ${JSON.stringify(id)}`, method, path, { token, ...options })
        expectRefusal(response, `${method} ${path}`)
        if (!path.includes('/versions/') && !path.includes('/access/'))
          expect(response.status, `${method} ${path}`).toBe(400)
      }
    }
  })

  it('never reads an id by its leading digits (the account stays, the copy is not made)', async () => {
    const userId = firstIds.users
    const read = await call('leading digits', 'GET', `/users/${userId}abc`, { token })
    expect(read.status).toBe(400)
    const removal = await call('sql-like id', 'DELETE', `/users/${userId}%20OR%201%3D1`, { token })
    expect(removal.status).toBe(400)
    const newsId = firstIds.news
    const copy = await call('duplicate', 'POST', `/news/${newsId}zz/duplicate`, { token, json: {} })
    expect(copy.status).toBe(400)
  })

  it('answers 404, not 501, on collections that have no routes', async () => {
    for (const method of ['GET', 'POST', 'DELETE']) {
      const response = await call('no routes', method, '/payload-migrations', { token })
      expect(response.status).toBe(404)
      expectRefusal(response, 'payload-migrations')
    }
  })

  it('refuses a NUL byte or a broken escape in a file route', async () => {
    for (const slug of ['media', 'gallery', 'documents', 'decisions']) {
      for (const name of ['abc%00.png', '%00', '..%2F..%2Fcommune.db', '%E0%A4%A']) {
        expectRefusal(await call('file name', 'GET', `/${slug}/file/${name}`), `${slug}/file/${name}`)
      }
    }
  })
})

describe('list parameters', () => {
  const BAD_QUERIES = [
    'limit=1e309',
    'page=1e309',
    'limit=-1',
    'limit=abc',
    'page=0',
    'page=-3',
    'depth=1e309',
    'depth=-1',
    'depth=abc',
    'where[createdAt][greater_than]=abc',
    'where[updatedAt][less_than_equal]=demain',
    'where[id][in]=1,2,abc',
    'where[id][equals]=abc',
    'where[id][not_in][0]=x',
    'where[title][near]=x',
    'where[title][within]=x',
    'where[title][intersects]=x',
    'where[title][equals][$ne]=1',
    'where[title][like][a]=b',
    'where[createdAt][exists]=peut-etre',
    'where[and]=x',
    'where[or][0]=x',
    'where=x',
    'where[title][unknown_operator]=x',
    `${'where'}${'[or][0]'.repeat(40)}[title][equals]=x`,
    'sort[$gt]=1',
    'pagination=peut-etre',
  ]

  it.each(COLLECTIONS)('%s: answers 400 in French to every malformed list parameter', async (slug) => {
    for (const query of BAD_QUERIES) {
      expectRefusal(await call('query', 'GET', `/${slug}?${query}`, { token }), `${slug}?${query}`)
    }
    const dateField = fieldsOf[slug].includes('date') ? 'date' : 'createdAt'
    expectRefusal(await call('date', 'GET', `/${slug}?where[${dateField}][equals]=demain`, { token }), `${slug} date`)
    // A well-formed filter still works.
    const fine = await call('query', 'GET', `/${slug}?where[id][in]=1,2&limit=5&page=1&depth=0`, { token })
    expect(fine.status).toBe(200)
  })
})

/**
 * Every path a filter may name in a collection, with a value stored there: its fields, the keys of
 * its groups, JSON and rich text and the fields of its arrays' rows, as the stored documents show
 * them, and a key under each field that is not plain text (a path across a link, inside a value, or
 * naming nothing). A new field is covered as soon as a document holds it.
 */
function filterPaths(docs: Record<string, unknown>[]): Map<string, unknown> {
  const paths = new Map<string, unknown>()
  const sampleOf = (value: unknown) =>
    (Array.isArray(value) ? value : [value]).find((item) => item !== null && typeof item !== 'object')
  for (const doc of docs) {
    for (const [key, value] of Object.entries(doc)) {
      if (paths.get(key) === undefined) paths.set(key, sampleOf(value))
      if (typeof value !== 'string' && typeof value !== 'boolean') paths.set(`${key}.x`, undefined)
      for (const row of Array.isArray(value) ? value : [value]) {
        if (typeof row !== 'object' || row === null) continue
        for (const [child, childValue] of Object.entries(row)) {
          if (paths.get(`${key}.${child}`) === undefined) paths.set(`${key}.${child}`, sampleOf(childValue))
        }
      }
    }
  }
  return paths
}

/** Operators no field of the commune can run whatever its operand (geometry; `all` on SQL). */
const ALWAYS_REFUSED = new Set([
  'near',
  'within',
  'intersects',
  ...(process.env.CONTRACT_DATABASE_URI?.startsWith('mongodb') ? [] : ['all']),
])
const LIST_OPERATORS = new Set(['in', 'not_in', 'all'])

/**
 * The `where` conditions asked on one path, in groups asked together: every operator with the
 * field's own value (mostly accepted), every operator with a text (accepted on text fields only),
 * and those always refused, asked one by one.
 */
function conditionsOn(path: string, sample: unknown): string[][] {
  const own = encodeURIComponent(sample === undefined ? '3' : String(sample).slice(0, 40))
  const field = `[${encodeURIComponent(path)}]`
  const ask = (operands: (operator: string) => string[]) =>
    validOperators
      .filter((operator) => operator !== 'exists' && !ALWAYS_REFUSED.has(operator))
      .flatMap((operator) => operands(operator).map((operand) => `${field}[${operator}]=${operand}`))
  const alone = [`${field}[exists]=x`, ...[...ALWAYS_REFUSED].map((operator) => `${field}[${operator}]=${own}`)]
  // A key under a field names a field of a linked collection, or nothing: a few operators each.
  if (path.endsWith('.x'))
    return ['equals', 'like', 'in', 'exists'].map((operator) => [
      `${field}[${operator}]=${operator === 'exists' ? 'true' : 'x'}`,
    ])
  return [
    [...ask((operator) => (LIST_OPERATORS.has(operator) ? [own, `${own},${own}`] : [own])), `${field}[exists]=true`],
    ask((operator) => (LIST_OPERATORS.has(operator) ? ['x', `${own},x`] : ['x'])),
    ...alone.map((condition) => [condition]),
  ]
}

/** Runs `task` on every item, a few at a time: the server has two cores, and other suites wait. */
async function inBatches<T>(items: T[], concurrency: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < items.length) await task(items[next++]!)
    }),
  )
}

/** SQL databases have no `all` operator; MongoDB runs it. */
const RUNS_ALL = !ALWAYS_REFUSED.has('all')

describe('every where operator on every field', () => {
  it('answers 200 or a French 4xx, never a 5xx, whatever the operator, field and operand', async () => {
    const wrong: string[] = []
    const check = async (query: string) => {
      const path = `${query}&limit=1&depth=0&pagination=false`
      const response = await call('operator', 'GET', path, { token })
      const refused = response.status >= 400 && response.status < 500 && FRENCH.test(String(response.body?.message))
      if (response.status !== 200 && !refused)
        wrong.push(`${path} → ${response.status} ${JSON.stringify(response.body).slice(0, 160)}`)
      return response.status
    }
    // A group is asked in one request (`or`, at most 20 conditions): a 200 means Payload and the
    // database ran each condition. Any other answer, and each condition is asked alone.
    // A field name with a value of the same type met in an earlier collection (id, title, createdAt,
    // _status…) goes through the same checks: its refusals are asked once, on its first collection;
    // on the others, what the first accepted is asked again, so each table's columns still run.
    const seen = new Set<string>()
    const groups = COLLECTIONS.flatMap((slug) =>
      [...filterPaths(before[slug] as Record<string, unknown>[])].flatMap(([path, sample]) => {
        const field = `${path}:${typeof sample}`
        const first = !seen.has(field)
        seen.add(field)
        return conditionsOn(path, sample).flatMap((conditions, set) =>
          Array.from({ length: Math.ceil(conditions.length / 20) }, (_, index) => ({
            slug,
            conditions: conditions.slice(index * 20, index * 20 + 20),
            key: `${field}#${set}#${index}`,
            first,
          })),
        )
      }),
    )
    const accepted = new Map<string, number[]>()
    const asGroup = (slug: string, conditions: string[]) =>
      `/${slug}?${conditions.map((condition, index) => `where[or][${index}]${condition}`).join('&')}`
    const askAlone = async (slug: string, conditions: string[], indexes: number[]) => {
      const passed: number[] = []
      for (const index of indexes) if ((await check(`/${slug}?where${conditions[index]}`)) === 200) passed.push(index)
      return passed
    }
    const everyIndex = (conditions: string[]) => conditions.map((_, index) => index)
    await inBatches(
      groups.filter((group) => group.first),
      6,
      async ({ slug, conditions, key }) => {
        if (conditions.length > 1 && (await check(asGroup(slug, conditions))) === 200)
          return void accepted.set(key, everyIndex(conditions))
        accepted.set(key, await askAlone(slug, conditions, everyIndex(conditions)))
      },
    )
    await inBatches(
      groups.filter((group) => !group.first && group.conditions.length > 1),
      6,
      async ({ slug, conditions, key }) => {
        if ((await check(asGroup(slug, conditions))) === 200) return
        const kept = (accepted.get(key) ?? []).filter((index) => index < conditions.length)
        if (kept.length === 0) return
        const subset = kept.map((index) => conditions[index]!)
        if ((await check(asGroup(slug, subset))) !== 200) await askAlone(slug, conditions, kept)
      },
    )
    expect(wrong).toEqual([])
    // Thousands of requests: a minute alone, minutes beside the other suites on two cores.
  }, 300_000)

  it('refuses `all` where the database cannot run it, to anyone, on every public collection', async () => {
    for (const slug of COLLECTIONS) {
      if ((await call('public', 'GET', `/${slug}?limit=1`)).status !== 200) continue
      const response = await call('all', 'GET', `/${slug}?where[title][all]=x`)
      if (RUNS_ALL) expect(response.status, slug).toBe(200)
      else {
        expectRefusal(response, `${slug} all`)
        expect(response.status, slug).toBe(400)
        expect(response.body.message).toBe(REQUEST_MESSAGES.unsupportedOperator('all'))
      }
    }
  })
})

describe('bodies', () => {
  const NOT_AN_OBJECT = ['[]', '"texte"', 'null', '42', 'true', '{"title":', '{\u0000}']

  it.each(COLLECTIONS)('%s: refuses non-object and non-JSON bodies on create and update', async (slug) => {
    for (const body of NOT_AN_OBJECT) {
      for (const [method, path] of [
        ['POST', `/${slug}`],
        ['PATCH', `/${slug}/${firstIds[slug]}`],
        ['PUT', `/${slug}/${firstIds[slug]}`],
      ]) {
        const response = await call(`body ${JSON.stringify(body)}`, method, path, {
          token,
          raw: { body, type: 'application/json' },
        })
        expectRefusal(response, `${method} ${path} ${JSON.stringify(body)}`)
      }
    }
    expectRefusal(
      await call('xml', 'POST', `/${slug}`, { token, raw: { body: '<a/>', type: 'application/xml' } }),
      'xml',
    )
    expectRefusal(
      await call('text', 'POST', `/${slug}`, { token, raw: { body: 'title=x', type: 'text/plain' } }),
      'text',
    )
  })

  it.each(COLLECTIONS)('%s: refuses JSON nested 10,000 levels', async (slug) => {
    const deep = `{"title":${'['.repeat(10_000)}${']'.repeat(10_000)}}`
    expectRefusal(
      await call('deep', 'POST', `/${slug}`, { token, raw: { body: deep, type: 'application/json' } }),
      'deep',
    )
    const deepObject = `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`
    expectRefusal(
      await call('deep object', 'PATCH', `/${slug}/${firstIds[slug]}`, {
        token,
        raw: { body: deepObject, type: 'application/json' },
      }),
      'deep object',
    )
  })

  const WRONG_VALUES: unknown[] = [
    { a: 1 },
    [1, { a: 1 }, null],
    [[['x']]],
    999999,
    -1.5,
    1e308,
    'demain',
    '\u0000',
    true,
    'x'.repeat(200_000),
  ]

  it.each(COLLECTIONS)(
    '%s: a wrong type in any field is refused or ignored, never half stored',
    async (slug) => {
      const stored = (before[slug] as Record<string, unknown>[])[0]
      // Creates: each wrong value in every field at once. Payload runs every field's hooks and
      // validation on the whole document, so a field that fails on it still answers 5xx here.
      for (const value of WRONG_VALUES) {
        const json = Object.fromEntries(fieldsOf[slug].map((field) => [field, value]))
        const created = await call('create', 'POST', `/${slug}`, { token, json })
        expectRefusal(created, `POST ${slug} *=${JSON.stringify(value).slice(0, 40)}`)
      }
      for (const field of fieldsOf[slug]) {
        for (const value of WRONG_VALUES) {
          const what = `${slug} ${field}=${JSON.stringify(value).slice(0, 40)}`
          // Updates: one field at a time, and only values wrong for the field's kind, as its stored
          // value shows it (an object stays right for a group; any text may be right for an empty field).
          const storedValue = stored[field]
          const sameKind = typeof value === typeof storedValue && Array.isArray(value) === Array.isArray(storedValue)
          const unknownKind = storedValue === null || storedValue === undefined
          if (sameKind || typeof value === 'string' || (unknownKind && typeof value !== 'object')) continue
          const updated = await call(`update ${field}`, 'PATCH', `/${slug}/${firstIds[slug]}`, {
            token,
            json: { [field]: value },
          })
          // Read-only fields (a file's url, an account's sessions) may be ignored: the final read shows nothing changed.
          if (updated.status !== 200) expectRefusal(updated, `PATCH ${what}`)
        }
      }
    },
    300_000,
  )

  it.each(COLLECTIONS)('%s: a number out of its range is refused in French, whichever number it is', async (slug) => {
    // Links hold ids, which are numbers too: a link to document 1e308 is refused as well.
    const seen = new Set<string>()
    for (const doc of before[slug] as Record<string, unknown>[]) {
      for (const path of numberPaths(doc)) {
        const field = path.filter((key) => typeof key === 'string').join('.')
        if (seen.has(field)) continue
        seen.add(field)
        for (const value of [1e308, -1e308, 1e15]) {
          const response = await call(`number ${field}`, 'PATCH', `/${slug}/${doc.id}`, {
            token,
            json: writeAt(doc, path, value),
          })
          // Numbers Payload computes itself (a file's size and dimensions) ignore what is sent: the final read shows it.
          if (response.status !== 200) expectRefusal(response, `${slug} ${field}=${value}`)
        }
      }
    }
  })

  it('names the field and the kind it expects', async () => {
    const cases: [string, Record<string, unknown>, string][] = [
      ['/projects', { budget: { a: 1 } }, 'Le champ « Budget (FCFA) » doit être un texte'],
      ['/projects', { budget: '12 millions\u0000' }, 'Le champ « Budget (FCFA) » doit être un texte'],
      ['/news', { category: { a: 1 } }, 'Le champ « Catégorie » n’accepte pas cette valeur'],
      ['/news', { date: 'demain' }, 'Le champ « Date de publication » doit être une date valide'],
      ['/news', { tags: 'santé' }, 'Le champ « Mots-clés » doit être une liste'],
      ['/projects', { progress: 'beaucoup' }, 'Le champ « Avancement (%) » doit être un nombre'],
      ['/projects', { progress: 1e308 }, 'Le champ « Avancement (%) » doit être un nombre de 0 à 100'],
      ['/procedures', { processingTime: 1e308 }, 'Le délai de traitement ne peut pas dépasser 365 jours'],
      [
        '/procedures',
        { citizenSpaceRank: 2.5 },
        'Le champ « Place parmi « Les démarches les plus demandées » » doit être un nombre entier de 1 à 99',
      ],
    ]
    for (const [path, data, message] of cases) {
      const response = await call('kind', 'PATCH', `${path}/${firstIds[path.slice(1)]}`, { token, json: data })
      expect(response.status, JSON.stringify(data)).toBe(400)
      expect(response.body.message).toBe(message)
    }
  })

  it('refuses mixed-type tags and a link to an image that does not exist, storing nothing', async () => {
    const mixed = await call('tags', 'POST', '/news', {
      token,
      json: { title: 'Étiquettes', content: 'Texte', tags: [1, { a: 1 }, null] },
    })
    expectRefusal(mixed, 'mixed tags')
    const missingImage = await call('image', 'POST', '/news', {
      token,
      json: { title: 'Image', content: 'Texte', image: 999999 },
    })
    expectRefusal(missingImage, 'missing image')
    expect(missingImage.status).toBe(400)
    const update = await call('image', 'PATCH', `/projects/${firstIds.projects}`, { token, json: { image: 999999 } })
    expectRefusal(update, 'missing image on update')
  })

  it('refuses a non-object, non-JSON or oversized body on the native account creation', async () => {
    for (const body of ['[]', 'null', 'pas du json', '"x"']) {
      expectRefusal(
        await call('users', 'POST', '/users', { token, raw: { body, type: 'application/json' } }),
        `users ${body}`,
      )
    }
    const big = await raw('POST', '/users', {
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({ email: 'x@example.sn', password: 'p'.repeat(20 * 1024 * 1024) }),
    })
    expect(big.status).toBe(413)
    expectRefusal(big, 'users 20 MB')
  })
})

describe('multipart bodies that cannot be read', () => {
  const form = (boundary: string, part: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="title"\r\n\r\n${part}`
  const UNREADABLE: [type: string, body: string][] = [
    ['multipart/form-data', form('limite', 'Titre\r\n--limite--\r\n')],
    ['multipart/form-data; charset=utf-8', 'title=Titre'],
    ['multipart/form-data; boundary=limite', 'pas un formulaire'],
    ['multipart/form-data; boundary=limite', form('limite', 'coupé au milieu')],
    ['multipart/form-data; boundary=limite', ''],
    ['multipart/form-data', ''],
  ]

  it.each(COLLECTIONS)('%s: refuses them with 400 on create and update, as an administrator', async (slug) => {
    for (const [type, body] of UNREADABLE) {
      for (const [method, path] of [
        ['POST', `/${slug}`],
        ['PATCH', `/${slug}/${firstIds[slug]}`],
        ['PUT', `/${slug}/${firstIds[slug]}`],
      ]) {
        if (slug === 'users' && method === 'PUT') continue
        const response = await call(`form ${type}`, method, path, { token, raw: { body, type } })
        expect(response.status, `${method} ${path} ${type} ${JSON.stringify(body)}`).toBe(400)
        expect(response.body.message).toBe(REQUEST_MESSAGES.unreadableForm)
      }
    }
  })
})

describe('body limits on the bytes actually read', () => {
  it('refuses a streamed JSON body over the limit without a Content-Length, public routes included', async () => {
    for (const [path, auth] of [
      ['/news', true],
      ['/contact-messages', false],
      ['/newsletter-subscribers', false],
      ['/auth/login', false],
      ['/users/login', false],
    ] as const) {
      const headers: Record<string, string> = { 'Content-Type': 'application/json' }
      if (auth) headers.Authorization = `Bearer ${token}`
      const response = await raw('POST', path, { headers, body: streamed(3 * 1024 * 1024) })
      expect(response.status, path).toBe(413)
      expectRefusal(response, path)
    }
  })

  it('refuses a streamed multipart body over the file limit', async () => {
    const boundary = 'limite'
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(head))
        for (let i = 0; i < 400; i++) controller.enqueue(new Uint8Array(64 * 1024))
        controller.close()
      },
    })
    const response = await raw('POST', '/media', {
      headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}`, Authorization: `Bearer ${token}` },
      body,
    })
    expect(response.status).toBe(413)
    expectRefusal(response, 'multipart')
  })

  it('names the sign-in limit in kilobytes', async () => {
    const response = await api('POST', '/auth/login', {
      raw: { body: JSON.stringify({ email: 'x'.repeat(20_000) }), type: 'application/json' },
    })
    expect(response.status).toBe(413)
    expect(response.body.message).toBe('La requête dépasse la taille maximale autorisée (16 Ko)')
  })
})

describe('authorization comes before parsing', () => {
  it('answers 401 to anonymous writers whatever their body', async () => {
    const badBody = { raw: { body: '{"title":', type: 'application/json' } }
    for (const slug of COLLECTIONS.filter((slug) => slug !== 'contact-messages' && slug !== 'newsletter-subscribers')) {
      expect((await call('anonymous', 'POST', `/${slug}`, badBody)).status, slug).toBe(401)
      expect((await call('anonymous', 'PATCH', `/${slug}/${firstIds[slug]}`, badBody)).status, slug).toBe(401)
      expect((await call('anonymous', 'PUT', `/${slug}/${firstIds[slug]}`, badBody)).status, slug).toBe(401)
    }
    const form = new FormData()
    form.append('title', 'Arrêté')
    form.append('file', fileOf(Buffer.from('pas un pdf'), 'a.txt', 'text/plain'))
    const upload = await call('anonymous upload', 'POST', '/documents', { form })
    expect(upload.status).toBe(401)
    expectRefusal(upload, 'anonymous upload')
  })
})

describe('uploads', () => {
  it('refuses an image of too many pixels quickly, whatever its byte size', async () => {
    const sharp = (await import('sharp')).default
    const huge = await sharp({ create: { width: 16000, height: 16000, channels: 3, background: '#2a7' } })
      .png({ compressionLevel: 9 })
      .toBuffer()
    const form = new FormData()
    form.append('file', fileOf(huge, 'immense.png', 'image/png'))
    const started = Date.now()
    const response = await call('pixels', 'POST', '/media', { token, form })
    expectRefusal(response, 'pixels')
    expect(response.status).toBe(413)
    expect(Date.now() - started).toBeLessThan(5000)
  }, 60_000)

  it('serves documents as attachments that cannot run scripts', async () => {
    const scripted = Buffer.concat([
      await pdfBytes('Arrêté'),
      Buffer.from('\n1 0 obj << /Type /Action /S /JavaScript /JS (app.alert(1)) >> endobj\n'),
    ])
    const form = new FormData()
    form.append('title', 'Arrêté scripté')
    form.append('date', '2026-01-01')
    form.append('category', 'budget')
    form.append('file', fileOf(scripted, 'arrete.pdf', 'application/pdf'))
    const created = await api('POST', '/documents', { token, form })
    if (created.status === 201) {
      const file = await fetch(created.body.doc.url)
      expect(file.headers.get('content-disposition')).toMatch(/^attachment/)
      expect(file.headers.get('content-security-policy')).toMatch(/sandbox/)
      await api('DELETE', `/documents/${created.body.doc.id}`, { token })
    } else {
      expectRefusal(created, 'scripted pdf')
    }
    const media = (before.media as { url: string }[])[0]
    const image = await fetch(media.url)
    expect(image.headers.get('content-security-policy')).toMatch(/sandbox/)
  })

  it('still takes a real photo', async () => {
    const form = new FormData()
    form.append('file', fileOf(await imageBytes('jpeg', 800), 'place.jpg', 'image/jpeg'))
    const created = await api('POST', '/media', { token, form })
    expect(created.status).toBe(201)
    expect((await api('DELETE', `/media/${created.body.doc.id}`, { token })).status).toBe(200)
  })
})

/** A document as stored, without the time of its last write (an ignored read-only field still touches it). */
// When and by whom a document was last saved change with any accepted write, an ignored value included.
const content = (docs: unknown) =>
  (docs as Record<string, unknown>[]).map(({ updatedAt: _updatedAt, updatedBy: _updatedBy, ...doc }) => doc)

describe('stored data', () => {
  it('is identical after every refused request', async () => {
    const after = await fullRead(token)
    for (const slug of Object.keys(before)) expect(content(after[slug]), slug).toEqual(content(before[slug]))
  })
})
