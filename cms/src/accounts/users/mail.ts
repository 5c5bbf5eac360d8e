import type { PayloadRequest } from 'payload'
import { ACCOUNT_MAIL, BUILT_IN_COMMUNE, durationInWords } from 'shared-types'

import { numberFromEnv } from '../../lib/env'
import { renderEmail, type RenderedEmail } from '../../messaging/layout'
import { serverLink } from '../../messaging/links'

const positiveSeconds = (env: string, fallback: number): number =>
  numberFromEnv(env, fallback, (value) => Number.isInteger(value) && value > 0) * 1000

/** How long a forgotten password's link opens the reset page (Payload's own default: one hour). */
export const RESET_LINK_MS = positiveSeconds('PASSWORD_RESET_LINK_SECONDS', 60 * 60)
/** An invitation waits longer than a reset: the clerk may read it days later. */
export const INVITATION_LINK_MS = positiveSeconds('INVITATION_LINK_SECONDS', 7 * 24 * 60 * 60)

/**
 * The panel's page where a reset token sets a password (Payload's `admin.routes.reset`), from
 * SERVER_URL: never from the request's Host, which a forger chooses.
 */
export const resetPageLink = (token: string): string => serverLink(`/admin/reset/${encodeURIComponent(token)}`)

/** The commune's name as the `commune` global holds it, else the built-in one. */
export async function communeName(req: PayloadRequest): Promise<string> {
  const commune = await req.payload
    .findGlobal({ slug: 'commune', depth: 0, overrideAccess: true, req })
    .catch(() => null)
  const name = typeof commune?.name === 'string' ? commune.name.trim() : ''
  return name || String(BUILT_IN_COMMUNE.name)
}

/** « Réinitialiser votre mot de passe »: why it came, the button, how long it lasts, what to do if unasked. */
export async function passwordResetEmail(req: PayloadRequest, email: string, token: string): Promise<RenderedEmail> {
  return renderEmail(
    {
      subject: ACCOUNT_MAIL.resetSubject,
      paragraphs: [ACCOUNT_MAIL.resetWhy(email)],
      action: { label: ACCOUNT_MAIL.resetAction, url: resetPageLink(token) },
      after: [ACCOUNT_MAIL.linkValidity(durationInWords(RESET_LINK_MS)), ACCOUNT_MAIL.resetIgnore],
      footer: [ACCOUNT_MAIL.staffFooter],
    },
    await communeName(req),
  )
}

/** The invitation: who invites whom to what, the button to choose a password, how long it lasts. */
export async function invitationEmail(
  req: PayloadRequest,
  invitation: { email: string; roleLabel: string; inviter: string; token: string },
): Promise<RenderedEmail> {
  const name = await communeName(req)
  return renderEmail(
    {
      subject: ACCOUNT_MAIL.invitationSubject(name),
      paragraphs: [
        ACCOUNT_MAIL.invitationWhy(invitation.inviter, name, invitation.roleLabel),
        ACCOUNT_MAIL.invitationAccount(invitation.email),
      ],
      action: { label: ACCOUNT_MAIL.invitationAction, url: resetPageLink(invitation.token) },
      after: [
        ACCOUNT_MAIL.linkValidity(durationInWords(INVITATION_LINK_MS)),
        ACCOUNT_MAIL.invitationAfter(serverLink('/admin/login')),
        ACCOUNT_MAIL.invitationExpired,
      ],
      footer: [ACCOUNT_MAIL.invitationFooter],
    },
    name,
  )
}
