import { chromium } from '@playwright/test'

/**
 * What every test's browser does without. Chromium takes the last `--disable-features` switch only,
 * so ours repeats Playwright's own list (1.65) before adding two things a new window or context
 * costs for nothing in a test: the browser's omnibox popups, which it renders ahead of use in a
 * renderer process of their own per window, and the spare renderer process it starts for the next
 * navigation. Together they were two of the three renderer processes of every test's page.
 */
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
]
export const E2E_DISABLED_FEATURES = [
  ...PLAYWRIGHT_DISABLED_FEATURES,
  'WebUIOmniboxPopup',
  'WebUIOmniboxAimPopup',
  'WebUIOmniboxFullPopup',
  'SpareRendererForSitePerProcess',
]

/** Debian's Chromium (Playwright cannot download browsers on these machines), as every test launches it. */
export const CHROMIUM = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    `--disable-features=${E2E_DISABLED_FEATURES.join(',')}`,
  ],
}

/**
 * Playwright's global setup: the browser as the tests launch it says which switches it got. When a
 * Playwright upgrade disables a feature of its own that our list lacks, ours would switch it on
 * again: the run stops here and names it.
 */
export default async function checkDisabledFeatures() {
  const browser = await chromium.launch(CHROMIUM)
  try {
    const session = await browser.newBrowserCDPSession()
    const { commandLine } = (await session.send('SystemInfo.getInfo')) as { commandLine: string }
    const lists = [...commandLine.matchAll(/--disable-features=(\S*)/g)].map((match) => match[1]!.split(','))
    const effective = new Set(lists.at(-1) ?? [])
    const missing = lists.flat().filter((feature) => !effective.has(feature))
    if (missing.length > 0) {
      throw new Error(`Playwright disables ${missing.join(', ')} itself: add it to PLAYWRIGHT_DISABLED_FEATURES (e2e/chromium.ts)`)
    }
  } finally {
    await browser.close()
  }
}
