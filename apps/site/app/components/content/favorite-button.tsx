import { MESSAGES } from '@talentstad/types'
import type { MouseEvent } from 'react'
import { useLocation } from 'react-router'
import { FavoriteIcon } from '~/components/icons'
import { useFavorites } from '~/lib/favorites/favorites'
import { loginHref, PATHS } from '~/lib/paths'
import { notify } from '~/components/frame/toaster'

/**
 * Favorite (bookmark, spec 4 and 5) an item. A member toggles it: aria-pressed says whether it is saved,
 * and while the request is in flight the button is busy and does not react (aria-disabled rather
 * than disabled, so keyboard focus stays on it). An anonymous visitor gets the toast
 * 'Je moet ingelogd zijn om te bookmarken.' with a link to log in, and no request is sent; without
 * JavaScript their button is a plain form to the login page.
 */
export function FavoriteButton({ id, title }: { id: string; title: string }) {
  const favorites = useFavorites()
  if (favorites) {
    const pressed = favorites.isFavorited(id)
    const busy = favorites.isPending(id)
    return (
      <div className="ts-bookmark">
        <button
          type="button"
          className="ts-bookmark__button"
          aria-pressed={pressed}
          aria-busy={busy || undefined}
          aria-disabled={busy || undefined}
          onClick={() => {
            if (!busy) void favorites.toggle(id)
          }}
        >
          <FavoriteIcon filled={pressed} />
          {/* One name in both states (WAI-ARIA toggle button): aria-pressed says whether it is saved. */}
          <span className="ts-visually-hidden">{`Bewaar: ${title}`}</span>
        </button>
      </div>
    )
  }
  return <AnonymousFavoriteButton title={title} />
}

function AnonymousFavoriteButton({ title }: { title: string }) {
  const location = useLocation()
  const callbackUrl = `${location.pathname}${location.search}`
  const login = loginHref(location)

  function onClick(event: MouseEvent<HTMLButtonElement>) {
    event.preventDefault()
    // Every toast is a success or an error (spec 9); this one tells the visitor something failed.
    void notify('error', MESSAGES.bookmarkNeedsLogin, {
      id: 'bookmark-needs-login',
      untilClosed: true,
      description: (
        <a className="utrecht-link ts-toast__link" href={login}>
          Inloggen
        </a>
      ),
    })
  }

  return (
    <form method="get" action={PATHS.login} className="ts-bookmark">
      <input type="hidden" name="callbackUrl" value={callbackUrl} />
      <button type="submit" className="ts-bookmark__button" aria-pressed="false" onClick={onClick}>
        <FavoriteIcon />
        <span className="ts-visually-hidden">Bewaar: {title}</span>
      </button>
    </form>
  )
}
