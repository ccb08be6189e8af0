import type { Page, TestInfo } from '@playwright/test'
import { expect } from './accounts'
import { hydrated } from './page'
import { takingShots } from './shots'

// The layout checks of issue 12 (layout.spec.ts, design-system.spec.ts), measured in the browser:
// a page fails when it scrolls sideways, when a visible box sticks out of the window, when a control
// is cut off by a box that clips or scrolls sideways (issue 27), when a text is
// squeezed into a column narrower than eight characters over more than three lines, when a control is
// smaller than 24 × 24 px, when two controls overlap, or when the header takes two lines.

export const WIDTHS = [320, 375, 768, 1280]
export const SCREENSHOT_WIDTHS = [375, 1280]

/** What is wrong with the layout of the page at its current width, one line per problem. */
export function layoutProblems(): string[] {
  const problems: string[] = []
  const viewport = window.innerWidth
  const scroller = document.scrollingElement ?? document.documentElement
  if (scroller.scrollWidth > viewport) problems.push(`the page scrolls sideways: ${scroller.scrollWidth} px wide in ${viewport} px`)

  const describe = (element: Element) => {
    const id = element.id ? `#${element.id}` : ''
    const classes = [...element.classList]
      .slice(0, 2)
      .map((name) => `.${name}`)
      .join('')
    const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40)
    return `<${element.tagName.toLowerCase()}${id}${classes}>${text ? ` "${text}"` : ''}`
  }

  /** Hidden, or only there for screen readers (a 1 px clipped box). */
  const hidden = (element: Element) => {
    const rect = element.getBoundingClientRect()
    if (rect.width <= 1 || rect.height <= 1) return true
    const style = getComputedStyle(element)
    return style.visibility === 'hidden' || style.opacity === '0' || (style.clip !== 'auto' && style.position === 'absolute')
  }

  /** Inside an ancestor that clips or scrolls sideways (a tab row that scrolls, an image crop). */
  const clipped = (element: Element) => {
    for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
      if (getComputedStyle(parent).overflowX !== 'visible') return true
    }
    return false
  }

  const all = [...document.body.querySelectorAll('*')].filter((element) => !hidden(element))

  // Boxes sticking out of the window (the outermost one of a nest).
  const outside = new Set<Element>()
  for (const element of all) {
    const rect = element.getBoundingClientRect()
    if ((rect.left < -0.5 || rect.right > viewport + 0.5) && !clipped(element)) {
      outside.add(element)
      if (!element.parentElement || !outside.has(element.parentElement)) {
        problems.push(`overflows the window (${Math.round(rect.left)}–${Math.round(rect.right)} px): ${describe(element)}`)
      }
    }
  }

  // Controls cut off by a box that clips or scrolls sideways (a tab row that scrolls: WCAG 1.4.10);
  // not the honeypot field, which nobody is meant to see (aria-hidden).
  const seenControls = all.filter(
    (candidate) => candidate.matches('a[href], button, input, select, textarea') && !candidate.closest('[aria-hidden="true"]'),
  )
  for (const element of seenControls) {
    const rect = element.getBoundingClientRect()
    for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
      if (getComputedStyle(parent).overflowX === 'visible') continue
      const frame = parent.getBoundingClientRect()
      if (rect.left < frame.left - 0.5 || rect.right > frame.right + 0.5) {
        problems.push(`cut off by a box that clips or scrolls sideways: ${describe(element)} in ${describe(parent)}`)
        break
      }
    }
  }

  // Text squeezed into a narrow column: narrower than 8 average characters, over more than 3 lines.
  for (const element of all) {
    const texts = [...element.childNodes].filter((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim())
    if (!texts.length) continue
    let block: Element = element
    while (getComputedStyle(block).display === 'inline' && block.parentElement) block = block.parentElement
    const fontSize = parseFloat(getComputedStyle(element).fontSize)
    const width = block.getBoundingClientRect().width
    const range = document.createRange()
    const lines = new Set<number>()
    for (const text of texts) {
      range.selectNodeContents(text)
      for (const rect of range.getClientRects()) if (rect.width > 0) lines.add(Math.round(rect.top))
    }
    if (width < 8 * 0.5 * fontSize && lines.size > 3)
      problems.push(`text in a ${Math.round(width)} px column over ${lines.size} lines: ${describe(element)}`)
  }

  // Targets: a control wrapped in a label counts as the label; a checkbox or radio with its label.
  type Target = { element: Element; rect: DOMRect; parts: Element[] }
  const targets: Target[] = []
  const controls = document.body.querySelectorAll('a[href], button, input:not([type="hidden"]), select, textarea, summary, label')
  for (const element of controls) {
    if (hidden(element) && !(element instanceof HTMLInputElement)) continue
    if (element.tagName === 'LABEL' && !element.querySelector('input, select, textarea')) continue
    if (element.closest('label') && element.tagName !== 'LABEL') continue
    let rect = element.getBoundingClientRect()
    const parts: Element[] = [element]
    if (element instanceof HTMLInputElement && ['checkbox', 'radio', 'file'].includes(element.type)) {
      for (const label of element.labels ?? []) {
        parts.push(label)
        const box = label.getBoundingClientRect()
        const left = Math.min(rect.left, box.left)
        const top = Math.min(rect.top, box.top)
        rect = new DOMRect(left, top, Math.max(rect.right, box.right) - left, Math.max(rect.bottom, box.bottom) - top)
      }
    } else if (hidden(element)) continue
    if (rect.width <= 1 || rect.height <= 1) continue
    targets.push({ element, rect, parts })
  }

  /** A link in running text: inline, in a block that has more text than the link itself. */
  const inText = (element: Element) => {
    if (element.tagName !== 'A' || getComputedStyle(element).display !== 'inline') return false
    let block: Element | null = element.parentElement
    while (block && getComputedStyle(block).display === 'inline') block = block.parentElement
    const own = (element.textContent ?? '').trim().length
    return (block?.textContent ?? '').trim().length > own + 3
  }

  /** The spacing exception: a 24 px circle on the target's centre touches no other target. */
  const spaced = (target: Target) => {
    const cx = target.rect.left + target.rect.width / 2
    const cy = target.rect.top + target.rect.height / 2
    return targets.every(({ element, rect, parts }) => {
      if (element === target.element || parts.some((part) => part.contains(target.element))) return true
      const dx = Math.max(rect.left - cx, 0, cx - rect.right)
      const dy = Math.max(rect.top - cy, 0, cy - rect.bottom)
      return Math.hypot(dx, dy) >= 12
    })
  }

  for (const target of targets) {
    const { width, height } = target.rect
    if ((width < 23.5 || height < 23.5) && !inText(target.element) && !spaced(target)) {
      problems.push(`target ${Math.round(width)} × ${Math.round(height)} px: ${describe(target.element)}`)
    }
  }

  // Controls on top of each other (nested ones, such as a button in a summary, do not count).
  for (let i = 0; i < targets.length; i++) {
    for (let j = i + 1; j < targets.length; j++) {
      const a = targets[i]!
      const b = targets[j]!
      if (a.parts.some((part) => part.contains(b.element)) || b.parts.some((part) => part.contains(a.element))) continue
      const x = Math.min(a.rect.right, b.rect.right) - Math.max(a.rect.left, b.rect.left)
      const y = Math.min(a.rect.bottom, b.rect.bottom) - Math.max(a.rect.top, b.rect.top)
      if (x > 1 && y > 1) problems.push(`overlap ${Math.round(x)} × ${Math.round(y)} px: ${describe(a.element)} and ${describe(b.element)}`)
    }
  }
  return problems.length > 40 ? [...problems.slice(0, 40), `… and ${problems.length - 40} more`] : problems
}

/**
 * The header is one row at every width: the logo, the navigation (on wide screens), a member's
 * onboarding prompt and the account links side by side, none pushed onto a second line.
 */
export function headerProblems(): string[] {
  const bar = document.querySelector('.ts-header__bar')
  if (!bar) return ['no header bar']
  const items = [...bar.querySelectorAll<HTMLElement>('a, button')].filter((element) => {
    const rect = element.getBoundingClientRect()
    return rect.width > 1 && rect.height > 1 && getComputedStyle(element).visibility !== 'hidden'
  })
  const centres = items.map((element) => {
    const rect = element.getBoundingClientRect()
    return { element, centre: rect.top + rect.height / 2 }
  })
  const first = centres[0]
  if (!first) return []
  return centres
    .filter(({ centre }) => Math.abs(centre - first.centre) > 8)
    .map(
      ({ element }) =>
        `header on two lines: "${(element.textContent ?? '').trim()}" is not in the row of "${(first.element.textContent ?? '').trim()}"`,
    )
}

export function fileName(path: string) {
  return path === '/' ? 'home' : path.slice(1).replace(/\//g, '_')
}

/** Console errors and uncaught exceptions of the page; the spec expects none. */
export function consoleErrors(page: Page) {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  return errors
}

export async function checkTemplate(page: Page, path: string, testInfo: TestInfo) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 })
    // Layout settles a frame after the resize.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
    expect.soft(await page.evaluate(layoutProblems), `${path} at ${width} px`).toEqual([])
    expect.soft(await page.evaluate(headerProblems), `${path} header at ${width} px`).toEqual([])
    if (takingShots && SCREENSHOT_WIDTHS.includes(width)) {
      await page.screenshot({ path: testInfo.outputPath(`${fileName(path)}-${width}.png`), fullPage: true })
    }
  }
}

export async function open(page: Page, path: string) {
  const response = await page.goto(path)
  expect(response?.status(), path).toBe(200)
  // Not 'networkidle': on a busy machine it sometimes never came though every request had ended.
  // The measurements need the hydrated page and its fonts.
  await hydrated(page)
  // Web fonts change every width; measure with the final ones.
  await page.evaluate(() => document.fonts.ready)
}
