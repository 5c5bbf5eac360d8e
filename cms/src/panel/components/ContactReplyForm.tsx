'use client'

import { Button, useAuth, useConfig, useDocumentInfo, useField } from '@payloadcms/ui'
import { requests } from '@payloadcms/ui/shared'
import { useId, useState } from 'react'
import { CONTACT_REPLY_MAX_LENGTH, CONTACT_REPLY_MESSAGES as TEXT, formatLongDateTime } from 'shared-types'
import { panelApiUrl } from '../panelApi'

export type SentReply = { key: string; text: string; sentAt: string; author: string }

type Status = { kind: 'idle' | 'sending' | 'sent' | 'error'; text: string }

const nameOf = (user: unknown): string => {
  const { displayName, email } = (user ?? {}) as { displayName?: unknown; email?: unknown }
  return typeof displayName === 'string' && displayName.trim() !== ''
    ? displayName
    : typeof email === 'string'
      ? email
      : ''
}

/**
 * « Répondre au citoyen par e-mail »: a labelled text area, « Envoyer la réponse » and a live status
 * (read out by screen readers), below the replies already sent. A sent reply joins the list at once
 * and the « Suivi » shows « Répondu » without marking the form as changed (the route saved both).
 */
export function ContactReplyForm({ email, replies: initial }: { email: string; replies: SentReply[] }) {
  const { id } = useDocumentInfo()
  const { config } = useConfig()
  const { user } = useAuth()
  const followUp = useField<string>({ path: 'followUp' })
  const [replies, setReplies] = useState(initial)
  const [text, setText] = useState('')
  const [status, setStatus] = useState<Status>({ kind: 'idle', text: '' })
  const fieldId = useId()
  const statusId = useId()

  const send = async () => {
    if (text.trim() === '') return setStatus({ kind: 'error', text: TEXT.blank })
    if (text.trim().length > CONTACT_REPLY_MAX_LENGTH) return setStatus({ kind: 'error', text: TEXT.tooLong })
    setStatus({ kind: 'sending', text: TEXT.sending })
    const url = panelApiUrl(config.routes.api, `/contact-messages/${String(id)}/reply`)
    try {
      const response = await requests.post(url, {
        body: JSON.stringify({ text }),
        headers: { 'Content-Type': 'application/json' },
      })
      const body = (await response.json().catch(() => ({}))) as { message?: string }
      if (!response.ok) return setStatus({ kind: 'error', text: body.message ?? TEXT.failed })
      setReplies((sent) => [
        ...sent,
        { key: `new-${sent.length}`, text: text.trim(), sentAt: formatLongDateTime(new Date()), author: nameOf(user) },
      ])
      setText('')
      followUp.setValue('answered', true)
      setStatus({ kind: 'sent', text: body.message ?? TEXT.sent(email) })
    } catch {
      setStatus({ kind: 'error', text: TEXT.failed })
    }
  }

  return (
    <section className="field-type" aria-labelledby={`${fieldId}-heading`} style={{ marginBottom: 'var(--base)' }}>
      <h3 id={`${fieldId}-heading`}>Réponses envoyées</h3>
      {replies.length === 0 ? (
        <p>{TEXT.noReply}</p>
      ) : (
        <ol style={{ listStyle: 'none', padding: 0 }}>
          {replies.map((reply) => (
            <li
              key={reply.key}
              style={{ borderLeft: '3px solid var(--theme-elevation-150)', paddingLeft: 12, marginBottom: 12 }}
            >
              <p style={{ margin: '0 0 4px', color: 'var(--theme-elevation-600)' }}>
                {TEXT.sentBy(reply.sentAt, reply.author)}
              </p>
              <p style={{ margin: 0, whiteSpace: 'pre-wrap' }}>{reply.text}</p>
            </li>
          ))}
        </ol>
      )}
      <label className="field-label" htmlFor={fieldId}>
        {TEXT.label}
      </label>
      <p id={`${fieldId}-hint`} className="field-description">
        Envoyée à {email}, avec son message cité en dessous.
      </p>
      <textarea
        id={fieldId}
        rows={8}
        value={text}
        maxLength={CONTACT_REPLY_MAX_LENGTH}
        aria-describedby={`${fieldId}-hint ${statusId}`}
        aria-invalid={status.kind === 'error'}
        onChange={(event) => setText(event.target.value)}
        style={{ width: '100%', font: 'inherit', padding: 8 }}
      />
      <Button buttonStyle="primary" disabled={status.kind === 'sending'} onClick={() => void send()}>
        {TEXT.button}
      </Button>
      <p
        id={statusId}
        role="status"
        aria-live="polite"
        style={{ color: status.kind === 'error' ? 'var(--theme-error-500)' : undefined }}
      >
        {status.text}
      </p>
    </section>
  )
}
