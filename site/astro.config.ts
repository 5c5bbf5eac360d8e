import react from '@astrojs/react'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig, envField } from 'astro/config'

import { islandStylesInHead } from './src/integrations/islandStylesInHead'

/** The CMS read at build time; its uploads go through Astro's image pipeline, so it must be an allowed remote. */
const cmsUrl = new URL(process.env.CMS_URL ?? 'http://localhost:3000')

const publicText = (fallback: string) => envField.string({ context: 'client', access: 'public', default: fallback })

export default defineConfig({
  site: process.env.SITE_URL ?? 'http://localhost:4321',
  output: 'static',
  outDir: process.env.SITE_OUT_DIR ?? './dist',
  trailingSlash: 'ignore',
  integrations: [react(), islandStylesInHead()],
  env: {
    schema: {
      CMS_URL: envField.string({ context: 'server', access: 'public', default: cmsUrl.origin }),
      // What browsers call (contact form, newsletter, pages published after the build): the CMS by default.
      PUBLIC_CMS_URL: publicText(cmsUrl.origin),
      PUBLIC_COMMUNE_NAME: publicText('Commune de Darou Salam'),
      PUBLIC_COMMUNE_SLOGAN: publicText('Ensemble, bâtissons une commune prospère, solidaire et durable'),
      PUBLIC_MAYOR_NAME: publicText('Mamadou Diop'),
      PUBLIC_CONTACT_PHONE: publicText('+221 33 955 12 34'),
      PUBLIC_CONTACT_EMAIL: publicText('contact@darousalam.sn'),
      PUBLIC_INVEST_EMAIL: publicText('investir@darousalam.sn'),
    },
  },
  image: {
    remotePatterns: [
      { protocol: cmsUrl.protocol.replace(':', ''), hostname: cmsUrl.hostname, ...(cmsUrl.port ? { port: cmsUrl.port } : {}) },
    ],
  },
  server: { port: Number(process.env.SITE_PORT ?? 4321), host: '127.0.0.1' },
  vite: {
    plugins: [tailwindcss()],
    // Scripts stay in their own files: the site's Content-Security-Policy allows no inline script.
    build: { assetsInlineLimit: 0 },
  },
})
