import { useEffect, useState, type ReactNode } from 'react'
import { ResultNotice } from './action-result'
import { LoadingBar } from './loading-bar'
import { RouteAnnouncer } from './route-announcer'
import { SiteFooter } from './site-footer'
import { SiteHeader } from './site-header'
import { MAIN_ID, SkipLink } from './skip-link'
import { Toaster } from './toaster'

/** The shared page frame of spec section 2.4. The header reads the session from useSession(). */
export function SiteFrame({ children, notice }: { children: ReactNode; notice?: ReactNode }) {
  const [menuOpen, setMenuOpen] = useState(false)
  // Marks the document once React is in charge (tests and CSS can wait for it).
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true'
  }, [])
  return (
    <div className="ts-frame">
      <SkipLink />
      {/* The cookie notice: right after the skip link in the tab order, shown at the bottom (CSS order). */}
      {notice ? (
        <div className="ts-frame__notice" inert={menuOpen}>
          {notice}
        </div>
      ) : null}
      <LoadingBar />
      <SiteHeader menuOpen={menuOpen} setMenuOpen={setMenuOpen} />
      {/* While the full-screen menu is open, the page behind it cannot be reached. */}
      <main id={MAIN_ID} tabIndex={-1} className="ts-main" inert={menuOpen}>
        <ResultNotice />
        {children}
      </main>
      <SiteFooter inert={menuOpen} />
      <RouteAnnouncer />
      <Toaster />
    </div>
  )
}
