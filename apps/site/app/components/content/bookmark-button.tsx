import { MESSAGES } from '@talentstad/types'
import type { MouseEvent } from 'react'
import { useLocation, useRouteLoaderData } from 'react-router'
import { toast } from 'sonner'
import { BookmarkIcon } from '~/components/icons'
import { PATHS } from '~/lib/paths'
import type { SessionUser } from '~/lib/session-user'

/**
 * Bookmark an item (spec 4 and 5: only with a session). An anonymous visitor gets the toast
 * 'Je moet ingelogd zijn om te bookmarken.' with a link to log in, and no request is sent.
 * Without JavaScript the button is a plain link-like form to the login page.
 * The logged-in toggle (POST /api/favorites) comes with the favourites issue.
 */
export function BookmarkButton({ title }: { title: string }) {
  const root = useRouteLoaderData('root') as { user: SessionUser | null } | undefined
  const location = useLocation()
  const callbackUrl = `${location.pathname}${location.search}`
  const loginHref = `${PATHS.login}?callbackUrl=${encodeURIComponent(callbackUrl)}`

  function onClick(event: MouseEvent<HTMLButtonElement>) {
    if (root?.user) return
    event.preventDefault()
    toast(MESSAGES.bookmarkNeedsLogin, {
      id: 'bookmark-needs-login',
      description: (
        <a className="utrecht-link ts-toast__link" href={loginHref}>
          Inloggen
        </a>
      ),
    })
  }

  return (
    <form method="get" action={PATHS.login} className="ts-bookmark">
      <input type="hidden" name="callbackUrl" value={callbackUrl} />
      <button type="submit" className="ts-bookmark__button" aria-pressed="false" onClick={onClick}>
        <BookmarkIcon />
        <span className="ts-visually-hidden">Bewaar: {title}</span>
      </button>
    </form>
  )
}
