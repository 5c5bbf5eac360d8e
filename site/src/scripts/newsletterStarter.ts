/**
 * What every page carries of the newsletter forms (components/news/NewsletterForm.astro): the
 * footer has one, so the script that checks and sends an address (./newsletter.ts, with the shared
 * rules and messages) is fetched only when a visitor uses a form, from the <template> the form
 * holds. Nothing here imports: this file must stay a few hundred bytes.
 *
 * Focusing a field starts the fetch, so it is there once the address is typed. A form sent before
 * the full script has run is marked `data-waiting`: the full script sends it as soon as it runs,
 * once, however many times the button was pressed meanwhile.
 */
let started = false
const start = () => {
  if (started) return
  started = true
  const template = document.querySelector<HTMLTemplateElement>('template[data-newsletter-script]')
  // A script cloned from a template runs when it joins the page.
  if (template) document.body.append(document.importNode(template.content, true))
}

for (const form of document.querySelectorAll<HTMLFormElement>('form[data-newsletter]')) {
  form.addEventListener('focusin', start)
  form.addEventListener('submit', (event) => {
    if ('handled' in form.dataset) return
    event.preventDefault()
    form.dataset.waiting = ''
    start()
  })
  form.querySelector('button')!.disabled = false
  form.dataset.ready = ''
}
