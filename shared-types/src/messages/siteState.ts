/**
 * The public site's state, as staff read it in the panel and on /welcome
 * (docs/product/workflow.md#the-sites-state-for-staff: « Site publié il y a 2 min » / « Publication en
 * attente » / « Dernière publication échouée : … »), and the reasons a build request can fail, stored
 * by the CMS and shown in the last line.
 */
export const SITE_STATE_MESSAGES = {
  heading: 'État du site public',
  published: (ago: string) => `Site publié ${ago}`,
  pending: 'Publication en attente',
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
