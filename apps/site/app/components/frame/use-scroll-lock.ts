import { useEffect } from 'react'

/** Stops the page behind an open full-screen menu from scrolling. */
export function useScrollLock(locked: boolean) {
  useEffect(() => {
    if (!locked) return
    const { documentElement, body } = document
    const previous = [documentElement.style.overflow, body.style.overflow] as const
    documentElement.style.overflow = 'hidden'
    body.style.overflow = 'hidden'
    return () => {
      documentElement.style.overflow = previous[0]
      body.style.overflow = previous[1]
    }
  }, [locked])
}
