'use client'

import { useAuth, useConfig } from '@payloadcms/ui'
import { requests } from '@payloadcms/ui/shared'
import { useRouter } from 'next/navigation'
import { type FormEvent, useId, useState } from 'react'
import { ERRORS, ROLE_OPTIONS, type StaffRole } from 'shared-types'
import { panelApiUrl } from '../panelApi'

type Status = { kind: 'idle' | 'sending' | 'sent' | 'error'; message?: string }

const field = {
  display: 'flex',
  flexDirection: 'column',
  gap: '0.25rem',
  minWidth: '14rem',
  flex: '1 1 14rem',
} as const
const input = {
  padding: '0.5rem 0.75rem',
  border: '1px solid var(--theme-elevation-250)',
  borderRadius: 'var(--style-radius-s)',
  background: 'var(--theme-input-bg)',
  color: 'var(--theme-text)',
  font: 'inherit',
} as const

/**
 * Above the accounts list, for administrators: « Inviter un membre du personnel ». The address, the
 * role and an optional display name go to `POST /api/users/invite` (accounts/users/invite.ts), which
 * creates the account and e-mails the link to choose a password; the answer's French sentence is
 * read out (role="status" / role="alert") and the list is drawn again. Plain form controls: the
 * keyboard reaches and sends everything, and the browser checks the address before sending.
 */
export function InviteStaff() {
  const { user } = useAuth<{ role?: StaffRole }>()
  const { config } = useConfig()
  const router = useRouter()
  const id = useId()
  const [status, setStatus] = useState<Status>({ kind: 'idle' })

  if (user?.role !== 'admin') return null

  const send = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = event.currentTarget
    const values = new FormData(form)
    const displayName = String(values.get('displayName') ?? '').trim()
    setStatus({ kind: 'sending' })
    try {
      const url = panelApiUrl(config.routes.api, '/users/invite')
      const response = await requests.post(url, {
        body: JSON.stringify({
          email: values.get('email'),
          role: values.get('role'),
          ...(displayName ? { displayName } : {}),
        }),
        headers: { 'Content-Type': 'application/json' },
      })
      const body = (await response.json().catch(() => ({}))) as { message?: string }
      if (!response.ok) {
        setStatus({ kind: 'error', message: body.message ?? ERRORS.unexpected })
        return
      }
      form.reset()
      setStatus({ kind: 'sent', message: body.message })
      router.refresh()
    } catch {
      setStatus({ kind: 'error', message: ERRORS.unexpected })
    }
  }

  return (
    <details
      style={{
        marginBottom: 'var(--base)',
        padding: 'calc(var(--base) * 0.75) var(--base)',
        borderRadius: 'var(--style-radius-s)',
        background: 'var(--theme-elevation-50)',
      }}
    >
      <summary style={{ cursor: 'pointer', fontWeight: 600 }}>Inviter un membre du personnel</summary>
      <p style={{ margin: '0.5rem 0', color: 'var(--theme-elevation-650)' }}>
        La personne reçoit un e-mail avec un lien pour choisir son mot de passe. Une invitation restée sans réponse peut
        être envoyée à nouveau.
      </p>
      <form onSubmit={send} style={{ display: 'flex', flexWrap: 'wrap', gap: 'var(--base)', alignItems: 'flex-end' }}>
        <label htmlFor={`${id}-email`} style={field}>
          Adresse e-mail
          <input id={`${id}-email`} name="email" type="email" required autoComplete="off" style={input} />
        </label>
        <label htmlFor={`${id}-role`} style={field}>
          Rôle
          <select id={`${id}-role`} name="role" required defaultValue="writer" style={input}>
            {ROLE_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
        <label htmlFor={`${id}-name`} style={field}>
          Nom affiché (facultatif)
          <input id={`${id}-name`} name="displayName" type="text" autoComplete="off" style={input} />
        </label>
        <button
          type="submit"
          className="btn btn--style-primary btn--size-medium"
          style={{ margin: 0 }}
          disabled={status.kind === 'sending'}
        >
          {status.kind === 'sending' ? 'Envoi en cours…' : "Envoyer l'invitation"}
        </button>
      </form>
      <p
        role={status.kind === 'error' ? 'alert' : 'status'}
        style={{
          margin: status.message ? '0.75rem 0 0' : 0,
          color: status.kind === 'error' ? 'var(--theme-error-500)' : 'var(--theme-success-500)',
        }}
      >
        {status.message ?? ''}
      </p>
    </details>
  )
}
