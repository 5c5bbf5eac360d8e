import { APIError, Forbidden, type Endpoint, type PayloadRequest } from 'payload'
import { SCHEDULE_MESSAGES, canPublish } from 'shared-types'
import type { TaskSchedulePublish } from 'shared-types/payload-types'

import { roleOf } from '../../access'
import { jsonObject } from '../../api/body'
import { collectionOf, ensureReadable, parseId } from '../../api/contractRoutes'

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
    const { slug } = collectionOf(req)
    const id = parseId(req)
    const body = jsonObject(await req.text!())
    const type = body.type ?? 'publish'
    if (type !== 'publish' && type !== 'unpublish') throw new APIError(SCHEDULE_MESSAGES.badType, 400, undefined, true)
    const date = typeof body.date === 'string' ? new Date(body.date) : new Date(Number.NaN)
    if (!Number.isFinite(date.getTime()) || date.getTime() <= Date.now())
      throw new APIError(SCHEDULE_MESSAGES.badDate, 400, undefined, true)
    await ensureReadable(req, slug, id)
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

/**
 * `GET /api/{collection}/{id}/schedule`: what is still to come for the document, soonest first, by
 * whichever way it was scheduled (the panel's drawer or the POST above), for those who may schedule:
 * `{ "docs": [{ "id", "type": "publish" | "unpublish", "waitUntil" }] }`. The jobs themselves are not
 * readable through the API.
 */
export const scheduledPublicationsEndpoint: Endpoint = {
  path: '/:id/schedule',
  method: 'get',
  handler: async (req: PayloadRequest) => {
    if (!req.user || !canPublish(roleOf(req))) throw new Forbidden(req.t)
    const { slug } = collectionOf(req)
    const id = parseId(req)
    // The same query as the panel's list of upcoming events.
    const { docs } = await req.payload.find({
      collection: 'payload-jobs',
      where: {
        and: [
          { taskSlug: { equals: 'schedulePublish' } },
          { waitUntil: { greater_than: new Date().toISOString() } },
          { 'input.doc.value': { equals: String(id) } },
          { 'input.doc.relationTo': { equals: slug } },
        ],
      },
      sort: 'waitUntil',
      pagination: false,
      depth: 0,
      overrideAccess: true,
      req,
    })
    return Response.json({
      docs: docs.map((job) => ({
        id: job.id,
        type: (job.input as { type?: unknown } | null)?.type ?? 'publish',
        waitUntil: job.waitUntil,
      })),
    })
  },
}
