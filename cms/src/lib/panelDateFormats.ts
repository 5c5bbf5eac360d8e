/** Dates in the panel: French order and 24-hour time (Payload's default is « MMMM do yyyy, h:mm a »). */
export const PANEL_DATE_FORMAT = 'dd/MM/yyyy HH:mm'

/** A date without time of day (publication dates, project start and end). */
export const PANEL_DAY_FORMAT = 'dd/MM/yyyy'
