import { APIError, Forbidden, NotFound, type Endpoint, type PayloadRequest } from 'payload'
import { SCHEDULE_MESSAGES, canPublish } from 'shared-types'
import type { TaskSchedulePublish } from 'shared-types/payload-types'

import { roleOf } from '../access'
import { jsonObject } from './requestBody'
import { collectionOf, parseId } from './specRest'

/**
 * `POST /api/{collection}/{id}/schedule`: « publier lundi à 8 h » from outside the panel (the site's
 * /admin screens, scripts). It queues the very job Payload's panel queues for its « Programmer »
 * drawer (`schedulePublish`), run by the jobs queue inside the CMS, so both ways behave alike.
 * Body: `{ "date": ISO date-time in the future, "type": "publish" | "unpublish" }`.
 */
export const schedulePublishEndpoint: Endpoint = {
  path: '/:id/schedule',
  method: 'post',
  handler: async (req: PayloadRequest) => {
    if (!req.user || !canPublish(roleOf(req))) throw new Forbidden(req.t)
    const { slug, invalidIdMessage } = collectionOf(req)
    const id = parseId(req, invalidIdMessage)
    const body = jsonObject(await req.text!())
    const type = body.type ?? 'publish'
    if (type !== 'publish' && type !== 'unpublish') throw new APIError(SCHEDULE_MESSAGES.badType, 400, undefined, true)
    const date = typeof body.date === 'string' ? new Date(body.date) : new Date(Number.NaN)
    if (!Number.isFinite(date.getTime()) || date.getTime() <= Date.now()) throw new APIError(SCHEDULE_MESSAGES.badDate, 400, undefined, true)
    const { totalDocs } = await req.payload.count({ collection: slug, where: { id: { equals: id } }, req, overrideAccess: false })
    if (totalDocs === 0) throw new NotFound(req.t)
    const job = await req.payload.jobs.queue({
      task: 'schedulePublish',
      input: {
        type,
        // Payload's job takes the id as text whatever the adapter, and gives it back its type when it runs.
        doc: { relationTo: slug, value: String(id) } as unknown as TaskSchedulePublish['input']['doc'],
        user: { relationTo: 'users', value: req.user.id },
      },
      waitUntil: date,
      req,
    })
    const message = type === 'publish' ? SCHEDULE_MESSAGES.scheduled(date) : SCHEDULE_MESSAGES.unpublishScheduled(date)
    return Response.json({ message, job: { id: job.id, waitUntil: date.toISOString(), type } }, { status: 201 })
  },
}
