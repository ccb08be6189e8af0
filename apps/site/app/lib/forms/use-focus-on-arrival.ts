import { useEffect } from 'react'

/**
 * Where the cursor goes (issue 12). Every form: after a reply with errors, to its error summary or
 * its first invalid field, also when the form is part of another page (an enter on a call, a review
 * decision, an invitation), so the member hears what went wrong. A form the navigation was for
 * (`arrival`: a form page, a delete confirmation opened by its link): after a client-side navigation
 * to it, to the form's error summary when it shows one, otherwise to its first empty field (the
 * first field when all are filled in).
 *
 * Not on the first page load: there the browser starts at the top, with the skip link first, as
 * a screen-reader user expects. A field that already has the focus (another form on the page got
 * there first) is left alone.
 */
export function useFocusOnArrival({
  arrival,
  formId,
  errorId,
  result,
  refusal,
}: {
  arrival: boolean
  formId: string
  errorId: string
  /** The action's reply as applied to the form; a new one with errors moves the focus again. */
  result?: { status?: 'success' | 'error' } | null
  /** A submission the schema refused in the browser (a new object each time). */
  refusal?: Refusal | null
}) {
  useEffect(() => {
    // The frame marks the document once the first render has hydrated: before that, this is the first load.
    if (!arrival || document.documentElement.dataset.hydrated !== 'true') return
    return focusSoon(() => arrivalTarget(formId, errorId), { unlessInField: true })
  }, [arrival, formId, errorId])

  useEffect(() => {
    if (result?.status !== 'error') return
    return focusSoon(() => errorTarget(formId, errorId), { unlessInField: false, reveal: true })
  }, [formId, errorId, result])

  useEffect(() => {
    // Conform put the cursor in the first field with an error already, unless it could not: the
    // field's value lives in a hidden input (the body editor's blocks), and the cursor stayed on
    // the button. Then, as after a reply, to the first field marked invalid.
    if (!refusal || document.activeElement !== refusal.focused) return
    return focusSoon(() => errorTarget(formId, errorId), { unlessInField: false, reveal: true })
  }, [formId, errorId, refusal])
}

/** A submission the browser refused: where the cursor was when it was sent. */
export type Refusal = { focused: Element | null }

const FIELDS = 'input:not([type="hidden"]):not([tabindex="-1"]), select, textarea, [contenteditable="true"]'

function fieldsOf(form: HTMLFormElement | null): HTMLElement[] {
  if (!form) return []
  return [...form.querySelectorAll<HTMLElement>(FIELDS)].filter(
    (field) => !field.matches(':disabled') && !field.closest('[aria-hidden="true"], [hidden]') && field.getClientRects().length > 0,
  )
}

function isEmpty(field: HTMLElement) {
  if (field instanceof HTMLInputElement) {
    if (field.type === 'checkbox' || field.type === 'radio') return !field.form?.querySelector(`[name="${CSS.escape(field.name)}"]:checked`)
    return field.value === ''
  }
  if (field instanceof HTMLTextAreaElement) return field.value === ''
  return false
}

function arrivalTarget(formId: string, errorId: string): HTMLElement | null {
  const summary = document.getElementById(errorId)
  if (summary) return summary
  const form = document.getElementById(formId) as HTMLFormElement | null
  const fields = fieldsOf(form)
  const field = fields.find(isEmpty) ?? fields[0] ?? null
  // A form without fields (a confirmation: a question and a button): its heading, so the question
  // is read first and Enter does not confirm by accident.
  if (!field) {
    const heading = form?.closest('section')?.querySelector<HTMLElement>('h1, h2, h3') ?? null
    if (heading && !heading.hasAttribute('tabindex')) heading.tabIndex = -1
    return heading
  }
  // A radio group is entered at its chosen option (arrow keys move from there).
  if (field instanceof HTMLInputElement && field.type === 'radio') {
    return fields.find((other) => other instanceof HTMLInputElement && other.name === field.name && other.checked) ?? field
  }
  return field
}

function errorTarget(formId: string, errorId: string): HTMLElement | null {
  const summary = document.getElementById(errorId)
  if (summary) return summary
  return (
    fieldsOf(document.getElementById(formId) as HTMLFormElement | null).find((field) => field.getAttribute('aria-invalid') === 'true') ??
    null
  )
}

const isField = (element: Element | null) => Boolean(element?.matches(FIELDS))

/**
 * Focuses the target after this commit. Conform shows a reply's errors a render later, and a page
 * reached from the open mobile menu is still inert for a frame or two (the menu closes on
 * navigation), so it tries again for a few frames.
 */
function focusSoon(target: () => HTMLElement | null, { unlessInField, reveal = false }: { unlessInField: boolean; reveal?: boolean }) {
  let frame = 0
  let tries = 0
  let release = () => {}
  const before = document.activeElement
  const attempt = () => {
    // On arrival: another form on the page already put the cursor in one of its fields.
    if (unlessInField && isField(document.activeElement)) return
    // A later try (the field was not focusable yet): the member has gone on to a field meanwhile, leave them there.
    if (tries > 0 && document.activeElement !== before && isField(document.activeElement)) return
    const element = target()
    if (element === document.activeElement) return
    if (element && !element.closest('[inert]')) {
      element.focus()
      if (document.activeElement === element) {
        if (unlessInField) release = skipFirstBlurValidation(element)
        if (reveal) revealDescription(element)
        return
      }
    }
    if (++tries < 10) frame = requestAnimationFrame(attempt)
  }
  attempt()
  return () => {
    cancelAnimationFrame(frame)
    release()
  }
}

/**
 * Focusing scrolls the field itself into view; at 200–400% zoom the window is hardly taller than
 * the field, and its error under it stayed cut off. Scrolls on until the field's last description
 * (its error: help text comes first) is in view as well, never so far that the field's top leaves
 * the window (scrolling down hides the sticky header, spec 9).
 */
const REVEAL_MARGIN = 8

function revealDescription(field: HTMLElement) {
  const ids = field.getAttribute('aria-describedby')?.split(/\s+/).filter(Boolean) ?? []
  const description = ids.length ? document.getElementById(ids[ids.length - 1]!) : null
  if (!description) return
  // Whole CSS pixels and a little air: at 400% zoom a scroll by a fraction left the error's last
  // line a hair under the window's edge.
  const below = Math.ceil(description.getBoundingClientRect().bottom - window.innerHeight + REVEAL_MARGIN)
  const room = Math.floor(field.getBoundingClientRect().top)
  if (below > 0 && room > 0) window.scrollBy({ top: Math.min(below, room), behavior: 'instant' })
}

/**
 * The field got the cursor without being asked: leaving it untouched (clicking a link next to it)
 * must not show 'Dit veld is verplicht'. Conform validates on the `focusout` that reaches the
 * document; this one is stopped on its way there while the value is what it was.
 */
function skipFirstBlurValidation(field: HTMLElement): () => void {
  const valueOf = () => ('value' in field ? String((field as HTMLInputElement).value) : '')
  const initial = valueOf()
  const onFocusOut = (event: FocusEvent) => {
    if (event.target !== field) return
    window.removeEventListener('focusout', onFocusOut, true)
    if (valueOf() === initial) event.stopPropagation()
  }
  window.addEventListener('focusout', onFocusOut, true)
  return () => window.removeEventListener('focusout', onFocusOut, true)
}
