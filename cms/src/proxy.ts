import { NextResponse, type NextRequest } from 'next/server'
import { REQUEST_MESSAGES } from 'shared-types'

/**
 * Next.js decodes every path segment before any route runs and answers a broken %-escape
 * (`/api/news/%E0%A4%A`) with a bare 500: the API refuses it here, in French, with a 400.
 */
export function proxy(request: NextRequest) {
  try {
    decodeURIComponent(request.nextUrl.pathname)
    return NextResponse.next()
  } catch {
    return NextResponse.json({ message: REQUEST_MESSAGES.badAddress, errors: [{ message: REQUEST_MESSAGES.badAddress }] }, { status: 400 })
  }
}

// Only addresses with an escape in them: Next buffers (and cuts at 10 MB) the body of every request a
// proxy matches, which would hide an upload's real size from the API guard's limits.
export const config = { matcher: '/api/:path(.*%.*)' }
