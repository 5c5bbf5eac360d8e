import { expect, test, type APIRequestContext } from '@playwright/test'

import { signIn, staffAccount } from './admin-support'
import { adminToken, cmsUrl, expectAccessible } from './support'

/**
 * Staff see whether what they published has reached the public site (docs/product/workflow.md), on /welcome and on
 * the Payload panel's dashboard. The CMS under test calls a build hook that accepts every request
 * (global-setup.ts): after a publication the state is « Publication en attente » for the quiet time,
 * then « Site publié … ».
 */
const PUBLISHED = /^Site publié (à l’instant|il y a \d+\s(s|min))$/

/** A publication: a procedure saved again as it is (the site is rebuilt after any save). */
async function publish(request: APIRequestContext): Promise<void> {
  const headers = { Authorization: `Bearer ${await adminToken(request)}` }
  const list = await request.get(cmsUrl('/api/procedures?limit=1&depth=0'))
  const procedure = ((await list.json()) as { docs: { id: number | string; processingTime: number }[] }).docs[0]!
  const saved = await request.put(cmsUrl(`/api/procedures/${procedure.id}`), {
    headers,
    data: { processingTime: procedure.processingTime },
  })
  expect(saved.ok()).toBe(true)
}

test.describe('état du site public', () => {
  test('après une publication, /welcome dit que le site est publié', async ({ page, request }) => {
    test.setTimeout(60_000)
    await signIn(page, request)
    await publish(request)

    await page.goto('/welcome')
    const region = page.getByRole('region', { name: 'État du site public' })
    const line = region.getByTestId('site-state')
    await expect(line).toHaveText(/^(Publication en attente|Site publié (à l’instant|il y a \d+\s(s|min)))$/, {
      timeout: 15_000,
    })
    // Once the hook has accepted the build (a second or two), a visit says so.
    await expect
      .poll(
        async () => {
          await page.reload()
          await expect(line).not.toHaveText('Vérification de l’état du site…')
          return line.textContent()
        },
        { timeout: 30_000, intervals: [1_000] },
      )
      .toMatch(PUBLISHED)
    await expect(region).toHaveAttribute('data-status', 'published')
    await expectAccessible(page)
  })

  test('le tableau de bord du panneau Payload le dit aussi', async ({ page, request }) => {
    test.setTimeout(120_000)
    await publish(request)
    const headers = { Authorization: `Bearer ${await adminToken(request)}` }
    await expect
      .poll(
        async () =>
          ((await (await request.get(cmsUrl('/api/site-state'), { headers })).json()) as { pending: unknown }).pending,
        { timeout: 30_000 },
      )
      .toBeNull()

    // An account of its own: Payload records a sign-in by rewriting the account's list of sessions,
    // so a sign-in to the same account by a test running beside this one could drop this session.
    const account = await staffAccount(request, 'Agent du tableau de bord', 'tableau-de-bord')
    await page.goto(cmsUrl('/admin'))
    await page.getByRole('textbox', { name: /^E-mail/ }).fill(account.email)
    await page.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill(account.password)
    await page.getByRole('button', { name: 'Se connecter' }).click()
    const region = page.getByRole('region', { name: 'État du site public' })
    await expect(region).toBeVisible({ timeout: 30_000 })
    await expect(region.getByText(PUBLISHED)).toBeVisible()
    await account.remove()
  })
})
