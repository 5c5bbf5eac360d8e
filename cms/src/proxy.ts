import { NextResponse, type NextRequest } from 'next/server'
import { REQUEST_MESSAGES } from 'shared-types'

import { isWellFormedPath } from './apiGuard/route'

/**
 * Next.js decodes every path segment before any route runs and answers a broken %-escape
 * (`/api/news/%E0%A4%A`) with a bare 500, and an escaped NUL or control character would reach
 * Payload's router and file routes: the API refuses both here, in French, with a 400. (Only an
 * escape can put either in an address, hence the matcher.)
 */
export function proxy(request: NextRequest) {
  if (isWellFormedPath(request.nextUrl.pathname)) return NextResponse.next()
  return NextResponse.json(
    { message: REQUEST_MESSAGES.badAddress, errors: [{ message: REQUEST_MESSAGES.badAddress }] },
    { status: 400 },
  )
}

// Only addresses with an escape in them: Next buffers (and cuts at 10 MB) the body of every request a
// proxy matches, which would hide an upload's real size from the API guard's limits.
export const config = { matcher: '/api/:path(.*%.*)' }
