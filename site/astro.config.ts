import { createHash } from 'node:crypto'

import react from '@astrojs/react'
import sitemap from '@astrojs/sitemap'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig, envField } from 'astro/config'
import { REQUEST_PRINT_CSS } from 'shared-types'

import { isListed, withoutFinalSlash } from './src/config/discovery'
import { netlifyApiProxy, viteApiProxy } from './src/integrations/cmsApiProxy'
import { namedReactImports } from './src/integrations/namedReactImports'
import { offlineWorker } from './src/integrations/offlineWorker'
import { pageReuse } from './src/integrations/pageReuse'
import { paintedDirective } from './src/integrations/paintedDirective'
import { searchIndex } from './src/integrations/searchIndex'
import { sitemapAlias } from './src/integrations/sitemapAlias'
import { reuseState, siteOutDir } from './src/lib/build/pageReuse'

/**
 * The CMS: read directly at build time (its uploads go through Astro's image pipeline, so it must
 * be an allowed remote), and the target of the site's `/api/` proxy, through which browsers reach
 * it (src/integrations/cmsApiProxy.ts). No page calls another origin.
 */
const cmsUrl = new URL(process.env.CMS_URL ?? 'http://localhost:3000')

export default defineConfig({
  site: process.env.SITE_URL ?? 'http://localhost:4321',
  output: 'static',
  outDir: siteOutDir(),
  trailingSlash: 'ignore',
  build: { concurrency: 4 },
  integrations: [
    react(),
    // `client:painted`, which the staff screens hydrate with.
    paintedDirective(),
    // Every page citizens may land on from a search engine (sitemap.xml, named in robots.txt),
    // with addresses in the form the site links them (src/config/discovery.ts).
    sitemap({
      // News pages the local builder linked from its previous build instead of rendering (src/lib/build/pageReuse.ts).
      customPages: reuseState().sitemapPages,
      filter: (page) => isListed(new URL(page).pathname),
      serialize: (item) => {
        const url = new URL(item.url)
        url.pathname = withoutFinalSlash(url.pathname)
        return { ...item, url: url.href }
      },
    }),
    sitemapAlias(),
    netlifyApiProxy(cmsUrl.origin),
    // The search index: it reads the finished pages (src/middleware.ts orders their heads as they
    // render), and finishes the index begun with the reused news pages before they join the build.
    searchIndex(),
    // The reused news pages join the build, with their pictures; this build's manifest for the next.
    pageReuse(),
    // The service worker last: its build id is a hash of the finished pages.
    offlineWorker(),
  ],
  env: {
    schema: {
      CMS_URL: envField.string({ context: 'server', access: 'public', default: cmsUrl.origin }),
    },
  },
  image: {
    remotePatterns: [
      {
        protocol: cmsUrl.protocol.replace(':', ''),
        hostname: cmsUrl.hostname,
        ...(cmsUrl.port ? { port: cmsUrl.port } : {}),
      },
    ],
  },
  security: {
    /**
     * Every built page gets a `<meta http-equiv="content-security-policy">`: scripts only from this
     * site plus the hashes Astro computes for its own inline island bootstrap (no 'unsafe-inline'),
     * styles likewise (the inline island rule is hashed; React and the scripts set styles through
     * the CSSOM, which CSP does not govern, and no markup carries a `style` attribute). What a
     * `<meta>` cannot carry (frame-ancestors) is sent as a header by netlify.toml. Astro leaves the
     * meta out in `astro dev`, where Vite's inline scripts would not pass it.
     */
    csp: {
      algorithm: 'SHA-256',
      directives: [
        "default-src 'self'",
        // The CMS is reached through the site's own /api/ (API calls, uploads): nothing else.
        "connect-src 'self'",
        "img-src 'self' data: blob:",
        "media-src 'self' blob:",
        // The service worker that keeps pages for offline reading (/sw.js, src/offline/).
        "worker-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
      ],
      // The print sheet of an online request, which « Demandes » opens from the CMS's answer (a blob
      // document keeps this page's policy): its one <style>, allowed by its hash (cms/src/requests/print.ts).
      styleDirective: { hashes: [`sha256-${createHash('sha256').update(REQUEST_PRINT_CSS).digest('base64')}`] },
    },
  },
  // Loopback only unless LISTEN_HOST opens it (`LISTEN_HOST=0.0.0.0`: the office network), as the CMS.
  server: { port: Number(process.env.SITE_PORT ?? 4321), host: process.env.LISTEN_HOST || '127.0.0.1' },
  vite: {
    plugins: [tailwindcss(), namedReactImports(['react-hook-form'])],
    // `/api/` goes to the CMS under `astro dev` and `astro preview` (Netlify: the _redirects rule).
    server: { proxy: viteApiProxy(cmsUrl.origin, process.env.PROXY_SECRET) },
    preview: { proxy: viteApiProxy(cmsUrl.origin, process.env.PROXY_SECRET) },
    build: {
      // Scripts stay in their own files: the site's Content-Security-Policy allows no inline script.
      assetsInlineLimit: 0,
    },
  },
})
