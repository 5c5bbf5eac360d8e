import {
  ValidationError,
  type CollectionBeforeValidateHook,
  type CollectionSlug,
  type FlattenedField,
  type PayloadRequest,
} from 'payload'
import { FIELD_TYPE_MESSAGES } from 'shared-types'

import { isSharedRule } from '../fields/fieldRule'
import { isValidId } from '../../lib/ids'
import { MAX_JSON_NESTING, isDateValue, isFiniteNumber, isPlainObject } from '../../lib/valueKinds'

type FieldError = { path: string; message: string }
type Link = { path: string; label: string; relationTo: CollectionSlug; id: string | number }

const labelOf = (field: FlattenedField): string =>
  'label' in field && typeof field.label === 'string' ? field.label : field.name

function nestingOf(value: unknown, limit: number): number {
  // Iterative, so that the check itself cannot overflow the stack on the input it guards against.
  let deepest = 0
  const stack: [unknown, number][] = [[value, 1]]
  while (stack.length > 0) {
    const [current, depth] = stack.pop() as [unknown, number]
    if (typeof current !== 'object' || current === null) continue
    deepest = Math.max(deepest, depth)
    if (deepest > limit) return deepest
    for (const child of Object.values(current)) stack.push([child, depth + 1])
  }
  return deepest
}

/**
 * Checks one value against its field's type, recursing into arrays and groups. Payload's own
 * validators assume the type: an object in a select or text field, or a mixed list in a `hasMany`
 * text field, reached the database and failed there with a 500 (after part of the write).
 */
function checkValue(
  field: FlattenedField,
  value: unknown,
  path: string,
  errors: FieldError[],
  links: Link[],
  payload: PayloadRequest['payload'],
) {
  if (value === null || value === undefined) return
  // An emptied input is no value: the field's required rule (and its form's sentence) judges it.
  if (
    value === '' &&
    field.type !== 'text' &&
    field.type !== 'textarea' &&
    field.type !== 'email' &&
    field.type !== 'code'
  )
    return
  const label = labelOf(field)
  const fail = (message: string) => errors.push({ path, message })
  const hasMany = 'hasMany' in field && field.hasMany === true
  const each = (check: (item: unknown, itemPath: string) => void) => {
    if (!hasMany) return check(value, path)
    if (!Array.isArray(value)) return fail(FIELD_TYPE_MESSAGES.list(label))
    for (const [index, item] of value.entries()) check(item, `${path}.${index}`)
  }

  switch (field.type) {
    case 'text':
    case 'textarea':
    case 'email':
    case 'code':
      return each((item, itemPath) => {
        // A NUL is no text a person types, and PostgreSQL refuses it in a text column.
        if (typeof item !== 'string' || item.includes('\u0000'))
          errors.push({ path: itemPath, message: FIELD_TYPE_MESSAGES.text(label) })
      })
    case 'number':
      return each((item, itemPath) => {
        if (!isFiniteNumber(item)) errors.push({ path: itemPath, message: FIELD_TYPE_MESSAGES.number(label) })
      })
    case 'date':
      return isDateValue(value) ? undefined : fail(FIELD_TYPE_MESSAGES.date(label))
    case 'checkbox':
      return typeof value === 'boolean' ? undefined : fail(FIELD_TYPE_MESSAGES.checkbox(label))
    case 'select':
    case 'radio':
      // Text only; whether it is one of the options is Payload's select validator's answer.
      return each((item, itemPath) => {
        if (typeof item !== 'string') errors.push({ path: itemPath, message: FIELD_TYPE_MESSAGES.option(label) })
      })
    case 'upload':
    case 'relationship': {
      if (typeof field.relationTo !== 'string') return // polymorphic links: none in this CMS
      const relationTo = field.relationTo as CollectionSlug
      return each((item, itemPath) => {
        const id = isPlainObject(item) ? item.id : item
        if ((typeof id !== 'string' && typeof id !== 'number') || !isValidId(payload, id)) {
          errors.push({ path: itemPath, message: FIELD_TYPE_MESSAGES.link(label) })
        } else {
          links.push({ path: itemPath, label, relationTo, id })
        }
      })
    }
    case 'array':
      if (!Array.isArray(value)) return fail(FIELD_TYPE_MESSAGES.list(label))
      for (const [index, row] of value.entries()) {
        if (isPlainObject(row)) checkFields(field.flattenedFields, row, `${path}.${index}.`, errors, links, payload)
        else errors.push({ path: `${path}.${index}`, message: FIELD_TYPE_MESSAGES.group(label) })
      }
      return
    case 'group':
    case 'tab':
      if (!isPlainObject(value)) return fail(FIELD_TYPE_MESSAGES.group(label))
      return checkFields(field.flattenedFields, value, `${path}.`, errors, links, payload)
    case 'json':
      return nestingOf(value, MAX_JSON_NESTING) > MAX_JSON_NESTING
        ? fail(FIELD_TYPE_MESSAGES.tooDeep(label))
        : undefined
    default:
      return undefined
  }
}

function checkFields(
  fields: FlattenedField[],
  data: Record<string, unknown>,
  prefix: string,
  errors: FieldError[],
  links: Link[],
  payload: PayloadRequest['payload'],
) {
  for (const field of fields) {
    if (!(field.name in data) || ('virtual' in field && field.virtual)) continue
    // A field of one of the product's forms checks its value's type with the form's rule, in the form's words.
    if ('validate' in field && isSharedRule(field.validate)) continue
    checkValue(field, data[field.name], `${prefix}${field.name}`, errors, links, payload)
  }
}

/** The linked documents that do not exist, looked up inside the write's own transaction. */
async function missingLinks(links: Link[], req: PayloadRequest): Promise<FieldError[]> {
  const errors: FieldError[] = []
  const byCollection = new Map<CollectionSlug, Link[]>()
  for (const link of links) byCollection.set(link.relationTo, [...(byCollection.get(link.relationTo) ?? []), link])
  for (const [relationTo, collectionLinks] of byCollection) {
    const ids = [...new Set(collectionLinks.map((link) => link.id))]
    const { docs } = await req.payload.find({
      collection: relationTo,
      where: { id: { in: ids } },
      depth: 0,
      limit: ids.length,
      pagination: false,
      select: {},
      req,
      overrideAccess: true,
    })
    const found = new Set(docs.map((doc) => String(doc.id)))
    for (const link of collectionLinks) {
      if (!found.has(String(link.id)))
        errors.push({ path: link.path, message: FIELD_TYPE_MESSAGES.missingLink(link.label) })
    }
  }
  return errors
}

/**
 * Every write's data is checked against the collection's fields before anything is stored: each
 * value of the right kind, and each link to a document that exists (a missing one broke the
 * database's foreign key with a 500). It runs last among the collection's beforeValidate hooks, on
 * the data they normalised, and before the fields' own validators, which assume the right kind.
 * Refusals are Payload validation errors (400, field paths), answered in French like any other.
 * Added to every collection by the strictWrites plugin.
 */
export const checkWriteData: CollectionBeforeValidateHook = async ({ collection, data, req }) => {
  if (data === undefined || data === null) return data
  const errors: FieldError[] = []
  const links: Link[] = []
  if (!isPlainObject(data))
    errors.push({
      path: '',
      message: FIELD_TYPE_MESSAGES.group(collection.labels?.singular?.toString() ?? collection.slug),
    })
  else checkFields(collection.flattenedFields, data, '', errors, links, req.payload)
  if (errors.length === 0) errors.push(...(await missingLinks(links, req)))
  if (errors.length > 0) throw new ValidationError({ collection: collection.slug, errors }, req.t)
  return data
}
