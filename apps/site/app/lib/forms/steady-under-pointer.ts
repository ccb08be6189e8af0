import { useState, useSyncExternalStore } from 'react'

/**
 * Nothing that appears when a field loses focus may move what the pointer is about to click (issue
 * 27). A mouse press on the next control (an 'Ik ben een' option, a submit button) takes the focus
 * from the field first; conform then checks the field and its error pushes everything below it down,
 * between the press and the release, so the release lands elsewhere and the click is lost. While a
 * pointer is pressed, what the page shows of a field's errors stays as it was; it changes right after
 * the click (a task after the release, when the click has been handled). Keyboard use is never held.
 */

let pressed = false
const listeners = new Set<() => void>()
let listening = false

function setPressed(value: boolean) {
  if (pressed === value) return
  pressed = value
  for (const listener of listeners) listener()
}

function listen() {
  if (listening || typeof window === 'undefined') return
  listening = true
  window.addEventListener('pointerdown', (event) => event.isPrimary && setPressed(true), true)
  // The click follows the release in the same task: let it land first.
  const release = () => setTimeout(() => setPressed(false), 0)
  window.addEventListener('pointerup', release, true)
  window.addEventListener('pointercancel', release, true)
  window.addEventListener('blur', release)
}

function subscribe(listener: () => void) {
  listen()
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

/** `value` as it was before the pointer went down, while it is down; `key` says when it changed. */
export function useSteadyUnderPointer<T>(value: T, key: string): T {
  const down = useSyncExternalStore(
    subscribe,
    () => pressed,
    () => false,
  )
  const [held, setHeld] = useState({ key, value })
  if (!down && held.key !== key) setHeld({ key, value })
  return down ? held.value : value
}
