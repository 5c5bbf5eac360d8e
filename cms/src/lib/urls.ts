/** The CMS's own address (links in the panel and e-mails). */
export const serverURL = (): string => process.env.SERVER_URL ?? `http://localhost:${process.env.CMS_PORT ?? 3000}`

/** The public site's address: its origin is the only one allowed to call the API from a browser. */
export const siteURL = (): string => process.env.SITE_URL ?? `http://localhost:${process.env.SITE_PORT ?? 4321}`
