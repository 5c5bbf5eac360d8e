import type { Field } from 'payload'

import { isStaffField } from '../../access'

/** Set by the server only: a body never says who saved. */
const serverOnly = { create: () => false, update: () => false }

/**
 * The workflow's fields on every versioned collection and global. Each version keeps them, so the
 * history says who saved it (Payload records when) and whether it waited for review.
 */
export const workflowFields: Field[] = [
  {
    name: 'reviewRequested',
    type: 'checkbox',
    label: 'Soumettre pour relecture',
    defaultValue: false,
    access: { read: isStaffField },
    admin: {
      position: 'sidebar',
      description:
        'Cochez puis enregistrez le brouillon : les éditeurs le trouvent sur le tableau de bord, dans « À relire ».',
    },
    // Publishing ends the review.
    hooks: { beforeChange: [({ value, siblingData }) => (siblingData._status === 'published' ? false : value)] },
  },
  {
    name: 'updatedBy',
    type: 'relationship',
    relationTo: 'users',
    label: 'Dernière modification par',
    access: { ...serverOnly, read: isStaffField },
    admin: { readOnly: true, position: 'sidebar' },
    hooks: { beforeChange: [({ req, value }) => (req.user?.collection === 'users' ? req.user.id : value)] },
  },
]
