/** The requests' collections and global, named apart from their configs so that any module may name them. */
export const CITIZEN_REQUESTS = 'citizen-requests'
export const REQUEST_ATTACHMENTS = 'request-attachments'
export const REQUEST_LOG = 'request-log'
export const REQUEST_SETTINGS = 'request-settings'
