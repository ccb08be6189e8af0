import sharp from 'sharp'

/** Real images made on the spot (no binary fixtures in the repository). */
export async function pngFixture(width = 64, height = 64) {
  return sharp({ create: { width, height, channels: 4, background: { r: 13, g: 92, b: 99, alpha: 1 } } })
    .png()
    .toBuffer()
}

export async function jpegFixture(width = 320, height = 240) {
  return sharp({ create: { width, height, channels: 3, background: { r: 255, g: 210, b: 63 } } })
    .jpeg()
    .toBuffer()
}

/**
 * Console errors and page errors of a page (hydration mismatches, CSP, crashes). A refused form
 * answers 400 by design, which Chromium logs as a failed resource load: those alone are expected.
 */
export function watchConsole(page: import('@playwright/test').Page) {
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() !== 'error') return
    if (/^Failed to load resource: the server responded with a status of 400\b/.test(message.text())) return
    problems.push(message.text())
  })
  page.on('pageerror', (error) => problems.push(error.message))
  return problems
}
