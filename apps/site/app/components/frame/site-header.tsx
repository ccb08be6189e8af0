import { useEffect, useReducer, useRef, useState, type FocusEvent } from 'react'
import { Link, NavLink, useLocation } from 'react-router'
import { MenuIcon, UserIcon } from '~/components/icons'
import { Logo } from '~/components/logo'
import { Button } from '~/components/ui/button'
import { useSession } from '~/lib/auth/use-session'
import { loginHref, MAIN_NAV, PATHS } from '~/lib/paths'
import { headerScrollReducer, initialHeaderScrollState, isHeaderHidden } from './header-scroll'
import { useScrollLock } from './use-scroll-lock'

/** Must match the header breakpoint in styles/frame.css. */
export const WIDE_HEADER_QUERY = '(min-width: 70em)'
const MENU_ID = 'site-menu'

function useHeaderScroll(headerRef: React.RefObject<HTMLElement | null>) {
  const [state, dispatch] = useReducer(headerScrollReducer, initialHeaderScrollState)
  useEffect(() => {
    let frame = 0
    const update = () => {
      frame = 0
      dispatch({ type: 'scroll', y: window.scrollY, topOffset: headerRef.current?.offsetHeight ?? 0 })
    }
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update)
    }
    update()
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => {
      window.removeEventListener('scroll', onScroll)
      if (frame) cancelAnimationFrame(frame)
    }
  }, [headerRef])
  return state
}

type SiteHeaderProps = {
  /** Lifted to the frame, which makes the page behind an open menu inert. */
  menuOpen: boolean
  setMenuOpen: (open: boolean | ((open: boolean) => boolean)) => void
}

export function SiteHeader({ menuOpen, setMenuOpen }: SiteHeaderProps) {
  // The user area follows the session client (spec 4), seeded with the server's session: a logout
  // in another tab or elsewhere shows here without a reload.
  const user = useSession().data?.user ?? null
  const headerRef = useRef<HTMLElement>(null)
  const toggleRef = useRef<HTMLButtonElement>(null)
  const location = useLocation()
  const [focusWithin, setFocusWithin] = useState(false)
  const scroll = useHeaderScroll(headerRef)
  const hidden = isHeaderHidden(scroll, { focusWithin, menuOpen })

  // The menu closes on every navigation, and when the screen becomes wide enough for the bar.
  useEffect(() => setMenuOpen(false), [location.key, setMenuOpen])
  // A listener, not state: nothing on the bar renders differently by width (CSS does that), so a
  // phone's first load does not render the header twice.
  useEffect(() => {
    const wide = window.matchMedia(WIDE_HEADER_QUERY)
    const onChange = () => {
      if (wide.matches) setMenuOpen(false)
    }
    wide.addEventListener('change', onChange)
    return () => wide.removeEventListener('change', onChange)
  }, [setMenuOpen])
  useScrollLock(menuOpen)

  useEffect(() => {
    if (!menuOpen) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setMenuOpen(false)
      toggleRef.current?.focus()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [menuOpen, setMenuOpen])

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusWithin(false)
  }
  const closeMenu = () => setMenuOpen(false)

  const userLink = user ? { to: PATHS.profile, label: 'Mijn profiel' } : { to: loginHref(location), label: 'Inloggen' }
  const secondLink = user ? { to: PATHS.logout, label: 'Uitloggen' } : { to: PATHS.register, label: 'Registreren' }

  return (
    <header
      ref={headerRef}
      className="ts-header"
      data-hidden={hidden ? 'true' : 'false'}
      data-menu-open={menuOpen ? 'true' : 'false'}
      onFocus={() => setFocusWithin(true)}
      onBlur={onBlur}
    >
      <div className="ts-header__bar">
        <Logo />
        {/* DOM order = visual order on small screens: toggle, then the menu it opens, then the account links. */}
        <div className="ts-header__menu">
          <Button
            ref={toggleRef}
            variant="secondary"
            className="ts-menu-toggle"
            aria-label="Menu"
            aria-expanded={menuOpen}
            aria-controls={MENU_ID}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <MenuIcon open={menuOpen} />
            <span>Menu</span>
          </Button>
          <nav id={MENU_ID} className="ts-nav" aria-label="Hoofdmenu" data-open={menuOpen ? 'true' : 'false'}>
            <ul className="ts-nav__list">
              {MAIN_NAV.map((item) => (
                <li key={item.to} className="ts-nav__item">
                  <NavLink to={item.to} className="ts-nav__link">
                    {item.label}
                  </NavLink>
                </li>
              ))}
            </ul>
            {user ? (
              // In the menu on small screens; on wide ones the account links and the strip under the
              // bar take their place.
              <ul className="ts-nav__user">
                <li className="ts-nav__item">
                  <NavLink to={PATHS.feed} className="ts-nav__link" onClick={closeMenu}>
                    Voor jou
                  </NavLink>
                </li>
                {!user.onboarded ? (
                  <li className="ts-nav__prompt">
                    <Link to={PATHS.onboarding} className="ts-nav__link ts-nav__link--prompt" onClick={closeMenu}>
                      Rond je onboarding af
                    </Link>
                  </li>
                ) : null}
              </ul>
            ) : null}
          </nav>
        </div>
        {/* The account links, on every width: the profile (the user icon) and logging out, or logging in and registering. */}
        <ul className="ts-account" aria-label="Account">
          {user ? (
            // Wide screens only (frame.css); in the menu on narrow ones, so the header keeps one row.
            <li className="ts-account__feed">
              <NavLink to={PATHS.feed} className="ts-account__link" onClick={closeMenu}>
                Voor jou
              </NavLink>
            </li>
          ) : null}
          <li>
            <Link to={userLink.to} className="ts-icon-link ts-account__user" aria-label={userLink.label} onClick={closeMenu}>
              <UserIcon />
              <span className="ts-account__label">{userLink.label}</span>
            </Link>
          </li>
          <li>
            <Link to={secondLink.to} className="ts-account__link" onClick={closeMenu}>
              {secondLink.label}
            </Link>
          </li>
        </ul>
      </div>
      {user && !user.onboarded ? (
        // On wide screens the prompt is a strip under the bar, so the menu keeps its one row (frame.css).
        <div className="ts-header__prompt">
          <p className="ts-header__prompt-text">
            Je account is nog niet geverifieerd.{' '}
            <Link to={PATHS.onboarding} className="ts-header__prompt-link">
              Rond je onboarding af
            </Link>
          </p>
        </div>
      ) : null}
    </header>
  )
}
