import { chromium, devices } from '@playwright/test'
import { gzipSync } from 'node:zlib'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] })
const context = await browser.newContext({ ...devices['Pixel 7'], serviceWorkers: 'block' })
await context.route('**', (r) => r.continue())
for (const base of ['http://127.0.0.1:4597', 'http://127.0.0.1:4599']) for (const path of ['/recherche', '/404', '/apercu', '/investissements', '/sms', '/sms/arret']) {
  const page = await context.newPage()
  const scripts = new Map()
  page.on('response', async (res) => { if (res.request().resourceType() === 'script') { const b = await res.body().catch(() => null); if (b) scripts.set(res.url(), b) } })
  await page.goto(base + path)
  await page.waitForTimeout(1500)
  let total = 0, starter = 0
  for (const [u, b] of scripts) { const g = gzipSync(b).length; total += g; if (u.includes('NewsletterForm.astro_astro_type_script')) starter += g }
  console.log(base.slice(-4), path, 'own', total - starter, 'total', total)
  await page.close()
}
await browser.close()
