import { defineConfig, devices, type ReporterDescription } from '@playwright/test'

/**
 * Browser tests: Debian's Chromium (never a downloaded browser) against the built site, served
 * by `astro preview`, and a real CMS on a fresh seeded database (see e2e/global-setup.ts).
 */
/**
 * Playwright 1.65's own `--disable-features` (chromiumSwitches.ts), with two more: Chromium 156
 * preloads its address bar's suggestion popups as web pages in a renderer of their own for every
 * window and tab, which no test shows and which cost about as much CPU as the pages under test.
 * Chromium keeps only the last `--disable-features`, so Playwright's is replaced by this whole list;
 * on a Playwright upgrade, copy its new list here.
 */
const PLAYWRIGHT_DISABLED_FEATURES =
  'AvoidUnnecessaryBeforeUnloadCheckSync,DestroyProfileOnBrowserClose,HttpsUpgrades,HttpsFirstBalancedModeAutoEnable,LensOverlay,MediaRouter,PaintHolding,ThirdPartyStoragePartitioning,AvoidCorsURLLoaderRestartOnRedirect,TcpPortRandomizationWin,OptimizationHints,NetworkTimeServiceQuerying,AimEnabled,PreconnectToSearch,msForceBrowserSignIn,msEdgeUpdateLaunchServicesPreferredVersion'
const UNSEEN_BROWSER_PAGES = 'WebUIOmniboxPopup,WebUIOmniboxAimPopup,PreloadTopChromeWebUI'

export const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  ignoreDefaultArgs: [`--disable-features=${PLAYWRIGHT_DISABLED_FEATURES}`],
  args: [
    `--disable-features=${PLAYWRIGHT_DISABLED_FEATURES},${UNSEEN_BROWSER_PAGES}`,
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
}

/** On CI, 'dot': it prints each failure in full at the end, where a log's tail keeps it ('line' prints it mid-run). */
export const reporter: ReporterDescription[] = process.env.CI ? [['dot']] : [['list']]

/**
 * Specs whose subject does not depend on the screen's width run once, at the width their users have:
 * citizens' pages at a phone's, staff screens at an office computer's. Layout, menus, touch, images
 * and weight run at both; in those specs, the tests whose subject does not depend on the width run
 * on the phone only (`ONE_WIDTH_IS_ENOUGH` in e2e/support.ts), and a few pick their width with `isMobile`.
 */
const CITIZEN_SPECS_RUN_ON_PHONE = [
  'citizen-space',
  'contact',
  'documents',
  'home',
  'image-fallback',
  'investments',
  'legal-pages',
  'loopback-address',
  'news',
  'not-found',
  'offline',
  'presentation',
  'procedures',
  'requests',
  'security-headers',
  'services',
  'sms',
  'spoken',
]
const STAFF_SPECS_RUN_ON_DESKTOP = [
  'admin-auth',
  'admin-first-paint',
  'admin-news',
  'admin-requests',
  'admin-screens',
  'admin-site-state',
  'admin-workflow',
  'cms-panel-recorder',
]
const specFiles = (names: string[]) => new RegExp(`/(${names.join('|')})\\.spec\\.ts$`)

export default defineConfig({
  testDir: './e2e',
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: true,
  workers: 2,
  // One more try in CI, where one browser on two busy cores sometimes misses a 7-second wait: a test
  // that passes only then is « flaky », counted in the report's table and named under it
  // (scripts/test-report.mjs), never silent.
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter,
  use: {
    baseURL: process.env.SITE_URL,
    locale: 'fr-FR',
    timezoneId: 'Africa/Dakar',
    launchOptions: chromium,
    // The DOM at each step, the network and the sources, kept for a failed test; without the
    // screencast, whose frames cost the machine's CPU for every test, failed or not.
    trace: { mode: 'retain-on-failure', screenshots: false },
    // The site's offline worker fetches the pages' files itself, out of reach of page.route, with
    // which tests hold scripts back or break files: it is off but where it is the subject
    // (offline.spec.ts, and its install under the CSP in security-headers.spec.ts).
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'mobile',
      testIgnore: specFiles(STAFF_SPECS_RUN_ON_DESKTOP),
      use: { ...devices['Pixel 7'], defaultBrowserType: 'chromium', launchOptions: chromium },
    },
    {
      name: 'desktop',
      testIgnore: specFiles(CITIZEN_SPECS_RUN_ON_PHONE),
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions: chromium },
    },
  ],
})
