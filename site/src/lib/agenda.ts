import { pastEvents, upcomingEvents } from 'shared-types'

import { loadEvents, type CommuneEvent, type Loaded } from './cms/content'

export interface Agenda {
  upcoming: CommuneEvent[]
  /** Most recent first: the list that grows with the years, cut into pages. */
  past: CommuneEvent[]
  fromCms: boolean
}

let agenda: Promise<Agenda> | undefined

/** The agenda as of the build, sorted once: the agenda's pages and their paths must agree on which events are past. */
export function loadAgenda(): Promise<Agenda> {
  agenda ??= loadEvents().then(({ docs, fromCms }: Loaded<CommuneEvent>) => {
    const now = new Date()
    return { upcoming: upcomingEvents(docs, now), past: pastEvents(docs, now), fromCms }
  })
  return agenda
}
