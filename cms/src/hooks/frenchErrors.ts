import type { AfterErrorHook } from 'payload'

export const UNEXPECTED_ERROR = 'Une erreur inattendue est survenue'
export const SIGN_IN_REQUIRED = 'Vous devez être connecté en tant qu’administrateur pour effectuer cette action'

type ErrorLike = Error & { status?: number; data?: unknown; isPublic?: boolean }

/** Payload's own English messages that can still reach a client (e.g. from its body parser). */
const TRANSLATIONS: Record<string, string> = {
  'Invalid JSON': 'Le corps de la requête n’est pas un JSON valide',
  'Something went wrong.': UNEXPECTED_ERROR,
  'No files were uploaded.': 'Aucun fichier n’a été envoyé',
}

const firstFieldMessage = (data: unknown): string | undefined => {
  const errors = Array.isArray(data) ? data : (data as { errors?: unknown } | undefined)?.errors
  const first = Array.isArray(errors) ? (errors[0] as { message?: unknown } | undefined) : undefined
  return typeof first?.message === 'string' ? first.message : undefined
}

/**
 * Every error answered by the API carries a top-level French `message` (the spec's clients read it),
 * beside Payload's own `errors` array that its admin panel reads. Anonymous callers hitting an access
 * rule get 401 rather than 403, so a client knows signing in can help.
 */
export const frenchErrorMessage: AfterErrorHook = ({ collection, error, req, result }) => {
  const err = error as ErrorLike
  let status = err.status ?? 500
  const custom = (collection?.custom ?? {}) as { notFoundMessage?: string }
  // On a validation error the first field's message is the spec's sentence.
  const fieldMessage = status === 400 ? firstFieldMessage(err.data) : undefined
  let message: string

  if (status >= 500) {
    message = UNEXPECTED_ERROR
  } else if (fieldMessage) {
    message = fieldMessage
  } else if (status === 404) {
    message = custom.notFoundMessage ?? 'Ressource introuvable'
  } else if (status === 403 && !req.user) {
    status = 401
    message = SIGN_IN_REQUIRED
  } else {
    message = TRANSLATIONS[err.message] ?? err.message
  }
  return { response: { ...(result ?? {}), message }, status }
}
