import type { FlattenedField, Payload } from 'payload'
import { validOperatorSet } from 'payload/shared'
import { parse } from 'qs-esm'
import { REQUEST_MESSAGES } from 'shared-types'

import { isValidId } from '../lib/ids'
import { isBooleanValue, isDateValue, isFiniteNumber, isPlainObject } from '../lib/valueKinds'

/** Thrown for a list parameter Payload would turn into a 500 or a silently wrong query. */
export class BadQueryError extends Error {}

/** Geometric operators: only meaningful on point fields. */
const POINT_OPERATORS = new Set(['near', 'within', 'intersects'])
const LIST_OPERATORS = new Set(['in', 'not_in', 'all'])
const TEXT_MATCH_OPERATORS = new Set(['like', 'not_like', 'contains'])

const MAX_FILTER_DEPTH = 5
const MAX_CONDITIONS = 100
const MAX_LIMIT = 100_000
const MAX_DEPTH = 10

type FieldKind = 'id' | 'number' | 'date' | 'checkbox' | 'link' | 'links' | 'select' | 'document' | 'point' | 'text'

/** What a filter's path names: the kind of its values, and the field itself where it has one. */
type Target = { kind: FieldKind; field?: FlattenedField }

/** Fields whose value is a document of its own (JSON): Payload's SQL adapters fail on a path inside one, PostgreSQL on a text match. */
const DOCUMENT_TYPES = new Set(['json', 'richText', 'blocks'])

function kindOf(field: FlattenedField | undefined, name: string): FieldKind {
  if (!field && name === 'id') return 'id'
  if (field && DOCUMENT_TYPES.has(field.type)) return 'document'
  switch (field?.type) {
    case 'number':
      return 'number'
    case 'date':
      return 'date'
    case 'checkbox':
      return 'checkbox'
    case 'upload':
    case 'relationship':
      return field.hasMany ? 'links' : 'link'
    case 'select':
      return 'select'
    case 'point':
      return 'point'
    default:
      return 'text'
  }
}

/**
 * What a filter's path names, followed the way Payload follows it (`a.b` or `a__b`): into groups,
 * tabs and array rows, and across a link into the linked collection's fields. Plain text for a path
 * that names no field: Payload refuses those itself, in French. A path inside a JSON or rich-text
 * value is refused here: the SQL adapters answer a 500 to it.
 */
function targetOf(payload: Payload, fields: FlattenedField[], path: string): Target {
  const segments = path.split(/\.|__/)
  let current = fields
  for (const [index, name] of segments.entries()) {
    const field = current.find((candidate) => candidate.name === name)
    if (index === segments.length - 1) return { kind: kindOf(field, name), field }
    if (!field) break
    if (DOCUMENT_TYPES.has(field.type)) throw new BadQueryError(REQUEST_MESSAGES.badFilter(path))
    if ('flattenedFields' in field) current = field.flattenedFields
    else if ((field.type === 'relationship' || field.type === 'upload') && typeof field.relationTo === 'string') {
      current = payload.collections[field.relationTo]?.config.flattenedFields ?? []
    } else break
  }
  return { kind: 'text' }
}

const optionValues = (field: FlattenedField | undefined): string[] =>
  field && 'options' in field ? field.options.map((option) => (typeof option === 'string' ? option : option.value)) : []

/**
 * Whether one operand suits the field: ids where ids are stored, dates where dates are, one of its
 * options for a select (PostgreSQL stores those as an enum, and fails on any other value). Text
 * matches apply to text, to an id or link as `like` (and `contains`, for a list of links), never to
 * a select or a JSON value, which PostgreSQL cannot match as text.
 */
function operandFits(payload: Payload, { kind, field }: Target, operator: string, operand: string): boolean {
  if (TEXT_MATCH_OPERATORS.has(operator)) {
    if (kind === 'text') return true
    const matchesId = operator === 'like' || (operator === 'contains' && kind === 'links')
    return matchesId && (kind === 'id' || kind === 'link' || kind === 'links') && isValidId(payload, operand)
  }
  switch (kind) {
    case 'id':
    case 'link':
    case 'links':
      return isValidId(payload, operand) || (kind !== 'id' && operand === 'null')
    case 'number':
      return isFiniteNumber(operand)
    case 'date':
      return isDateValue(operand)
    case 'checkbox':
      return isBooleanValue(operand)
    case 'select':
      return optionValues(field).includes(operand)
    default:
      return true
  }
}

type Budget = { conditions: number }

/** The operators the database adapter runs: the SQL adapters have no `all`. MongoDB's names none, and runs every one. */
const runsOperator = (payload: Payload, operator: string): boolean => {
  const operators = (payload.db as { operators?: Record<string, unknown> }).operators
  return !operators || operator in operators
}

function checkCondition(payload: Payload, fields: FlattenedField[], path: string, condition: unknown, budget: Budget) {
  const fail = () => {
    throw new BadQueryError(REQUEST_MESSAGES.badFilter(path))
  }
  if (!isPlainObject(condition)) fail()
  const target = targetOf(payload, fields, path)
  for (const [operator, value] of Object.entries(condition as Record<string, unknown>)) {
    budget.conditions += 1
    if (budget.conditions > MAX_CONDITIONS) fail()
    if (!validOperatorSet.has(operator as never)) fail()
    if (!runsOperator(payload, operator)) throw new BadQueryError(REQUEST_MESSAGES.unsupportedOperator(operator))
    if (POINT_OPERATORS.has(operator)) {
      if (target.kind !== 'point') fail()
      continue
    }
    if (operator === 'exists') {
      if (!isBooleanValue(value)) fail()
      continue
    }
    const operands =
      LIST_OPERATORS.has(operator) && typeof value === 'string'
        ? value.split(',')
        : Array.isArray(value)
          ? value
          : [value]
    if (!LIST_OPERATORS.has(operator) && Array.isArray(value)) fail()
    for (const operand of operands) {
      if (typeof operand !== 'string' && typeof operand !== 'number' && typeof operand !== 'boolean') fail()
      if (!operandFits(payload, target, operator, String(operand))) fail()
    }
  }
}

function checkWhere(payload: Payload, fields: FlattenedField[], where: unknown, level: number, budget: Budget) {
  if (!isPlainObject(where) || level > MAX_FILTER_DEPTH) throw new BadQueryError(REQUEST_MESSAGES.badFilter('where'))
  for (const [key, value] of Object.entries(where)) {
    if (key === 'and' || key === 'or') {
      const branches = Array.isArray(value) ? value : isPlainObject(value) ? Object.values(value) : null
      if (!branches) throw new BadQueryError(REQUEST_MESSAGES.badFilter(key))
      for (const branch of branches) checkWhere(payload, fields, branch, level + 1, budget)
    } else {
      checkCondition(payload, fields, key, value, budget)
    }
  }
}

const SORT = /^-?[A-Za-z_][\w.]*$/

/**
 * Checks the list parameters of a read (`limit`, `page`, `depth`, `sort`, `pagination`, `where`)
 * against the collection's fields, as Payload parses them (qs, depth 10). Payload passes them to the
 * database as given: `limit=1e309`, a date filter of « demain » or an operator object instead of a
 * value reach the driver and fail there with a 500.
 */
export function checkListQuery(payload: Payload, search: string, fields: FlattenedField[]): void {
  if (!search) return
  const query = parse(search, { arrayLimit: 1000, depth: 10, ignoreQueryPrefix: true }) as Record<string, unknown>
  const integer = (name: string, min: number, max: number) => {
    const value = query[name]
    if (value === undefined) return
    if (typeof value !== 'string' || !/^\d{1,9}$/.test(value) || Number(value) < min || Number(value) > max) {
      throw new BadQueryError(REQUEST_MESSAGES.badParameter(name))
    }
  }
  integer('limit', 0, MAX_LIMIT)
  integer('page', 1, 1_000_000_000)
  integer('depth', 0, MAX_DEPTH)
  for (const flag of ['pagination', 'draft', 'trash']) {
    if (query[flag] !== undefined && !isBooleanValue(query[flag]))
      throw new BadQueryError(REQUEST_MESSAGES.badParameter(flag))
  }
  if (query.sort !== undefined) {
    const sorts = typeof query.sort === 'string' ? query.sort.split(',') : Array.isArray(query.sort) ? query.sort : null
    if (!sorts?.every((sort) => typeof sort === 'string' && SORT.test(sort))) {
      throw new BadQueryError(REQUEST_MESSAGES.badParameter('sort'))
    }
  }
  if (query.where !== undefined) checkWhere(payload, fields, query.where, 0, { conditions: 0 })
}
