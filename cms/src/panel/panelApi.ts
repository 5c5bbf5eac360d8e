import { formatAdminURL } from 'payload/shared'

/**
 * The address of an API route for the panel's own components: on the page's own origin, not
 * SERVER_URL's, so that a clerk who opened the panel at 127.0.0.1 while SERVER_URL says localhost
 * (both loopback names work, README « The two commands ») sends the session cookie she has.
 */
export const panelApiUrl = (apiRoute: string, path: `/${string}`): string =>
  formatAdminURL({ apiRoute, path, serverURL: '' })
