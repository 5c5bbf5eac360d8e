/**
 * Every contractual sentence (docs/product/messages.md), word for word, one module per subject: the CMS
 * answers with them, the site and the admin screens show them. Change a message here and both sides follow.
 */
export * from './forms'
export * from './errors'
export * from './refusals'
export * from './screens'
export * from './writes'
export * from './accounts'
export * from './agenda'
export * from './alertBanner'
export * from './siteState'
export * from './newsletter'
export * from './contact'
export * from './sms'
export * from './citizenRequests'
export * from './spoken'
export * from './listening'
