import { laterPageNumbers } from 'shared-types'

/** The static paths of a list's `page/[page]` route: pages 2 and after (page 1 is the list's own address). */
export const laterPagePaths = (total: number, size: number) =>
  laterPageNumbers(total, size).map((page) => ({ params: { page: String(page) }, props: { number: page } }))
