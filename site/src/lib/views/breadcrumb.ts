import { html, type SafeHtml } from './html'

export interface Crumb {
  label: string
  /** The last crumb, the page itself, has none. */
  href?: string
}

/** "Espace citoyen / Démarches": where the page sits, the last crumb being the page itself. */
export const breadcrumbView = (items: readonly Crumb[]): SafeHtml => html`
  <nav aria-label="Fil d'Ariane" class="text-sm text-gray-700">
    <ol class="flex flex-wrap items-center gap-1">
      ${items.map(
        (item, index) => html`
          <li class="flex items-center gap-1">
            ${index > 0 ? html`<span aria-hidden="true">/</span>` : null}
            ${
              item.href
                ? html`<a href="${item.href}" class="font-medium text-primary-700 underline hover:text-primary-900">${item.label}</a>`
                : html`<span aria-current="page">${item.label}</span>`
            }
          </li>`,
      )}
    </ol>
  </nav>`
