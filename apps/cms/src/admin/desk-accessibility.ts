/**
 * What Strapi 5.54 gets wrong for keyboard and screen-reader users, mended in the page (issue 46, axe):
 * - A list or a home page widget's table that is wider than its place scrolls in a region that only
 *   a mouse can scroll: the region becomes focusable (arrow keys scroll it), named after its table
 *   or widget.
 * - The blocks editor ('Tekst') points `aria-labelledby` at its field's id, which no element has;
 *   the field's label is `<id>-label`. Without the fix a screen reader announces an unnamed textbox.
 * - The date and time pickers are named 'Choose date' and 'Choose time', with no translation key.
 * Each is only changed when Strapi's own markup is still the faulty one, so a fixed Strapi simply
 * makes this do nothing.
 */
const PICKER_NAMES: Record<string, string> = { 'Choose date': 'Datum', 'Choose time': 'Tijd' }

export function mendDeskAccessibility(root: Document): void {
  const regions = [
    ...[...root.querySelectorAll<HTMLElement>('[role="grid"]')].map((grid) => ({
      region: grid.parentElement,
      name: grid.getAttribute('aria-label'),
    })),
    ...[...root.querySelectorAll<HTMLElement>('[data-strapi-widget-id] [data-radix-scroll-area-viewport]')].map((region) => ({
      region,
      name: region.closest('[data-strapi-widget-id]')?.querySelector('h2')?.textContent ?? null,
    })),
  ]
  for (const { region, name } of regions) {
    if (!region || region.hasAttribute('tabindex') || region.scrollWidth <= region.clientWidth) continue
    region.setAttribute('tabindex', '0')
    region.setAttribute('role', 'region')
    region.setAttribute('aria-label', name || 'Tabel')
  }
  for (const editor of root.querySelectorAll<HTMLElement>('[data-slate-editor][aria-labelledby]')) {
    const id = editor.getAttribute('aria-labelledby')!
    if (!root.getElementById(id) && root.getElementById(`${id}-label`)) editor.setAttribute('aria-labelledby', `${id}-label`)
  }
  for (const [english, dutch] of Object.entries(PICKER_NAMES))
    for (const picker of root.querySelectorAll(`[aria-label="${english}"]`)) picker.setAttribute('aria-label', dutch)
}

/** Mends the page whenever the panel renders something new (once per frame at most). */
export function keepDeskAccessible(root: Document = document): void {
  let scheduled = false
  const observer = new MutationObserver(() => {
    if (scheduled) return
    scheduled = true
    requestAnimationFrame(() => {
      scheduled = false
      mendDeskAccessibility(root)
    })
  })
  observer.observe(root.documentElement, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['aria-label', 'aria-labelledby'],
  })
}
