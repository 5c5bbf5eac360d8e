import type { CollectionConfig } from 'payload'
import { NOT_FOUND_MESSAGES, RECORDING_CONVERSION_STATES, RECORDING_LIMITS, SPOKEN_MESSAGES } from 'shared-types'

import { isContentStaff, publicDocumentStaffFile } from '../../../access'
import { uploadDir } from '../../../lib/paths'
import { queueConversion } from '../../audio/conversion'
import { uploadResponseHeaders } from '../../hooks/uploadResponseHeaders'
import { checkRecording, markForConversion } from './hooks/checkRecording'
import { hideOriginalFromVisitors, removeServedAudio } from './hooks/servedAudio'
import { validateLanguage } from './language'

const CONVERSION_LABELS: Record<(typeof RECORDING_CONVERSION_STATES)[number], string> = {
  pending: 'Conversion en cours',
  ready: 'Prêt à écouter',
  failed: 'Échec de la conversion',
}

/**
 * Spoken versions of the pages (docs/product/spoken.md#recording): one recording in one language,
 * recorded in the panel or uploaded. The file kept here is the original, for staff; a job converts
 * it into the small files citizens get (spoken-audio), and the rebuild of the site waits for it.
 */
export const Recordings: CollectionConfig = {
  slug: 'recordings',
  labels: { singular: 'un enregistrement', plural: 'Enregistrements' },
  admin: {
    group: 'Contenu',
    useAsTitle: 'title',
    defaultColumns: ['title', 'language', 'conversion', 'updatedAt'],
    // Payload's file input with the microphone recorder under it.
    components: { edit: { Upload: '/panel/components/recorder/RecordingUpload#RecordingUpload' } },
    description:
      'La version parlée d’une page dans une langue de la commune : enregistrez-la au micro ou envoyez un fichier (message vocal WhatsApp, OGG, WebM, M4A, MP3 ou WAV ; 20 Mo et 10 minutes au plus).',
  },
  access: { read: publicDocumentStaffFile, create: isContentStaff, update: isContentStaff, delete: isContentStaff },
  // Payload's own routes take the upload: the API's door lets a form of this size through (apiGuard/index.ts).
  custom: { ...NOT_FOUND_MESSAGES.recordings, maxFileBytes: RECORDING_LIMITS.maxBytes },
  hooks: {
    beforeOperation: [checkRecording],
    beforeChange: [markForConversion],
    afterChange: [queueConversion],
    afterRead: [hideOriginalFromVisitors],
    beforeDelete: [removeServedAudio],
  },
  upload: {
    staticDir: uploadDir('recordings'),
    modifyResponseHeaders: uploadResponseHeaders({ download: true }),
    // The check by content (hooks/checkRecording.ts) names the container; the codec is ffmpeg's to read.
    mimeTypes: ['audio/*', 'video/webm', 'video/mp4'],
  },
  fields: [
    {
      name: 'title',
      type: 'text',
      label: 'Titre',
      required: true,
      maxLength: 120,
      admin: {
        description: 'Pour retrouver l’enregistrement dans la liste, par exemple « Extrait de naissance — wolof ».',
      },
    },
    {
      name: 'language',
      type: 'text',
      label: 'Langue',
      required: true,
      validate: validateLanguage,
      admin: { components: { Field: '/panel/components/LanguagePicker#LanguagePicker' } },
    },
    {
      name: 'summary',
      type: 'textarea',
      label: 'Résumé écrit dans cette langue (facultatif)',
      maxLength: 600,
      admin: {
        description: 'Quelques phrases, pour qui lit cette langue : elles s’affichent sous le bouton « Écouter ».',
      },
    },
    {
      type: 'collapsible',
      label: 'Conversion pour les téléphones',
      admin: { initCollapsed: false },
      fields: [
        {
          name: 'conversion',
          type: 'select',
          label: 'État',
          defaultValue: 'pending',
          options: RECORDING_CONVERSION_STATES.map((value) => ({ value, label: CONVERSION_LABELS[value] })),
          admin: { readOnly: true, description: SPOKEN_MESSAGES.notConverted },
        },
        {
          name: 'conversionError',
          type: 'text',
          label: 'Raison de l’échec',
          admin: { readOnly: true, condition: (data) => data?.conversion === 'failed' },
        },
        {
          name: 'durationSeconds',
          type: 'number',
          label: 'Durée (secondes)',
          min: 0,
          max: 3600,
          admin: { readOnly: true },
        },
        {
          name: 'listening',
          type: 'array',
          label: 'Fichiers servis aux citoyens',
          admin: { readOnly: true },
          fields: [
            { name: 'format', type: 'text', label: 'Format', required: true },
            { name: 'filename', type: 'text', label: 'Fichier', required: true },
            { name: 'mimeType', type: 'text', label: 'Type', required: true },
            { name: 'bytes', type: 'number', label: 'Taille (octets)', required: true, min: 0, max: 100_000_000 },
          ],
        },
      ],
    },
  ],
}
