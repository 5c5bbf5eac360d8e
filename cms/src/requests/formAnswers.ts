import { fileTypeFromBuffer } from 'file-type'
import { APIError } from 'payload'
import {
  CITIZEN_REQUEST_MESSAGES as TEXT,
  REQUEST_ATTACHMENT_TYPES,
  REQUEST_BENEFICIARIES,
  REQUEST_INPUTS as INPUT,
  REQUEST_LIMITS,
  isEmail,
  requestFieldInputName,
  type RequestBeneficiary,
  type RequestFieldKind,
  type RequestFormField,
} from 'shared-types'
import { anyPhoneNumber, senegalMobile } from 'shared-types/smsText'

import { preparedUpload } from '../content/hooks/checkUploadedFile'
import { ATTACHMENT_POLICY } from './collections/RequestAttachments'

/** A refusal of one input, named so that the form can show it beside the field. */
export interface FieldError {
  message: string
  field?: string
}

export interface RequestAnswer {
  fieldId: string
  label: string
  kind: RequestFieldKind
  value: string
}

export interface AttachedFile {
  label: string
  name: string
  mimetype: string
  data: Buffer
}

/** A request's content once every input is checked: what is saved, nothing else. */
export interface CheckedRequest {
  requesterName: string
  phone: string
  email?: string
  beneficiary: RequestBeneficiary
  relation?: string
  answers: RequestAnswer[]
  files: AttachedFile[]
}

const textOf = (value: FormDataEntryValue | null): string => (typeof value === 'string' ? value.trim() : '')
const EXTENSION: Record<(typeof REQUEST_ATTACHMENT_TYPES)[number], string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'application/pdf': 'pdf',
}

/** « 2026-11-26 » from a date input, or « 26/11/2026 » typed by hand in a browser without one. */
function isoDate(typed: string): string | undefined {
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(typed)
  const french = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(typed)
  const [year, month, day] = iso
    ? [Number(iso[1]), Number(iso[2]), Number(iso[3])]
    : french
      ? [Number(french[3]), Number(french[2]), Number(french[1])]
      : []
  if (year === undefined || month === undefined || day === undefined) return undefined
  const date = new Date(Date.UTC(year, month - 1, day))
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined
  if (year < 1900 || date.getTime() > Date.now()) return undefined
  return date.toISOString().slice(0, 10)
}

/** One answer of the procedure's form, checked by its kind; a file is read and typed by its bytes. */
async function answerOf(
  field: RequestFormField,
  entry: FormDataEntryValue | null,
): Promise<{ value?: string; file?: AttachedFile; error?: string }> {
  if (field.kind === 'file') {
    if (!(entry instanceof Blob) || entry.size === 0)
      return field.required ? { error: TEXT.fieldRequired(field.label) } : {}
    if (entry.size > REQUEST_LIMITS.attachmentBytes) return { error: TEXT.fileTooLarge }
    const sent = Buffer.from(await entry.arrayBuffer())
    const detected = await fileTypeFromBuffer(sent)
    const mime = REQUEST_ATTACHMENT_TYPES.find((type) => type === detected?.mime)
    if (!mime) return { error: TEXT.fileType }
    const name = `piece.${EXTENSION[mime]}`
    // Decoded and re-encoded here, before any transaction: a photo takes a while, and the database
    // would be held meanwhile. The create then skips its own check (PREPARED_UPLOAD).
    try {
      const { data } = await preparedUpload(ATTACHMENT_POLICY, { name, data: sent })
      return { value: field.label, file: { label: field.label, name, mimetype: mime, data } }
    } catch (error) {
      if (error instanceof APIError && error.status === 413) return { error: TEXT.fileTooLarge }
      if (error instanceof APIError && error.isPublic) return { error: TEXT.fileType }
      throw error
    }
  }
  const typed = textOf(entry)
  if (typed === '') return field.required ? { error: TEXT.fieldRequired(field.label) } : {}
  if (typed.length > REQUEST_LIMITS.textLength) return { error: TEXT.fieldTooLong(field.label) }
  switch (field.kind) {
    case 'date': {
      const date = isoDate(typed)
      return date ? { value: date } : { error: TEXT.fieldDate(field.label) }
    }
    case 'number': {
      const number = /^\d{1,9}$/.test(typed) ? Number(typed) : Number.NaN
      const tooLow = field.min != null && number < field.min
      const tooHigh = field.max != null && number > field.max
      return Number.isInteger(number) && !tooLow && !tooHigh
        ? { value: String(number) }
        : { error: TEXT.fieldNumber(field.label, field.min, field.max) }
    }
    case 'choice':
      return (field.options ?? []).includes(typed) ? { value: typed } : { error: TEXT.fieldChoice(field.label) }
    case 'phone': {
      const number = anyPhoneNumber(typed)
      return number ? { value: number } : { error: TEXT.fieldPhone(field.label) }
    }
    default:
      return { value: typed }
  }
}

/**
 * Every input of a request, checked against the procedure's form: all refusals at once, in French,
 * each with its input's name; nothing is kept of a refused request.
 */
export async function checkRequestForm(
  form: FormData,
  fields: readonly RequestFormField[],
): Promise<{ request?: CheckedRequest; errors: FieldError[] }> {
  const errors: FieldError[] = []
  const refuse = (message: string, field?: string) => errors.push({ message, field })

  const requesterName = textOf(form.get(INPUT.name))
  if (requesterName === '') refuse(TEXT.nameRequired, INPUT.name)
  else if (requesterName.length > REQUEST_LIMITS.textLength) refuse(TEXT.fieldTooLong('Nom et prénom'), INPUT.name)

  const typedPhone = textOf(form.get(INPUT.phone))
  const phone = senegalMobile(typedPhone)
  if (typedPhone === '') refuse(TEXT.phoneRequired, INPUT.phone)
  else if (!phone) refuse(TEXT.phoneInvalid, INPUT.phone)

  const email = textOf(form.get(INPUT.email))
  if (email !== '' && (!isEmail(email) || email.length > REQUEST_LIMITS.textLength))
    refuse(TEXT.emailInvalid, INPUT.email)

  const beneficiary = textOf(form.get(INPUT.beneficiary)) as RequestBeneficiary
  if (!REQUEST_BENEFICIARIES.includes(beneficiary)) refuse(TEXT.beneficiaryRequired, INPUT.beneficiary)
  const relation = textOf(form.get(INPUT.relation))
  if (beneficiary === 'relative' && relation === '') refuse(TEXT.relationRequired, INPUT.relation)
  else if (relation.length > REQUEST_LIMITS.textLength)
    refuse(TEXT.fieldTooLong('Lien avec la personne'), INPUT.relation)

  const answers: RequestAnswer[] = []
  const files: AttachedFile[] = []
  for (const field of fields) {
    const input = requestFieldInputName(field.id)
    const { value, file, error } = await answerOf(field, form.get(input))
    if (error) refuse(error, input)
    if (value !== undefined) answers.push({ fieldId: field.id, label: field.label, kind: field.kind, value })
    if (file) files.push(file)
  }
  if (files.length > REQUEST_LIMITS.attachmentsPerRequest) refuse(TEXT.tooManyFiles)

  if (errors.length > 0 || !phone) return { errors }
  return {
    errors,
    request: {
      requesterName,
      phone,
      email: email || undefined,
      beneficiary,
      relation: beneficiary === 'relative' ? relation : undefined,
      answers,
      files,
    },
  }
}

/** The fields of a procedure's form as stored (array rows), in the shape the checks read. */
export const formFieldsOf = (procedure: { onlineRequest?: { fields?: unknown } | null }): RequestFormField[] =>
  (Array.isArray(procedure.onlineRequest?.fields) ? procedure.onlineRequest.fields : [])
    .filter((row): row is RequestFormField => typeof row?.id === 'string' && typeof row?.label === 'string')
    .map((row) => ({ ...row, required: Boolean(row.required) }))
