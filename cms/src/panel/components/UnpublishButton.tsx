'use client'

import {
  ConfirmationModal,
  PopupList,
  toast,
  useConfig,
  useDocumentInfo,
  useForm,
  useModal,
  useTranslation,
} from '@payloadcms/ui'
import { requests } from '@payloadcms/ui/shared'
import { useCallback } from 'react'
import { panelApiUrl } from '../panelApi'

/** The panel's own words of this confirmation (panel/panelTranslations.ts), beside Payload's keys. */
type OwnKeys = 'version:keepOnline' | 'version:removeFromSite'

/**
 * « Retirer du site » in a document's ⋮ menu: Payload's unpublish button, whose confirmation answers
 * « Garder en ligne » / « Retirer » instead of the « Annuler » / « Confirmer » every other confirmation
 * keeps (Payload's button cannot be given its own). Same request and same state afterwards as Payload's;
 * the panel has no localized fields, so there is no per-language entry.
 */
export function UnpublishButton() {
  const {
    id,
    collectionSlug,
    globalSlug,
    data,
    hasPublishedDoc,
    hasPublishPermission,
    isTrashed,
    incrementVersionCount,
    setHasPublishedDoc,
    setMostRecentVersionIsAutosaved,
    setUnpublishedVersionCount,
  } = useDocumentInfo()
  const { config } = useConfig()
  const { reset } = useForm()
  const { toggleModal } = useModal()
  const { i18n, t } = useTranslation<Record<string, never>, OwnKeys>()
  const modalSlug = `confirm-un-publish-${id ?? globalSlug}`

  const unpublish = useCallback(async () => {
    const path: `/${string}` = collectionSlug ? `/${collectionSlug}/${id}?depth=0` : `/globals/${globalSlug}?depth=0`
    const url = panelApiUrl(config.routes.api, path)
    const init = {
      body: JSON.stringify({ _status: 'draft' }),
      headers: { 'Accept-Language': i18n.language, 'Content-Type': 'application/json' },
    }
    try {
      const response = collectionSlug ? await requests.patch(url, init) : await requests.post(url, init)
      if (response.status !== 200) {
        const body = (await response.json().catch(() => ({}))) as { errors?: { message?: string }[]; error?: string }
        toast.error(body.errors?.[0]?.message ?? body.error ?? t('error:unPublishingDocument'))
        return
      }
      void reset({ ...data, _status: 'draft' })
      toast.success(t('version:unpublishedSuccessfully'))
      incrementVersionCount()
      setUnpublishedVersionCount(1)
      setMostRecentVersionIsAutosaved(false)
      setHasPublishedDoc(false)
    } catch {
      toast.error(t('error:unPublishingDocument'))
    }
  }, [
    collectionSlug,
    config,
    data,
    globalSlug,
    i18n.language,
    id,
    incrementVersionCount,
    reset,
    setHasPublishedDoc,
    setMostRecentVersionIsAutosaved,
    setUnpublishedVersionCount,
    t,
  ])

  if (!hasPublishPermission || !hasPublishedDoc || isTrashed) return null
  return (
    <>
      <PopupList.Button id="action-unpublish" onClick={() => toggleModal(modalSlug)}>
        {t('version:unpublish')}
      </PopupList.Button>
      <ConfirmationModal
        body={t('version:aboutToUnpublish')}
        cancelLabel={t('version:keepOnline')}
        confirmLabel={t('version:removeFromSite')}
        confirmingLabel={t('version:unpublishing')}
        heading={t('version:confirmUnpublish')}
        modalSlug={modalSlug}
        onConfirm={unpublish}
      />
    </>
  )
}
