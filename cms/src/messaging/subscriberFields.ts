import type { DateField } from 'payload'

/**
 * When a subscriber (an address, a phone) confirmed, by the link or the code: empty, it receives
 * nothing. Written by the CMS alone; `unconfirmed` says what staff read when it is empty.
 */
export const confirmedAtField = (unconfirmed: string): DateField => ({
  name: 'confirmedAt',
  type: 'date',
  label: 'Inscription confirmée le',
  index: true,
  admin: { readOnly: true, position: 'sidebar', date: { pickerAppearance: 'dayAndTime' }, description: unconfirmed },
})
