import { expect, type APIRequestContext, type Page } from '@playwright/test'
import sharp from 'sharp'
import { ADMIN_DISPLAY_NAME } from 'cms/test-server'
import type { StaffRole } from 'shared-types'

import { adminSession, adminToken, cmsUrl } from './support'

/** The staff screens behind the admin guard (docs/product/staff-screens.md). */
export const ADMIN_ROUTES = [
  '/admin/news',
  '/admin/projects',
  '/admin/services',
  '/admin/procedures',
  '/admin/investissements',
  '/admin/gallery',
] as const

export const MESSAGES_SEEN = {
  expired: 'Votre session a expiré. Veuillez vous reconnecter.',
  signInRequired: "Veuillez vous connecter pour accéder à l'administration.",
  signedOut: 'Vous avez été déconnecté.',
} as const

export const admin = () => ({
  email: process.env.ADMIN_EMAIL!,
  password: process.env.ADMIN_PASSWORD!,
  displayName: ADMIN_DISPLAY_NAME,
})

/**
 * Signs in through the API and stores the session as /login does (token and user in
 * localStorage, docs/product/staff-screens.md#sign-in), so that screen tests do not repeat the
 * login form. Returns the token.
 */
export async function signIn(
  page: Page,
  request: APIRequestContext,
  account?: { email: string; password: string },
): Promise<string> {
  const { token, user } = await adminSession(request, account)
  // Any page of the site's origin holds its storage; a plain file, so that no screen acts on it meanwhile.
  await page.goto('/robots.txt')
  await page.evaluate(
    ([t, u]) => {
      localStorage.setItem('token', t)
      localStorage.setItem('user', u)
    },
    [token, JSON.stringify(user)] as const,
  )
  return token
}

/** Ends a token's server-side session, as another tab's logout (or an administrator) would. */
export async function revoke(request: APIRequestContext, token: string): Promise<void> {
  const response = await request.post(cmsUrl('/api/auth/logout'), { headers: { Authorization: `Bearer ${token}` } })
  expect(response.ok()).toBe(true)
  expect(
    (await request.get(cmsUrl('/api/auth/profile'), { headers: { Authorization: `Bearer ${token}` } })).status(),
  ).toBe(401)
}

/** A real PNG picture (the CMS checks the bytes, not the name). */
export async function pngFile(name: string, color = '#00853f', width = 96, height = 64) {
  const buffer = await sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer()
  return { name, mimeType: 'image/png', buffer }
}

export type SentFile = { name: string; type: string; size: number }

/**
 * Records the file parts of every form the page hands to fetch (the admin screens' and the panel's
 * uploads), from before any of its scripts runs; returns how to read them.
 */
export async function recordSentFiles(page: Page): Promise<() => Promise<SentFile[]>> {
  await page.addInitScript(() => {
    const sent: SentFile[] = []
    Object.assign(window, { sentFiles: sent })
    const send = window.fetch.bind(window)
    window.fetch = (input, init) => {
      if (init?.body instanceof FormData) {
        for (const value of init.body.values())
          if (value instanceof File) sent.push({ name: value.name, type: value.type, size: value.size })
      }
      return send(input, init)
    }
  })
  return () => page.evaluate(() => (window as unknown as { sentFiles: SentFile[] }).sentFiles)
}

/** A title no other test (nor the other project, running at the same time) uses. */
export const uniqueTitle = (label: string, project: string) => `E2E ${label} ${project} ${Date.now().toString(36)}`

/** One document of a collection as anonymous visitors read it, found by its exact title. */
export async function findPublic<T>(request: APIRequestContext, slug: string, title: string): Promise<T | undefined> {
  const response = await request.get(
    cmsUrl(`/api/${slug}?pagination=false&depth=1&where[title][equals]=${encodeURIComponent(title)}`),
  )
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { docs: T[] }).docs[0]
}

/**
 * Another staff account, with a « Nom affiché » and a role (administrateur unless told), created by
 * the seeded administrator (the news it creates are signed with that name); `remove` deletes it again.
 */
export async function staffAccount(
  request: APIRequestContext,
  displayName: string,
  project: string,
  role: StaffRole = 'admin',
) {
  const headers = { Authorization: `Bearer ${await adminToken(request)}` }
  const email = `redaction.${project.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}.${Date.now().toString(36)}@commune.local`
  const password = 'Redaction-Compte-E2E-2026'
  const created = await request.post(cmsUrl('/api/users'), { headers, data: { email, password, displayName, role } })
  expect(created.status()).toBe(201)
  const { doc } = (await created.json()) as { doc: { id: number | string } }
  return {
    email,
    password,
    remove: async () => expect((await request.delete(cmsUrl(`/api/users/${doc.id}`), { headers })).ok()).toBe(true),
  }
}
