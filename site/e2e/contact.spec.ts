import { expect, test, type Locator, type Page } from '@playwright/test'
import { ERRORS, MESSAGES } from 'shared-types'
import type { ContactMessage } from 'shared-types/payload-types'

import { adminRead, expectAccessible } from './support'

const SUCCESS = 'Votre message a été envoyé avec succès !'

/** The home page's contact form, once its island is interactive. */
async function contactForm(page: Page): Promise<Locator> {
  await page.goto('/#contact')
  const section = page.locator('#contact')
  await section.scrollIntoViewIfNeeded()
  await expect(page.locator('astro-island[component-url*="ContactForm"]')).not.toHaveAttribute('ssr')
  return section
}

const fields = (form: Locator) => ({
  name: form.getByLabel('Nom complet'),
  email: form.getByLabel('Email'),
  subject: form.getByLabel('Sujet'),
  message: form.getByLabel('Message'),
})

async function fill(form: Locator, values: { name: string; email: string; subject: string; message: string }) {
  const inputs = fields(form)
  await inputs.name.fill(values.name)
  await inputs.email.fill(values.email)
  await inputs.subject.fill(values.subject)
  await inputs.message.fill(values.message)
}

const sample = (tag: string) => ({
  name: 'Awa Ndiaye',
  email: 'awa.ndiaye@exemple.sn',
  subject: `Demande d'information ${tag} ${Date.now()}`,
  message: "Bonjour,\nJe souhaite connaître les horaires du service d'état civil.\nMerci.",
})

test.describe('formulaire de contact', () => {
  test('champs étiquetés, obligatoires, email typé, message sur 5 lignes', async ({ page }) => {
    const form = await contactForm(page)
    const inputs = fields(form)
    for (const input of Object.values(inputs)) await expect(input).toHaveAttribute('required', '')
    await expect(inputs.email).toHaveAttribute('type', 'email')
    await expect(inputs.message).toHaveAttribute('rows', '5')
    await expect(form).toContainText('* Champs obligatoires')
    // Keyboard focus is visible.
    await inputs.name.focus()
    await page.keyboard.press('Tab')
    await expect(inputs.email).toBeFocused()
    await expect(inputs.email).not.toHaveCSS('outline-style', 'none')
  })

  test('l’envoi enregistre le message dans le CMS, affiche le toast et vide les champs', async ({
    page,
    request,
  }, testInfo) => {
    const form = await contactForm(page)
    const values = sample(testInfo.project.name)
    await fill(form, values)
    await form.getByRole('button', { name: 'Envoyer le message' }).click()
    const toast = form.getByRole('status')
    await expect(toast).toHaveText(SUCCESS)
    for (const input of Object.values(fields(form))) await expect(input).toHaveValue('')
    await expect(form.getByRole('alert')).toHaveCount(0)

    const stored = await adminRead<ContactMessage>(request, 'contact-messages')
    const mine = stored.find((doc) => doc.subject === values.subject)
    expect(mine).toMatchObject({
      name: values.name,
      email: values.email,
      subject: values.subject,
      message: values.message,
    })
    await expectAccessible(page, '#contact')
  })

  test('pendant l’envoi le bouton indique « Envoi en cours... »', async ({ page }, testInfo) => {
    const form = await contactForm(page)
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/api/contact-messages', async (route) => {
      await held
      await route.fulfill({ status: 201, contentType: 'application/json', body: JSON.stringify({ message: SUCCESS }) })
    })
    await fill(form, sample(testInfo.project.name))
    await form.getByRole('button', { name: 'Envoyer le message' }).click()
    await expect(form.getByRole('button', { name: 'Envoi en cours...' })).toBeVisible()
    await expect(form.locator('form')).toHaveAttribute('aria-busy', 'true')
    release()
    await expect(form.getByRole('status')).toHaveText(SUCCESS)
    await expect(form.getByRole('button', { name: 'Envoyer le message' })).toBeVisible()
  })

  test('en cas d’erreur du serveur : son message en français, et la saisie est conservée', async ({
    page,
  }, testInfo) => {
    const form = await contactForm(page)
    const serverMessage = 'Le service de messagerie est momentanément indisponible.'
    await page.route('**/api/contact-messages', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: serverMessage }) }),
    )
    const values = sample(testInfo.project.name)
    await fill(form, values)
    await form.getByRole('button', { name: 'Envoyer le message' }).click()
    await expect(form.getByRole('alert')).toHaveText(serverMessage)
    await expect(form.getByRole('status')).not.toContainText(SUCCESS)
    const inputs = fields(form)
    await expect(inputs.name).toHaveValue(values.name)
    await expect(inputs.email).toHaveValue(values.email)
    await expect(inputs.subject).toHaveValue(values.subject)
    await expect(inputs.message).toHaveValue(values.message)
    await expectAccessible(page, '#contact')
  })

  test('réseau coupé : le serveur est dit injoignable, en français, et la saisie est conservée', async ({
    page,
  }, testInfo) => {
    const form = await contactForm(page)
    await page.route('**/api/contact-messages', (route) => route.abort('internetdisconnected'))
    const values = sample(testInfo.project.name)
    await fill(form, values)
    await form.getByRole('button', { name: 'Envoyer le message' }).click()
    await expect(form.getByRole('alert')).toHaveText(ERRORS.serverUnreachable)
    await expect(fields(form).message).toHaveValue(values.message)
  })

  test('chaque champ erroné est signalé, décrit par son message, et le premier prend le focus', async ({
    page,
  }, testInfo) => {
    const form = await contactForm(page)
    const inputs = fields(form)
    await fill(form, { ...sample(testInfo.project.name), name: '', email: 'awa@exemple', message: '  ' })
    await form.getByRole('button', { name: 'Envoyer le message' }).click()
    await expect(inputs.name).toBeFocused()
    const missing = 'Veuillez remplir les champs obligatoires : Nom complet, Message.'
    for (const [input, message] of [
      [inputs.name, missing],
      [inputs.email, MESSAGES.invalidEmail],
      [inputs.message, missing],
    ] as const) {
      await expect(input).toHaveAttribute('aria-invalid', 'true')
      await expect(input).toHaveAccessibleDescription(message)
    }
    await expect(inputs.subject).not.toHaveAttribute('aria-invalid')
    await expect(inputs.subject).toHaveAccessibleDescription('')
    await expectAccessible(page, '#contact')
    // Corrected, a field loses its mark.
    await inputs.name.fill('Awa Ndiaye')
    await expect(inputs.name).not.toHaveAttribute('aria-invalid')
  })

  test('l’erreur est dite une fois, en nommant les champs vides', async ({ page }, testInfo) => {
    const form = await contactForm(page)
    const inputs = fields(form)
    await fill(form, { ...sample(testInfo.project.name), name: '', subject: ' ' })
    await form.getByRole('button', { name: 'Envoyer le message' }).click()
    const sentence = 'Veuillez remplir les champs obligatoires : Nom complet, Sujet.'
    await expect(form.getByRole('alert')).toHaveText(sentence)
    // Once on the screen, not under each field.
    // biome-ignore lint/performance/useDomNodeTextContent: the text a person sees, hidden elements left out.
    expect((await form.innerText()).split('Veuillez remplir').length - 1).toBe(1)
    for (const input of [inputs.name, inputs.subject]) {
      await expect(input).toHaveAttribute('aria-invalid', 'true')
      await expect(input).toHaveAccessibleDescription(sentence)
    }
    for (const input of [inputs.email, inputs.message]) {
      await expect(input).not.toHaveAttribute('aria-invalid')
      await expect(input).toHaveAccessibleDescription('')
    }
    await expect(inputs.name).toBeFocused()
    await expectAccessible(page, '#contact')
  })

  test('les champs obligatoires bloquent l’envoi', async ({ page }, testInfo) => {
    const form = await contactForm(page)
    const posted: string[] = []
    page.on('request', (req) => {
      if (req.url().includes('/api/contact-messages')) posted.push(req.method())
    })
    const send = form.getByRole('button', { name: 'Envoyer le message' })
    await send.click()
    const inputs = fields(form)
    expect(await inputs.name.evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true)
    await expect(inputs.name).toBeFocused()
    // Every field blank: the form's own sentence (docs/product/citizen-space.md#contact-form).
    await expect(form.getByRole('alert')).toHaveText(MESSAGES.contactRequired)

    // Only spaces pass the browser's `required`; the shared validator still refuses them.
    await fill(form, { ...sample(testInfo.project.name), name: '   ' })
    await send.click()
    await expect(form.getByRole('alert')).toHaveText('Veuillez remplir le champ obligatoire : Nom complet.')

    // An address the browser accepts but the commune's check does not.
    await fill(form, { ...sample(testInfo.project.name), email: 'awa@exemple' })
    await send.click()
    await expect(form.getByRole('alert')).toHaveText(MESSAGES.invalidEmail)
    expect(posted).toEqual([])
    await expect(form.getByRole('status')).not.toContainText(SUCCESS)
  })
})
