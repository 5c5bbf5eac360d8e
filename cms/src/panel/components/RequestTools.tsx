'use client'

import { ConfirmationModal, toast, useAuth, useConfig, useDocumentInfo, useModal } from '@payloadcms/ui'
import { requests } from '@payloadcms/ui/shared'
import { useRouter } from 'next/navigation'
import { useState } from 'react'
import {
  CITIZEN_REQUEST_STAFF_MESSAGES as TEXT,
  REQUEST_STAFF_TEXT,
  canHandleRequests,
  canManageAccounts,
} from 'shared-types'

import { panelApiUrl } from '../panelApi'

const link = {
  display: 'inline-flex',
  alignItems: 'center',
  padding: '0.35rem 0.75rem',
  border: '1px solid var(--theme-elevation-250)',
  borderRadius: 'var(--style-radius-s)',
  color: 'var(--theme-text)',
  textDecoration: 'none',
  font: 'inherit',
  background: 'var(--theme-elevation-0)',
  cursor: 'pointer',
} as const

/**
 * A request's own actions above its form (docs/product/requests.md#printing): « Imprimer la demande »
 * opens its A4 sheet in a new tab; for administrators, « Exporter les données du demandeur » downloads
 * what the commune holds on the requester and « Effacer les données personnelles » erases it once
 * confirmed. The routes check the role again and write each action to « Journal des demandes ».
 */
export function RequestTools() {
  const { id, data } = useDocumentInfo()
  const { user } = useAuth<{ role?: unknown }>()
  const { config } = useConfig()
  const { toggleModal } = useModal()
  const router = useRouter()
  const [erasedNow, setErasedNow] = useState(false)
  if (id === undefined || !canHandleRequests(user?.role)) return null
  const route = (action: string) => panelApiUrl(config.routes.api, `/citizen-requests/${String(id)}/${action}`)
  const reference = typeof data?.reference === 'string' ? data.reference : ''
  const erased = erasedNow || Boolean(data?.personalDataErasedAt)
  const modalSlug = `erase-request-${String(id)}`

  const erase = async () => {
    try {
      const response = await requests.post(route('erase'), { headers: { 'Content-Type': 'application/json' } })
      const body = (await response.json().catch(() => ({}))) as { message?: string }
      if (!response.ok) {
        toast.error(body.message ?? REQUEST_STAFF_TEXT.eraseFailed)
        return
      }
      setErasedNow(true)
      toast.success(body.message ?? TEXT.erased)
      router.refresh()
    } catch {
      toast.error(REQUEST_STAFF_TEXT.eraseFailed)
    }
  }

  return (
    <section
      aria-label={REQUEST_STAFF_TEXT.toolsLabel}
      style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem', alignItems: 'center' }}
    >
      <a href={route('print')} target="_blank" rel="noopener" style={link}>
        {TEXT.print}
      </a>
      {canManageAccounts(user?.role) ? (
        erased ? (
          <span>{TEXT.erased}</span>
        ) : (
          <>
            <a href={route('export')} download style={link}>
              {TEXT.exportData}
            </a>
            <button type="button" style={link} onClick={() => toggleModal(modalSlug)}>
              {TEXT.eraseData}
            </button>
            <ConfirmationModal
              heading={REQUEST_STAFF_TEXT.eraseHeading}
              body={REQUEST_STAFF_TEXT.eraseBody(reference)}
              cancelLabel={REQUEST_STAFF_TEXT.eraseCancel}
              confirmLabel={REQUEST_STAFF_TEXT.eraseConfirm}
              modalSlug={modalSlug}
              onConfirm={erase}
            />
          </>
        )
      ) : null}
    </section>
  )
}
