import { Forbidden, type AfterErrorHook, type Payload } from 'payload'
import { ACCOUNT_MESSAGES, ERRORS, REQUEST_MESSAGES, ROLE_LABELS, WORKFLOW_MESSAGES } from 'shared-types'

import { roleOf } from '../access'
import { hasSessionCookie } from '../lib/sessionCookie'

type ErrorLike = Error & { status?: number; data?: unknown; isPublic?: boolean }

/** Payload's own English messages that can still reach a client (e.g. from its body parser). */
const TRANSLATIONS: Record<string, string> = {
  'Invalid JSON': REQUEST_MESSAGES.invalidJson,
  'Something went wrong.': ERRORS.unexpected,
  'No files were uploaded.': 'Aucun fichier n’a été envoyé',
  'Value must be unique': 'Cette valeur est déjà utilisée',
  'Missing ID of document to update.': 'Identifiant du document manquant',
  'No User': 'Aucune session ouverte',
}

/** Payload's refusal of a reset token past its time, already used, or never issued (a 403 without a session). */
const RESET_TOKEN_REFUSED = 'Token is either invalid or has expired.'

/** Payload messages that carry a value (a field path) after a fixed English sentence. */
const PATTERNS: [RegExp, (match: RegExpMatchArray) => string][] = [
  [
    /^The following paths? cannot be queried: (.+)$/,
    ([, paths]) => {
      // Payload names a path once per condition on it.
      const named = [...new Set(paths!.split(', '))].join(', ')
      return named.includes(', ')
        ? `Ces champs ne peuvent pas servir de filtre : ${named}`
        : `Ce champ ne peut pas servir de filtre : ${named}`
    },
  ],
  [/^The following fields? (?:is|are) invalid: (.+)$/, ([, fields]) => `Champ invalide : ${fields}`],
]

const translate = (message: string): string => {
  if (TRANSLATIONS[message]) return TRANSLATIONS[message]
  for (const [pattern, french] of PATTERNS) {
    const match = message.match(pattern)
    if (match) return french(match)
  }
  return message
}

type FieldError = { path?: string; message?: unknown }

const fieldErrorsOf = (data: unknown): FieldError[] => {
  const errors = Array.isArray(data) ? data : (data as { errors?: unknown } | undefined)?.errors
  return Array.isArray(errors) ? (errors as FieldError[]) : []
}

/** Payload's words (English or the request's language) when a unique index refused a write. */
const UNIQUE_MESSAGES = new Set(['Value must be unique', 'La valeur doit être unique'])

const firstFieldMessage = (data: unknown): string | undefined => {
  const message = fieldErrorsOf(data)[0]?.message
  return typeof message === 'string' ? translate(message) : undefined
}

/**
 * Every error answered by the API carries a top-level French `message` (the contract's clients read it),
 * beside Payload's own `errors` array that its admin panel reads. Anonymous callers hitting an access
 * rule get 401 rather than 403, so a client knows signing in can help.
 */
export const frenchErrorMessage: AfterErrorHook = ({ collection, error, req, result }) => {
  const err = error as ErrorLike
  let status = err.status ?? 500
  // The collection's NOT_FOUND_MESSAGES entry, and a `duplicateMessage` where a unique index can refuse a write.
  const custom = (collection?.custom ?? {}) as { notFound?: string; duplicateMessage?: string }
  // A collection with a `duplicateMessage` answers a unique index's refusal as a conflict, in its own words.
  const isDuplicate =
    status === 400 &&
    custom.duplicateMessage !== undefined &&
    fieldErrorsOf(err.data).some((fieldError) => UNIQUE_MESSAGES.has(String(fieldError.message)))
  // On a validation error the first field's message is the form's sentence (docs/product/messages.md#validation).
  const fieldMessage = status === 400 ? firstFieldMessage(err.data) : undefined
  let message: string
  const role = roleOf(req)

  if (status >= 500) {
    message = ERRORS.unexpected
  } else if (isDuplicate && custom.duplicateMessage) {
    status = 409
    message = custom.duplicateMessage
  } else if (fieldMessage) {
    message = fieldMessage
  } else if (status === 404) {
    message = custom.notFound ?? 'Ressource introuvable'
  } else if (err.message === RESET_TOKEN_REFUSED) {
    // The reset or invitation link no longer opens anything: signing in would not help.
    message = ACCOUNT_MESSAGES.resetLinkInvalid
  } else if (status === 403 && !req.user) {
    status = 401
    message = REQUEST_MESSAGES.signInRequired
  } else if (error instanceof Forbidden && role) {
    // A signed-in account whose role does not allow the action is told so, in its role's words.
    message = WORKFLOW_MESSAGES.forbiddenForRole(ROLE_LABELS[role])
  } else {
    message = translate(err.message)
  }
  // Payload's `errors` array (read by its panel) repeats the message, with the field errors in French.
  const fieldErrors = (isDuplicate ? [] : fieldErrorsOf(err.data)).map((fieldError) => ({
    path: fieldError.path,
    message: typeof fieldError.message === 'string' ? translate(fieldError.message) : message,
  }))
  const errors = [{ message, ...(fieldErrors.length > 0 ? { data: { errors: fieldErrors } } : {}) }]
  // The panel's forms show a top-level message alone, as a toast, and then ignore the field errors:
  // for them the message stays in `errors`, and each field shows its own.
  if (fieldErrors.length > 0 && isPanelForm(req.payload, req.headers)) {
    const { message: _ignored, ...rest } = (result ?? {}) as Record<string, unknown>
    return { response: { ...rest, errors }, status }
  }
  return { response: { ...(result ?? {}), message, errors }, status }
}

/**
 * A form of Payload's panel: signed in by its session cookie (the site's screens and API clients
 * send a bearer token) and sent as Payload's multipart (`_payload`), as its forms always are.
 */
function isPanelForm(payload: Payload, headers: Headers): boolean {
  const type = (headers.get('content-type') ?? '').toLowerCase()
  return type.startsWith('multipart/form-data') && !headers.has('authorization') && hasSessionCookie(payload, headers)
}
