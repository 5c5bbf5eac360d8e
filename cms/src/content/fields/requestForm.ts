import type { Field } from 'payload'
import { CITIZEN_REQUEST_MESSAGES, REQUEST_FIELD_KIND_OPTIONS, REQUEST_LIMITS } from 'shared-types'

/**
 * « Demande en ligne »: whether citizens may ask for this procedure from the site, and the form they
 * fill, field by field, defined by staff without a developer (docs/product/requests.md#the-form).
 * A collection of the project's own rather than Payload's form-builder plugin: that plugin stores every
 * answer as untyped text and would need custom blocks for files, kinds, references and states.
 * Every request also asks who asks, their mobile number and for whom, whatever the fields.
 */
export const onlineRequestField: Field = {
  name: 'onlineRequest',
  type: 'group',
  label: 'Demande en ligne',
  admin: {
    description:
      'Les citoyens peuvent faire cette démarche depuis le site : ils reçoivent une référence et suivent leur demande. Le nom, le téléphone et « pour qui » sont toujours demandés.',
  },
  fields: [
    { name: 'enabled', type: 'checkbox', label: 'Ouverte aux demandes en ligne', defaultValue: false },
    {
      name: 'fields',
      type: 'array',
      label: 'Champs du formulaire',
      labels: { singular: 'un champ', plural: 'Champs' },
      maxRows: 20,
      admin: { condition: (_, sibling) => Boolean(sibling?.enabled), initCollapsed: true },
      validate: (rows: unknown) =>
        Array.isArray(rows) &&
        rows.filter((row) => (row as { kind?: unknown }).kind === 'file').length > REQUEST_LIMITS.attachmentsPerRequest
          ? CITIZEN_REQUEST_MESSAGES.tooManyFiles
          : true,
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'label', type: 'text', label: 'Intitulé', required: true, maxLength: 120 },
            {
              name: 'kind',
              type: 'select',
              label: 'Type',
              required: true,
              defaultValue: 'text',
              options: REQUEST_FIELD_KIND_OPTIONS,
            },
            { name: 'required', type: 'checkbox', label: 'Obligatoire', defaultValue: false },
          ],
        },
        { name: 'help', type: 'text', label: 'Aide sous le champ', maxLength: 200 },
        {
          name: 'options',
          type: 'text',
          hasMany: true,
          label: 'Réponses possibles',
          maxRows: 30,
          admin: { condition: (_, row) => row?.kind === 'choice' },
        },
        {
          type: 'row',
          admin: { condition: (_, row) => row?.kind === 'number' },
          fields: [
            { name: 'min', type: 'number', label: 'Minimum', min: 0, max: 1_000_000 },
            { name: 'max', type: 'number', label: 'Maximum', min: 0, max: 1_000_000 },
          ],
        },
      ],
    },
  ],
}
