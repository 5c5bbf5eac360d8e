/**
 * The data step of the editorial workflow's migration, for both SQL adapters: every row that
 * existed before drafts came was what citizens read, so it is marked published (the new `_status`
 * column would otherwise start empty or as a draft, and the site would lose it).
 */
export const PUBLISHED_BEFORE_DRAFTS = [
  'news',
  'services',
  'projects',
  'procedures',
  'investments',
  'events',
  'pages',
  'commune',
  'home_page',
  'presentation_page',
  'projects_page',
  'investment_page',
  'alert_banner',
] as const

export const publishExistingRows = (table: (typeof PUBLISHED_BEFORE_DRAFTS)[number]) =>
  `UPDATE "${table}" SET "_status" = 'published'`
