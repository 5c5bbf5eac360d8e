import { randomBytes } from 'node:crypto'
import type { Payload } from 'payload'
import { SEED_LOCALITIES, decisionTypeLabel, documentCategoryLabel } from 'shared-types'
import type { Media, Service } from 'shared-types/payload-types'

import { seedDecisions, seedDocuments } from './citizenDocuments'
import { seedGallery, seedInvestments, seedNews, seedProcedures, seedProjects, seedServices } from './content'
import { onlineRequestOf } from './requestForms'
import { seedEvents } from './events'
import { OPERATOR_CREATES_ACCOUNT } from '../accounts/users/hooks/closeRegistration'
import { rememberExistingAccounts } from '../accounts/SeedState'
import { SKIP_SITE_REBUILD } from '../publishing/rebuild/trigger'
import { seedContentGlobals } from './globals'
import { seedImage } from './images'
import { seedPages } from './pages'
import { seedPdf } from './pdfs'

const DEFAULT_ADMIN_EMAIL = 'admin@commune.local'
const DEFAULT_ADMIN_NAME = 'Secrétariat municipal'

/** Seed writes bypass access control and do not ask for a site build: the site is built once the CMS is up. */
const SEED_WRITE = { overrideAccess: true, context: { [SKIP_SITE_REBUILD]: true } } as const

/** The first administrator: from ADMIN_EMAIL / ADMIN_PASSWORD, else a strong password printed once. */
async function ensureFirstAdmin(payload: Payload): Promise<void> {
  const { totalDocs } = await payload.count({ collection: 'users', overrideAccess: true })
  if (totalDocs > 0) return
  const email = process.env.ADMIN_EMAIL || DEFAULT_ADMIN_EMAIL
  const generated = !process.env.ADMIN_PASSWORD
  const password = process.env.ADMIN_PASSWORD || randomBytes(18).toString('base64url')
  // The operator's account (from the server's environment); its creation closes registration for good.
  await payload.create({
    collection: 'users',
    // A display name, so the news it publishes are signed by a service, never by an e-mail address.
    data: { email, password, role: 'admin', displayName: process.env.ADMIN_NAME?.trim() || DEFAULT_ADMIN_NAME },
    overrideAccess: true,
    context: { [OPERATOR_CREATES_ACCOUNT]: true },
  })
  const shown = generated
    ? `mot de passe : ${password} (généré, affiché une seule fois)`
    : 'mot de passe : celui de ADMIN_PASSWORD'
  payload.logger.info(`Compte administrateur créé — email : ${email} — ${shown}`)
}

async function uploadImage(payload: Payload, key: string, alt: string): Promise<Media['id']> {
  const media = await payload.create({ collection: 'media', data: { alt }, file: await seedImage(key), ...SEED_WRITE })
  return media.id
}

/** Writes the first-run content once, in an order that lets services link to each other. */
async function seedContent(payload: Payload): Promise<void> {
  for (const { imageKey, ...project } of seedProjects) {
    await payload.create({
      collection: 'projects',
      data: { ...project, image: await uploadImage(payload, imageKey, project.title) },
      ...SEED_WRITE,
    })
  }
  const serviceIds: Service['id'][] = []
  for (const { imageKey, ...service } of seedServices) {
    const image = await uploadImage(payload, imageKey, service.title)
    const doc = await payload.create({
      collection: 'services',
      data: { ...service, image, gallery: [{ image, caption: service.title }] },
      ...SEED_WRITE,
    })
    serviceIds.push(doc.id)
  }
  for (const [index, id] of serviceIds.entries()) {
    const related = serviceIds.filter((other) => other !== id).slice(index % 2, (index % 2) + 2)
    await payload.update({ collection: 'services', id, data: { relatedServices: related }, ...SEED_WRITE })
  }
  for (const { imageKey, ...news } of seedNews) {
    await payload.create({
      collection: 'news',
      data: { ...news, image: await uploadImage(payload, imageKey, news.title) },
      ...SEED_WRITE,
    })
  }
  for (const procedure of seedProcedures) {
    const onlineRequest = onlineRequestOf(procedure.title)
    await payload.create({ collection: 'procedures', data: { ...procedure, onlineRequest }, ...SEED_WRITE })
  }
  for (const { imageKey, ...investment } of seedInvestments) {
    await payload.create({
      collection: 'investments',
      data: { ...investment, image: await uploadImage(payload, imageKey, investment.title) },
      ...SEED_WRITE,
    })
  }
  for (const { imageKey, title } of seedGallery) {
    await payload.create({ collection: 'gallery', data: { title }, file: await seedImage(imageKey), ...SEED_WRITE })
  }
  for (const document of seedDocuments) {
    const file = await seedPdf({
      ...document,
      kindLabel: documentCategoryLabel(document.category),
      text: document.description,
    })
    await payload.create({ collection: 'documents', data: document, file, ...SEED_WRITE })
  }
  for (const decision of seedDecisions) {
    const file = await seedPdf({ ...decision, kindLabel: decisionTypeLabel(decision.type), text: decision.summary })
    await payload.create({ collection: 'decisions', data: decision, file, ...SEED_WRITE })
  }
  await seedEvents(payload)
  await seedPages(payload, SEED_WRITE)
  for (const name of SEED_LOCALITIES) await payload.create({ collection: 'localities', data: { name }, ...SEED_WRITE })
}

export async function seedOnFirstStart(payload: Payload): Promise<void> {
  // CREATE_FIRST_ADMIN=false leaves the first account to the panel's own screen or POST /api/auth/register.
  if (process.env.CREATE_FIRST_ADMIN !== 'false') await ensureFirstAdmin(payload)
  await rememberExistingAccounts(payload)
  if (process.env.SEED === 'false') return
  await seedContentGlobals(payload)
  const state = await payload.findGlobal({ slug: 'seed-state', overrideAccess: true })
  if (state.seededAt) return
  payload.logger.info('Premier démarrage : création du contenu initial de la commune…')
  await seedContent(payload)
  await payload.updateGlobal({ slug: 'seed-state', data: { seededAt: new Date().toISOString() }, overrideAccess: true })
  payload.logger.info('Contenu initial créé.')
}
