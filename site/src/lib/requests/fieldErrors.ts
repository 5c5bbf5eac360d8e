import { CITIZEN_REQUEST_MESSAGES } from 'shared-types'

/**
 * Errors as the request pages say them (docs/product/requests.md#the-form): each beside its field
 * (`#{prefix}-{name}-erreur`, the field marked invalid and described by it) and all in the summary
 * above the form, each linked to its field; the summary takes the focus, so that a screen reader
 * reads it at once and the keyboard goes on from there.
 */
export interface FieldError {
  message: string
  /** The form input the error is about (its `name`). */
  field?: string
}

export interface ErrorDisplay {
  show: (errors: FieldError[], title?: string) => void
  clear: () => void
}

/** The summary, made the first time it is needed, before `place` (an empty heading may not be built). */
function summaryBefore(place: HTMLElement, prefix: string): HTMLElement {
  const id = `${prefix}-erreurs`
  const existing = document.getElementById(id)
  if (existing) return existing
  const summary = document.createElement('section')
  summary.id = id
  summary.tabIndex = -1
  summary.hidden = true
  summary.className = 'mb-6 rounded-lg bg-red-50 p-4 text-red-900 ring-1 ring-red-200'
  summary.setAttribute('aria-labelledby', `${id}-titre`)
  const title = document.createElement('h2')
  title.id = `${id}-titre`
  title.className = 'font-bold'
  const list = document.createElement('ul')
  list.className = 'mt-2 list-disc space-y-1 pl-5'
  summary.append(title, list)
  place.before(summary)
  return summary
}

/** `place`: where the summary goes (before it); `prefix`: of the fields' ids. */
export function fieldErrors(form: HTMLFormElement, place: HTMLElement, prefix: string): ErrorDisplay {
  const summary = summaryBefore(place, prefix)
  const controlsOf = (name: string) => [...form.querySelectorAll<HTMLElement>(`[name="${CSS.escape(name)}"]`)]
  const errorOf = (name: string) => document.getElementById(`${prefix}-${name}-erreur`)
  return {
    clear: () => {
      summary.hidden = true
      for (const error of form.querySelectorAll<HTMLElement>('[data-request-error]')) {
        error.hidden = true
        error.textContent = ''
      }
      for (const control of form.querySelectorAll<HTMLElement>('[aria-invalid]')) {
        control.removeAttribute('aria-invalid')
        const described = (control.getAttribute('aria-describedby') ?? '').replace(/\S+-erreur/, '').trim()
        if (described) control.setAttribute('aria-describedby', described)
        else control.removeAttribute('aria-describedby')
      }
    },
    show: (errors, title = CITIZEN_REQUEST_MESSAGES.errorSummary(errors.length)) => {
      const list = summary.querySelector('ul')!
      list.replaceChildren()
      for (const { message, field } of errors) {
        const error = field ? errorOf(field) : null
        const controls = field ? controlsOf(field) : []
        const item = document.createElement('li')
        if (error && controls.length > 0) {
          error.textContent = message
          error.hidden = false
          for (const control of controls) {
            control.setAttribute('aria-invalid', 'true')
            const described = control.getAttribute('aria-describedby')
            control.setAttribute('aria-describedby', described ? `${described} ${error.id}` : error.id)
          }
          const link = document.createElement('a')
          link.href = `#${controls[0]!.id || `${prefix}-${field}`}`
          link.className = 'font-medium underline'
          link.textContent = message
          link.addEventListener('click', (event) => {
            event.preventDefault()
            controls[0]!.focus()
          })
          item.append(link)
        } else item.textContent = message
        list.append(item)
      }
      summary.querySelector('h2')!.textContent = title
      summary.hidden = false
      summary.focus()
    },
  }
}
