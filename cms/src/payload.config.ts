import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { fr } from '@payloadcms/translations/languages/fr'
import { buildConfig } from 'payload'
import sharp from 'sharp'
import { MESSAGES, UPLOAD_LIMITS } from 'shared-types'

import { ContactMessages } from './collections/ContactMessages'
import { Decisions } from './collections/Decisions'
import { Documents } from './collections/Documents'
import { Gallery } from './collections/Gallery'
import { Investments } from './collections/Investments'
import { Media } from './collections/Media'
import { News } from './collections/News'
import { NewsletterSubscribers } from './collections/NewsletterSubscribers'
import { Procedures } from './collections/Procedures'
import { Projects } from './collections/Projects'
import { Services } from './collections/Services'
import { Users } from './collections/Users'
import { databaseAdapter } from './db'
import { authEndpoints } from './endpoints/auth'
import { byCategoryEndpoint, specRestEndpoints } from './endpoints/specRest'
import { SeedState } from './globals/SeedState'
import { frenchErrorMessage } from './hooks/frenchErrors'
import { withIdCheck } from './hooks/rejectInvalidId'
import { withSiteRebuild } from './hooks/requestSiteRebuild'
import { payloadSecret } from './lib/secret'
import { seedOnFirstStart } from './seed'

const dirname = path.dirname(fileURLToPath(import.meta.url))
const serverURL = process.env.SERVER_URL ?? `http://localhost:${process.env.CMS_PORT ?? 3000}`
const siteURL = process.env.SITE_URL ?? `http://localhost:${process.env.SITE_PORT ?? 4321}`

/** What the static site shows: a change to any of these rebuilds it (contact messages, subscribers and accounts are private). */
const SITE_CONTENT = new Set(['news', 'services', 'projects', 'procedures', 'investments', 'gallery', 'media', 'documents', 'decisions'])

const withSpecRest = <T extends { endpoints?: unknown }>(
  collection: T,
  options: Parameters<typeof specRestEndpoints>[0],
  extra: NonNullable<Parameters<typeof buildConfig>[0]['endpoints']> = [],
): T => ({ ...collection, endpoints: [...extra, ...specRestEndpoints(options)] })

const messages = (singular: string, feminine: boolean) => {
  const e = feminine ? 'e' : ''
  return {
    created: `${singular} ajouté${e} avec succès`,
    updated: `${singular} mis${feminine ? 'e' : ''} à jour avec succès`,
    deleted: `${singular} supprimé${e} avec succès`,
  }
}

export default buildConfig({
  serverURL,
  secret: payloadSecret(),
  admin: {
    user: Users.slug,
    avatar: 'default',
    meta: { titleSuffix: ' — Administration de la commune' },
    importMap: { baseDir: dirname },
  },
  i18n: { supportedLanguages: { fr }, fallbackLanguage: 'fr' },
  collections: [
    Users,
    withSpecRest(News, { messages: messages('Actualité', true), file: { part: 'image', maxBytes: UPLOAD_LIMITS.news } }),
    withSpecRest(
      Services,
      { messages: messages('Service', false), file: { part: 'image', maxBytes: UPLOAD_LIMITS.services } },
      [byCategoryEndpoint],
    ),
    withSpecRest(Projects, { messages: messages('Projet', false), file: { part: 'image', maxBytes: UPLOAD_LIMITS.projects } }),
    withSpecRest(
      Procedures,
      { messages: messages('Démarche', true) },
      [byCategoryEndpoint],
    ),
    withSpecRest(Investments, {
      messages: messages('Investissement', false),
      file: { part: 'image', maxBytes: UPLOAD_LIMITS.investments },
    }),
    withSpecRest(Gallery, {
      messages: messages('Élément', false),
      file: { part: 'mediaUrl', maxBytes: UPLOAD_LIMITS.galleryVideo, ownUpload: true },
    }),
    withSpecRest(Media, {
      messages: messages('Image', true),
      file: { part: 'file', maxBytes: UPLOAD_LIMITS.media, ownUpload: true },
    }),
    withSpecRest(ContactMessages, {
      messages: {
        created: 'Votre message a été envoyé avec succès !',
        updated: 'Message mis à jour avec succès',
        deleted: 'Message supprimé avec succès',
      },
    }),
    withSpecRest(Documents, {
      messages: messages('Document', false),
      file: { part: 'file', maxBytes: UPLOAD_LIMITS.documents, ownUpload: true },
    }),
    withSpecRest(Decisions, {
      messages: messages('Décision', true),
      file: { part: 'file', maxBytes: UPLOAD_LIMITS.decisions, ownUpload: true },
    }),
    withSpecRest(NewsletterSubscribers, {
      messages: {
        created: MESSAGES.newsletterSubscribed,
        updated: 'Abonné mis à jour avec succès',
        deleted: 'Abonné supprimé avec succès',
      },
    }),
  ]
    .map(withIdCheck)
    .map((collection) => (SITE_CONTENT.has(collection.slug) ? withSiteRebuild(collection) : collection)),
  globals: [SeedState],
  endpoints: authEndpoints,
  hooks: { afterError: [frenchErrorMessage] },
  db: await databaseAdapter(),
  sharp,
  graphQL: { disable: true },
  cors: [siteURL],
  csrf: [siteURL, serverURL],
  // Busboy's limit for Payload's own multipart parser (the admin panel); per-type limits are in the upload hooks.
  upload: { limits: { fileSize: UPLOAD_LIMITS.galleryVideo } },
  // Types land in shared-types for both apps; the augmentation of 'payload' lives in cms (payload-augment.d.ts).
  typescript: { outputFile: path.resolve(dirname, '../../shared-types/src/payload-types.ts'), declare: false },
  onInit: seedOnFirstStart,
})
