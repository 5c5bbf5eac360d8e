import { chromium, devices } from '@playwright/test'
import AxeBuilder from '@axe-core/playwright'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] })
const context = await browser.newContext({ ...devices['Pixel 7'], viewport: { width: 390, height: 844 } })
const page = await context.newPage()
await page.goto('http://127.0.0.1:4597/')
await page.screenshot({ path: '/tmp/smsshots/b1.png' })
const r = await new AxeBuilder({ page }).withTags(['wcag2a','wcag2aa','wcag21a','wcag21aa']).include('[data-alert-banner]').analyze()
console.log('axe banner', r.violations.map(v => v.id))
await page.evaluate(() => { document.documentElement.style.fontSize = '200%' })
console.log('sideways', await page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth))
await page.screenshot({ path: '/tmp/smsshots/b2.png' })
for (const url of ['/sms', '/sms/arret']) {
  await page.goto('http://127.0.0.1:4597' + url)
  const a = await new AxeBuilder({ page }).withTags(['wcag2a','wcag2aa','wcag21a','wcag21aa']).analyze()
  console.log('axe', url, a.violations.map(v => v.id + ' ' + v.nodes.map(n => n.target).join(',')))
}
const d = await browser.newContext({ viewport: { width: 1280, height: 800 } })
const p2 = await d.newPage()
await p2.goto('http://127.0.0.1:4597/')
await p2.screenshot({ path: '/tmp/smsshots/b3.png', clip: { x: 0, y: 0, width: 1280, height: 250 } })
await browser.close()
