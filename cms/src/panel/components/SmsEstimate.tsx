'use client'

import { useConfig, useFormFields } from '@payloadcms/ui'
import { requests } from '@payloadcms/ui/shared'
import { useEffect, useState } from 'react'
import { SMS_STAFF_MESSAGES } from 'shared-types'
import { panelApiUrl } from '../panelApi'

type Estimate = { summary: string; text: string; segments: number; recipients: number }

type Props = {
  /** Where the alert's text, places and accents choice are in the form (the banner nests the last two). */
  messagePath?: string
  localitiesPath?: string
  keepAccentsPath?: string
  /** A checkbox that must be ticked for the estimate to matter (the banner's « Envoyer aussi par SMS »). */
  shownWhen?: string
}

const idsOf = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.map((each) => String(typeof each === 'object' && each ? (each as { id: unknown }).id : each))
    : []

/**
 * Beside an SMS alert's text (docs/product/sms.md#alerts): how many numbers it reaches, how many
 * messages each one gets and in all, and the text exactly as it leaves, recounted as staff type.
 */
export function SmsEstimate({
  messagePath = 'message',
  localitiesPath = 'localities',
  keepAccentsPath = 'keepAccents',
  shownWhen,
}: Props) {
  const { config } = useConfig()
  const message = useFormFields(([fields]) => fields[messagePath]?.value)
  const localities = useFormFields(([fields]) => fields[localitiesPath]?.value)
  const keepAccents = useFormFields(([fields]) => Boolean(fields[keepAccentsPath]?.value))
  const shown = useFormFields(([fields]) => (shownWhen ? Boolean(fields[shownWhen]?.value) : true))
  const [estimate, setEstimate] = useState<Estimate | null>(null)
  const text = typeof message === 'string' ? message : ''
  const places = idsOf(localities).join(',')

  useEffect(() => {
    if (!shown || text.trim() === '') return setEstimate(null)
    const controller = new AbortController()
    // Counted once typing pauses: one request per pause, not per key.
    const timer = setTimeout(async () => {
      const query = new URLSearchParams({ message: text, localities: places, keepAccents: String(keepAccents) })
      const url = panelApiUrl(config.routes.api, `/sms-alerts/estimate?${query}`)
      try {
        const response = await requests.get(url, { signal: controller.signal })
        if (response.ok) setEstimate((await response.json()) as Estimate)
      } catch {
        // Aborted by the next keystroke, or offline: the last estimate stays.
      }
    }, 400)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [config, text, places, keepAccents, shown])

  if (!shown || !estimate) return null
  return (
    <div
      role="status"
      style={{
        margin: '0 0 1.5rem',
        padding: '0.75rem 1rem',
        borderRadius: 'var(--style-radius-s)',
        background: 'var(--theme-elevation-50)',
        border: '1px solid var(--theme-elevation-150)',
      }}
    >
      <p style={{ margin: 0, fontWeight: 600 }}>{estimate.summary}</p>
      <p style={{ margin: '0.5rem 0 0' }}>
        {SMS_STAFF_MESSAGES.preview} « {estimate.text} »
      </p>
    </div>
  )
}
