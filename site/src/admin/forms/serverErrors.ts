import { ApiError } from '../../lib/cms/client'

type FieldErrorLike = { path?: unknown }

/**
 * The paths of the fields the CMS refused in a write, as Payload answers them beside the French
 * message (`errors[].data.errors[{ path, message }]`); none for any other failure.
 */
export function refusedPaths(error: unknown): string[] {
  const body = error instanceof ApiError ? error.body : null
  const errors = body && typeof body === 'object' ? (body as { errors?: unknown }).errors : undefined
  if (!Array.isArray(errors)) return []
  return errors.flatMap((entry: { data?: { errors?: unknown } } | null) => {
    const fieldErrors = entry?.data?.errors
    if (!Array.isArray(fieldErrors)) return []
    return fieldErrors
      .map((fieldError: FieldErrorLike | null) => fieldError?.path)
      .filter((path): path is string => typeof path === 'string' && path !== '')
  })
}

/**
 * The form's fields among the refused paths, each once: a path names its field first
 * (`requiredDocs.1` is `requiredDocs`), and the upload's part (`image`, `mediaUrl`) is the file.
 */
export function refusedFields(error: unknown, fields: readonly string[], fileField: string): string[] {
  const named = refusedPaths(error).map((path) => {
    const top = path.split('.')[0] ?? path
    return top === 'image' || top === 'mediaUrl' ? fileField : top
  })
  return fields.filter((field) => named.includes(field))
}
