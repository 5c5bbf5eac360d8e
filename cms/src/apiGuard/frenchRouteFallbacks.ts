import { REQUEST_MESSAGES } from 'shared-types'

type RouteHandler = (request: Request, context: { params: Promise<{ slug: string[] }> }) => Promise<Response>

/**
 * Two answers of Payload's REST route bypass its error hooks: an unknown /api path (404, English
 * message) and a file missing from the upload folder (500 "Something went wrong."). The API promises
 * a French `message` on every error, and a missing file is a 404 to its caller, so both are rewritten.
 */
export const withFrenchFallbacks =
  (handler: RouteHandler): RouteHandler =>
  async (request, context) => {
    const response = await handler(request, context)
    if (response.status !== 404 && response.status !== 500) return response
    const body = (await response
      .clone()
      .json()
      .catch(() => null)) as { message?: unknown } | null
    if (response.status === 404 && typeof body?.message === 'string' && body.message.startsWith('Route not found')) {
      return Response.json({ message: REQUEST_MESSAGES.unknownRoute }, { status: 404, headers: response.headers })
    }
    const isMissingFile =
      response.status === 500 &&
      body?.message === undefined &&
      /^\/api\/[\w-]+\/file\//.test(new URL(request.url).pathname)
    if (isMissingFile) {
      const message = REQUEST_MESSAGES.fileMissing
      return Response.json({ message, errors: [{ message }] }, { status: 404, headers: response.headers })
    }
    return response
  }
