import { APIError, type CollectionBeforeChangeHook } from 'payload'
import { MESSAGES, isEmail } from 'shared-types'

/** An address is subscribed once: a second sign-up is refused with 409 and one sentence. */
export const refuseKnownAddress: CollectionBeforeChangeHook = async ({ data, originalDoc, req }) => {
  const email = data.email
  if (typeof email !== 'string' || !isEmail(email)) return data // the field's validation answers
  const { totalDocs } = await req.payload.count({
    collection: 'newsletter-subscribers',
    where: {
      and: [{ email: { equals: email } }, ...(originalDoc?.id ? [{ id: { not_equals: originalDoc.id } }] : [])],
    },
    req,
    overrideAccess: true,
  })
  // 409 with one sentence: the caller learns nothing else about the list.
  if (totalDocs > 0) throw new APIError(MESSAGES.newsletterAlreadySubscribed, 409, undefined, true)
  return data
}
