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
import { buildConfig, type TaskConfig } from 'payload'
import sharp from 'sharp'
import { UPLOAD_LIMITS, withLoopbackForms } from 'shared-types'

import { ContactMessages } from './content/collections/ContactMessages'
import { Decisions } from './content/collections/Decisions'
import { Documents } from './content/collections/Documents'
import { Events } from './content/collections/Events'
import { Gallery } from './content/collections/Gallery'
import { Investments } from './content/collections/Investments'
import { Media } from './content/collections/Media'
import { News } from './content/collections/News'
import { NewsletterSubscribers } from './content/collections/NewsletterSubscribers'
import { Pages } from './content/collections/Pages'
import { Procedures } from './content/collections/Procedures'
import { Projects } from './content/collections/Projects'
import { Services } from './content/collections/Services'
import { Users } from './accounts/users'
import { OutboundMessages } from './messaging/OutboundMessages'
import { NewsletterAnnouncements } from './messaging/newsletter/NewsletterAnnouncements'
import { NewsletterSettings } from './messaging/newsletter/NewsletterSettings'
import { Localities } from './content/collections/Localities'
import { SmsSubscribers } from './content/collections/SmsSubscribers'
import { SmsAlerts } from './messaging/sms/SmsAlerts'
import { SmsSettings } from './messaging/sms/SmsSettings'
import { CitizenRequests } from './requests/collections/CitizenRequests'
import { RequestAttachments } from './requests/collections/RequestAttachments'
import { RequestLog } from './requests/collections/RequestLog'
import { RequestSettings } from './requests/collections/RequestSettings'
import { deleteExpiredRequestData } from './requests/retention'
import { outboxEmailAdapter } from './messaging/emailAdapter'
import { queueHeldEmails } from './messaging/outbox'
import { wakeForNextMessage } from './messaging/runner'
import { databaseAdapter } from './storage/db'
import { authEndpoints } from './accounts/endpoints/auth'
import { keepLimitsInDatabase } from './accounts/rateLimit'
import { sessionHandoffEndpoints } from './accounts/endpoints/sessionHandoff'
import { previewEndpoint } from './publishing/preview/endpoint'
import { siteStateEndpoint } from './publishing/rebuild/siteStateEndpoint'
import { deployNotifyEndpoint } from './publishing/rebuild/deployNotifyEndpoint'
import { SiteBuilds } from './publishing/rebuild/SiteBuilds'
import { Commune } from './content/globals/Commune'
import { HomePage } from './content/globals/HomePage'
import { InvestmentPage } from './content/globals/InvestmentPage'
import { PresentationPage } from './content/globals/PresentationPage'
import { ProjectsPage } from './content/globals/ProjectsPage'
import { AlertBanner } from './content/globals/AlertBanner'
import { PublicationState } from './publishing/rebuild/PublicationState'
import { SeedState } from './accounts/SeedState'
import { frenchErrorMessage } from './api/frenchErrors'
import { PANEL_DATE_PICKER, PANEL_VERSION_DATE_FORMAT } from './panel/panelDates'
import { PANEL_DATE_FORMAT } from './lib/panelDateFormats'
import { PANEL_TRANSLATIONS_FR } from './panel/panelTranslations'
import { protectDataAtRest } from './lib/paths'
import { jobsConfig } from './publishing/rebuild/scheduled'
import { REBUILD_HOLD } from './publishing/rebuild/runJob'
import { Recordings } from './content/collections/Recordings'
import { SpokenAudio } from './content/collections/Recordings/SpokenAudio'
import { conversionsPending, convertRecordingTask } from './content/audio/conversion'
import { resumeSiteRebuilds } from './publishing/rebuild/recovery'
import { payloadSecret } from './lib/secret'
import { serverURL as serverUrlOf, siteURL as siteUrlOf } from './lib/urls'
import { apiTabForAdministrators } from './panel/apiTabForAdministrators'
import { editorialWorkflow } from './publishing/workflow/plugin'
import { rebuildSiteOnChange } from './publishing/rebuild/trigger'
import { rejectInvalidIds } from './api/rejectInvalidId'
import { strictWrites } from './content/strictWrites'
import { seedOnFirstStart } from './seed'
import { versionAuthors } from './publishing/workflow/versionAuthors'

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
    // public site, what waits for review, citizens' messages by state, their online requests
    // (administrators and agents), what the commune sent (administrators only), and the ways out.
    components: {
      graphics: {
        Logo: '/panel/components/CommuneEmblem#CommuneLogo',
        Icon: '/panel/components/CommuneEmblem#CommuneIcon',
      },
      // Signed in from the site's screens with a single-use code (one sign-in across both tools).
      providers: ['/panel/components/SessionHandoff#SessionHandoffProvider'],
      beforeDashboard: [
        '/panel/components/SiteState#SiteState',
        '/panel/components/ReviewQueue#ReviewQueue',
        '/panel/components/ContactInbox#ContactInbox',
        '/panel/components/RequestsOverview#RequestsOverview',
        '/panel/components/SendingOverview#SendingOverview',
        '/panel/components/QuickLinks#QuickLinks',
      ],
    },
    // Read by the patched date picker and history (patches/README.md): French words and formats, dates to the second.
    custom: { datePicker: PANEL_DATE_PICKER, versionDateFormat: PANEL_VERSION_DATE_FORMAT },
  },
  // Server-side only: who saved each version, for the patched history (patches/README.md).
  // A rebuild waits for recordings still converting (publishing/rebuild/runJob.ts).
  custom: { versionAuthors, [REBUILD_HOLD]: conversionsPending },
  i18n: { supportedLanguages: { fr }, fallbackLanguage: 'fr', translations: { fr: PANEL_TRANSLATIONS_FR } },
  // Each collection's file says what acts on it, except the rules the plugins below apply to all of them
  // (the id check, the rebuild hooks of what the static site shows, one transaction per write).
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
    OutboundMessages,
    NewsletterAnnouncements,
    Localities,
    SmsSubscribers,
    SmsAlerts,
    CitizenRequests,
    RequestAttachments,
    RequestLog,
    Recordings,
    SpokenAudio,
    SiteBuilds,
  ],
  // What citizens read about the commune, edited by staff (docs/product/public-pages.md#the-communes-own-texts).
  globals: [
    Commune,
    HomePage,
    PresentationPage,
    ProjectsPage,
    InvestmentPage,
    AlertBanner,
    NewsletterSettings,
    SmsSettings,
    RequestSettings,
    SeedState,
    PublicationState,
  ],
  // Persisted jobs: every rebuild request of the site, and rebuilds at a given time (the alert banner's start and end).
  jobs: jobsConfig(
    [{ label: 'Effacement des données des demandes closes', run: deleteExpiredRequestData }],
    [convertRecordingTask as TaskConfig],
  ),
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
  endpoints: [...authEndpoints, ...sessionHandoffEndpoints, siteStateEndpoint, deployNotifyEndpoint, previewEndpoint],
  hooks: { afterError: [frenchErrorMessage] },
  db: await databaseAdapter(),
  // Payload's own e-mails join the commune's outbox: recorded, sent by a job, retried (messaging/).
  email: outboxEmailAdapter,
  sharp,
  graphQL: { disable: true },
  cors: [siteURL],
  // A signed-in clerk's cookie counts from each loopback form of these addresses (localhost, 127.0.0.1, [::1]): the same machine.
  csrf: withLoopbackForms([siteURL, serverURL]),
  // Busboy's limit for Payload's own multipart parser (the admin panel); per-type limits are in the upload hooks.
  upload: { limits: { fileSize: UPLOAD_LIMITS.galleryVideo } },
  // Types land in shared-types for both apps; the augmentation of 'payload' lives in cms (payload-augment.d.ts).
  typescript: {
    outputFile: path.resolve(/* turbopackIgnore: true */ dirname, '../../shared-types/src/payload-types.ts'),
    declare: false,
  },
  // Each plugin puts its hooks first, so the id check, applied last, runs before any other: before a
  // write transaction is opened for an id that cannot exist.
  plugins: [rebuildSiteOnChange(), editorialWorkflow(), strictWrites(), apiTabForAdministrators(), rejectInvalidIds()],
  onInit: async (payload) => {
    // Before any request is limited: on PostgreSQL and MongoDB every instance counts in the database.
    await keepLimitsInDatabase(payload)
    await seedOnFirstStart(payload)
    await resumeSiteRebuilds(payload)
    await queueHeldEmails(payload).catch((error: unknown) =>
      payload.logger.error({ err: error, msg: 'E-mails en attente d’un serveur de messagerie : envoi impossible' }),
    )
    await wakeForNextMessage(payload).catch((error: unknown) =>
      payload.logger.error({ err: error, msg: 'Envois en attente : la file de tâches n’a pas pu être lue' }),
    )
  },
})
