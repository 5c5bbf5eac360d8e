/**
 * The public site's state, as staff read it in the panel and on /welcome
 * (docs/product/workflow.md#the-sites-state-for-staff: « Site publié il y a 2 min » / « Publication en
 * attente » / « Publication en cours » / « Échec de la publication : … » / « Dernière publication
 * échouée : … »), the reasons a build request can fail, stored by the CMS and shown in the last line,
 * and the history of builds on the panel's dashboard.
 */
export const SITE_STATE_MESSAGES = {
  heading: 'État du site public',
  published: (ago: string) => `Site publié ${ago}`,
  pending: 'Publication en attente',
  /** The host accepted the build and has not reported its end yet (deploy notifications on). */
  building: 'Publication en cours',
  /** The host reported that the build failed, with its own words when it gave any. */
  deployFailed: (reason: string | null) => (reason ? `Échec de la publication : ${reason}` : 'Échec de la publication'),
  failed: (reason: string) => `Dernière publication échouée : ${reason}`,
  /** Nothing asked for a build since the database was created: the site is the one built at start. */
  never: 'Aucune publication depuis la mise en service',
  /** SITE_BUILD_HOOK_URL is not set: changes never reach the public site by themselves. */
  disabled: 'Publication automatique non configurée : le site public ne suit pas les modifications',
  /** Under a failure: the CMS keeps trying by itself, nothing is lost. */
  retrying: (when: string) => `Nouvel essai automatique ${when} ; aucune modification n’est perdue.`,
  justNow: 'à l’instant',
  soon: 'dans un instant',
  hookAnswered: (status: number) => `le service de construction a répondu ${status}`,
  hookUnreachable: 'le service de construction est injoignable',
  hookTimedOut: (seconds: number) => `le service de construction n’a pas répondu en ${seconds} s`,
  loading: 'Vérification de l’état du site…',
  loadFailure: 'Impossible de connaître l’état du site pour le moment',
  signInRequired: 'Vous devez être connecté pour voir l’état du site',
} as const

/** The last builds of the public site, on the panel's dashboard, and the answers of the deploy notifications' route. */
export const SITE_BUILD_MESSAGES = {
  heading: 'Dernières publications',
  empty: 'Aucune publication enregistrée pour le moment',
  columns: { trigger: 'Modifications', by: 'Par', startedAt: 'Début', duration: 'Durée', result: 'Résultat' },
  chartTitle: 'Durée des dernières publications',
  chartDescription: (count: number, longest: string) =>
    `${count} publication${count > 1 ? 's' : ''} ; la plus longue a duré ${longest}`,
  results: {
    requested: 'Demandée',
    building: 'En cours',
    ready: 'Publié',
    error: 'Échec',
  },
  /** No account behind the change: the alert banner's timed rebuilds, a scheduled publication. */
  automatic: 'Automatique',
  /** A deploy the host made without the CMS asking (a change of the site's code, a build started by hand). */
  outsideCms: 'Déploiement hors CMS',
  /** The reason of a build the host never reported the end of (its notification lost, or never set up). */
  noReport: (minutes: number) => `Aucune nouvelle de l’hébergeur ${minutes} min après la demande`,
  notifyDisabled: 'Les notifications de déploiement ne sont pas configurées sur ce serveur',
  notifyUnsigned: 'Notification de déploiement refusée : signature absente',
  notifyForged: 'Notification de déploiement refusée : signature invalide',
  notifyUnreadable: 'Notification de déploiement illisible : un identifiant et un état sont attendus',
} as const
