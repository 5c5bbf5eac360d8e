'use client'

import { useRowLabel } from '@payloadcms/ui'

/**
 * The title of a row in a list field: what the row says (« Lundi – Vendredi », « Facebook »), not
 * Payload's « un créneau 01 ». A row not yet filled is named by its kind and place: « Créneau 2 ».
 */
export function RowLabel({ rowName, titleField }: { rowName: string; titleField?: string }) {
  const { data, rowNumber = 0 } = useRowLabel<Record<string, unknown>>()
  const title = titleField ? data?.[titleField] : undefined
  return <span>{typeof title === 'string' && title.trim() ? title.trim() : `${rowName} ${rowNumber + 1}`}</span>
}
