'use client'

import { Button, useAuth, useDocumentDrawer, useField } from '@payloadcms/ui'

import { RECORDER_WORDS } from './words'

type Id = number | string
type Picked = Id | { id: Id } | { value: Id } | null | undefined

const idOf = (picked: Picked): Id | null => {
  if (picked && typeof picked === 'object') return 'id' in picked ? picked.id : picked.value
  return picked ?? null
}

/**
 * « Enregistrer au micro » under a page's « Versions parlées » (docs/product/spoken.md#recording):
 * Payload's « Créer » there opens its bulk upload, which starts from files on disk; this opens the
 * recording's own form in a drawer instead, with the recorder beside the file input, and adds the
 * saved recording to the page's spoken versions, as « Créer » does for a chosen file.
 */
export function RecordSpokenVersion({ path, readOnly }: { path: string; readOnly?: boolean }) {
  const { value, setValue } = useField<Picked[] | null>({ potentiallyStalePath: path })
  const { permissions } = useAuth()
  const [RecordingDrawer, , { closeDrawer, openDrawer }] = useDocumentDrawer({ collectionSlug: 'recordings' })
  if (readOnly || !permissions?.collections?.recordings?.create) return null

  const picked = (value ?? []).map(idOf).filter((id): id is Id => id !== null)
  return (
    <div style={{ marginTop: 'calc(var(--base) / 2)' }}>
      <Button buttonStyle="pill" margin={false} onClick={openDrawer} size="small">
        {RECORDER_WORDS.recordSpokenVersion}
      </Button>
      <RecordingDrawer
        onSave={({ doc, operation }) => {
          if (operation === 'create' && !picked.includes(doc.id)) setValue([...picked, doc.id])
          closeDrawer()
        }}
      />
    </div>
  )
}
