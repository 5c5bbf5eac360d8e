import path from 'node:path'
import { fileURLToPath } from 'node:url'

import {
  BlockquoteFeature,
  BoldFeature,
  FixedToolbarFeature,
  HeadingFeature,
  InlineToolbarFeature,
  ItalicFeature,
  LinkFeature,
  OrderedListFeature,
  ParagraphFeature,
  UnorderedListFeature,
  lexicalEditor,
} from '@payloadcms/richtext-lexical'
import { fr } from '@payloadcms/translations/languages/fr'
import { buildConfig } from 'payload'
import sharp from 'sharp'
import { UPLOAD_LIMITS, withLoopbackForms } from 'shared-types'

import { ContactMessages } from './collections/ContactMessages'
import { Decisions } from './collections/Decisions'
import { Documents } from './collections/Documents'
import { Events } from './collections/Events'
import { Gallery } from './collections/Gallery'
import { Investments } from './collections/Investments'
import { Media } from './collections/Media'
import { News } from './collections/News'
import { NewsletterSubscribers } from './collections/NewsletterSubscribers'
import { Pages } from './collections/Pages'
import { Procedures } from './collections/Procedures'
import { Projects } from './collections/Projects'
import { Services } from './collections/Services'
import { Users } from './collections/Users'
import { databaseAdapter } from './db'
import { authEndpoints } from './endpoints/auth'
import { sessionHandoffEndpoints } from './endpoints/sessionHandoff'
import { previewEndpoint } from './endpoints/preview'
import { siteStateEndpoint } from './endpoints/siteState'
import { Commune } from './globals/Commune'
import { HomePage } from './globals/HomePage'
import { InvestmentPage } from './globals/InvestmentPage'
import { PresentationPage } from './globals/PresentationPage'
import { ProjectsPage } from './globals/ProjectsPage'
import { AlertBanner } from './globals/AlertBanner'
import { PublicationState } from './globals/PublicationState'
import { SeedState } from './globals/SeedState'
import { frenchErrorMessage } from './hooks/frenchErrors'
import { PANEL_DATE_PICKER, PANEL_VERSION_DATE_FORMAT } from './lib/panelDates'
import { PANEL_DATE_FORMAT, PANEL_TRANSLATIONS_FR } from './lib/panelTranslations'
import { protectDataAtRest } from './lib/paths'
import { jobsConfig } from './jobs/scheduledRebuild'
import { resumeSiteRebuilds } from './jobs/siteRebuild'
import { payloadSecret } from './lib/secret'
import { serverURL as serverUrlOf, siteURL as siteUrlOf } from './lib/urls'
import { apiTabForAdministrators } from './plugins/apiTabForAdministrators'
import { editorialWorkflow } from './plugins/editorialWorkflow'
import { strictWrites } from './plugins/strictWrites'
import { seedOnFirstStart } from './seed'
import { versionAuthors } from './workflow/versionAuthors'

const dirname = path.dirname(fileURLToPath(import.meta.url))
const serverURL = serverUrlOf()
const siteURL = siteUrlOf()

protectDataAtRest()

export default buildConfig({
  serverURL,
  secret: payloadSecret(),
  admin: {
    user: Users.slug,
    avatar: 'default',
    dateFormat: PANEL_DATE_FORMAT,
    // The commune's clock for « Programmer la publication », whatever the clerk's computer is set to.
    timezones: {
      supportedTimezones: [{ label: 'Dakar (GMT)', value: 'Africa/Dakar' }],
      defaultTimezone: 'Africa/Dakar',
    },
    meta: { titleSuffix: ' — Administration de la commune' },
    importMap: { baseDir: dirname },
    // At the top of the dashboard, what needs doing: whether what staff published has reached the
    // public site, what waits for review, citizens' messages nobody took up, and the ways out.
    components: {
      graphics: { Logo: '/components/CommuneEmblem#CommuneLogo', Icon: '/components/CommuneEmblem#CommuneIcon' },
      // Signed in from the site's screens with a single-use code (one sign-in across both tools).
      providers: ['/components/SessionHandoff#SessionHandoffProvider'],
      beforeDashboard: [
        '/components/SiteState#SiteState',
        '/components/ReviewQueue#ReviewQueue',
        '/components/ContactInbox#ContactInbox',
        '/components/QuickLinks#QuickLinks',
      ],
    },
    // Read by the patched date picker and history (patches/README.md): French words and formats, dates to the second.
    custom: { datePicker: PANEL_DATE_PICKER, versionDateFormat: PANEL_VERSION_DATE_FORMAT },
  },
  // Server-side only: who saved each version, for the patched history (patches/README.md).
  custom: { versionAuthors },
  i18n: { supportedLanguages: { fr }, fallbackLanguage: 'fr', translations: { fr: PANEL_TRANSLATIONS_FR } },
  // Each collection's file says what acts on it: access, the /api contract's endpoints, the id check and,
  // for what the static site shows, the rebuild hooks.
  collections: [
    Users,
    News,
    Services,
    Projects,
    Procedures,
    Investments,
    Gallery,
    Media,
    ContactMessages,
    Documents,
    Decisions,
    NewsletterSubscribers,
    Events,
    Pages,
  ],
  // What citizens read about the commune, edited by staff (docs/product/public-pages.md#the-communes-own-texts).
  globals: [
    Commune,
    HomePage,
    PresentationPage,
    ProjectsPage,
    InvestmentPage,
    AlertBanner,
    SeedState,
    PublicationState,
  ],
  // Persisted jobs: every rebuild request of the site, and rebuilds at a given time (the alert banner's start and end).
  jobs: jobsConfig,
  // What a commune's page needs and the site can render safely: headings under the page's title,
  // bold, italic, lists, quotes and links. No raw HTML, no uploads, no colours or inline styles
  // (the site's content security policy forbids them), no links to documents by id.
  editor: lexicalEditor({
    features: () => [
      ParagraphFeature(),
      HeadingFeature({ enabledHeadingSizes: ['h2', 'h3', 'h4'] }),
      BoldFeature(),
      ItalicFeature(),
      UnorderedListFeature(),
      OrderedListFeature(),
      BlockquoteFeature(),
      LinkFeature({ enabledCollections: [] }),
      FixedToolbarFeature(),
      InlineToolbarFeature(),
    ],
  }),
  endpoints: [...authEndpoints, ...sessionHandoffEndpoints, siteStateEndpoint, previewEndpoint],
  hooks: { afterError: [frenchErrorMessage] },
  db: await databaseAdapter(),
  sharp,
  graphQL: { disable: true },
  cors: [siteURL],
  // A signed-in clerk's cookie counts from each loopback form of these addresses (localhost, 127.0.0.1, [::1]): the same machine.
  csrf: withLoopbackForms([siteURL, serverURL]),
  // Busboy's limit for Payload's own multipart parser (the admin panel); per-type limits are in the upload hooks.
  upload: { limits: { fileSize: UPLOAD_LIMITS.galleryVideo } },
  // Types land in shared-types for both apps; the augmentation of 'payload' lives in cms (payload-augment.d.ts).
  typescript: { outputFile: path.resolve(dirname, '../../shared-types/src/payload-types.ts'), declare: false },
  plugins: [editorialWorkflow(), strictWrites(), apiTabForAdministrators()],
  onInit: async (payload) => {
    await seedOnFirstStart(payload)
    await resumeSiteRebuilds(payload)
  },
})
