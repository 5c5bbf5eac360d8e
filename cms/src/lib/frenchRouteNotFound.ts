type RouteHandler = (request: Request, context: { params: Promise<{ slug: string[] }> }) => Promise<Response>

const ROUTE_NOT_FOUND = 'Route not found'

/**
 * Payload answers an unknown /api path outside its error hooks, with an English message; the API
 * promises a French `message` on every error, so this one is rewritten here.
 */
export const frenchRouteNotFound =
  (handler: RouteHandler): RouteHandler =>
  async (request, context) => {
    const response = await handler(request, context)
    if (response.status !== 404) return response
    const body = (await response.clone().json().catch(() => null)) as { message?: unknown } | null
    if (typeof body?.message !== 'string' || !body.message.startsWith(ROUTE_NOT_FOUND)) return response
    return Response.json({ message: 'Adresse d’API inconnue' }, { status: 404, headers: response.headers })
  }
