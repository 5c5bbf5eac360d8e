import { readFile, writeFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'

import type { AstroIntegration } from 'astro'

/**
 * Browsers reach the CMS only through the site's own origin: every request under `/api/` is
 * forwarded to the CMS (`CMS_URL`). The contact form, the newsletter, the admin screens, the pages
 * published after the build and every upload a page links to (images, gallery videos, PDF files)
 * then work from whatever address the visitor used, with no CORS and a Content-Security-Policy of
 * 'self' only.
 *
 * - `astro dev` and `astro preview` (the local run of `npm start`, the browser tests): Vite's proxy,
 *   `viteApiProxy`, set as `vite.server.proxy` and `vite.preview.proxy` in astro.config.ts.
 * - Netlify: a proxy rule (status 200) in the published folder's `_redirects`, written after each
 *   build by `netlifyApiProxy`, since netlify.toml cannot read the CMS address from the environment.
 */
export const API_PATH = '/api/'

/**
 * Vite's proxy for `/api/` (`vite.server.proxy`, `vite.preview.proxy`). `xfwd` appends the
 * visitor's address to X-Forwarded-For, and `X-Proxy-Secret` (PROXY_SECRET, which `npm start`
 * shares with the CMS) tells the CMS that this proxy wrote it: the CMS then counts its rate limits
 * by the rightmost entry, the visitor, never the proxy. Without the secret it counts every request
 * by the proxy's own address. `changeOrigin` sends the CMS its own host name, as Netlify's proxy does.
 */
export function viteApiProxy(cmsOrigin: string, proxySecret?: string) {
  return {
    [API_PATH]: {
      target: cmsOrigin,
      changeOrigin: true,
      xfwd: true,
      ...(proxySecret ? { headers: { 'X-Proxy-Secret': proxySecret } } : {}),
    },
  }
}

/** The environment variable whose value Netlify signs its proxied requests with (`X-Nf-Sign`), the CMS's PROXY_SECRET. */
export const PROXY_SECRET_VARIABLE = 'PROXY_SECRET'

/**
 * Netlify's rule: `/api/*` answered by the CMS at the same path, the visitor's URL unchanged (200).
 * Signed (`Sign=PROXY_SECRET`) when the build has that variable: Netlify then adds a JWS made with
 * its value to each request, by which the CMS trusts the visitor's address Netlify names. Only the
 * variable's name is written: the secret never leaves Netlify's settings.
 */
export function netlifyApiRule(cmsOrigin: string, signed = false): string {
  return `${API_PATH}*  ${new URL(API_PATH, cmsOrigin).href}:splat  200${signed ? `  Sign=${PROXY_SECRET_VARIABLE}` : ''}`
}

/**
 * Writes the proxy rule at the top of `_redirects` in the build's output folder (Netlify applies
 * the first rule that matches), keeping any rule a `public/_redirects` brought. Unknown paths
 * still get `404.html` from Netlify itself: this is the only rule, and it covers `/api/*` only.
 */
export function netlifyApiProxy(
  cmsOrigin: string,
  signed = Boolean(process.env[PROXY_SECRET_VARIABLE]),
): AstroIntegration {
  return {
    name: 'netlify-api-proxy',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const file = fileURLToPath(new URL('_redirects', dir))
        const existing = await readFile(file, 'utf8').catch(() => '')
        const rule = netlifyApiRule(cmsOrigin, signed)
        await writeFile(
          file,
          `# Written by the site build (src/integrations/cmsApiProxy.ts): the CMS API through the site's origin.\n${rule}\n${existing}`,
        )
        logger.info(`_redirects : ${rule}`)
        if (!signed)
          logger.warn(
            `${PROXY_SECRET_VARIABLE} absent : le CMS comptera ses limites par l'adresse de Netlify, pas par celle des visiteurs`,
          )
      },
    },
  }
}
