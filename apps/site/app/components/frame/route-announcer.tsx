import { useEffect, useRef, useState } from 'react'
import { useLocation } from 'react-router'

/**
 * Says the new page's title after a client-side page change (another path or query), as a full page
 * load would: React Router moves no focus and announces nothing (docs/decisions/0023). Not on the
 * first load (the browser reads the page), not for a jump within the page (#…). The region is in the
 * page from the start, empty, so a screen reader hears each change; it moves no focus.
 */
export function RouteAnnouncer() {
  const location = useLocation()
  const page = `${location.pathname}${location.search}`
  const shown = useRef<string | null>(null)
  const [message, setMessage] = useState('')
  useEffect(() => {
    if (shown.current === null || shown.current === page) {
      shown.current = page
      return
    }
    shown.current = page
    // Emptied first, so a page with the same title as the last one is announced too.
    setMessage('')
    const frame = requestAnimationFrame(() => setMessage(document.title))
    return () => cancelAnimationFrame(frame)
  }, [page])
  return (
    <div className="ts-visually-hidden" aria-live="polite" aria-atomic="true" data-testid="route-announcer">
      {message}
    </div>
  )
}
