import type { UserType } from '@talentstad/types'
import { createContext, createElement, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react'
import { pushEvent, type AnalyticsEvent } from '~/lib/analytics/data-layer'
import { href } from 'react-router'

/**
 * The member's bookmarks in the browser (spec 4): the list comes from the root loader; a toggle
 * POSTs to /api/favorites, marks the item as loading while it is in flight, and changes the list
 * only when the server answers OK. Every bookmark button on the page reads this one list, so the
 * same item on a card and on its detail page always agree. A failure is logged to the console,
 * with no message for the user (spec 8). A change is reported to analytics with typeOfUser (spec 6).
 */

export const FAVORITES_API = href('/api/favorites')

export type FavoriteEvent = Extract<AnalyticsEvent, { event: 'bookmark' }>

export type Favorites = {
  isFavorited: (id: string) => boolean
  isPending: (id: string) => boolean
  toggle: (id: string) => Promise<void>
}

const FavoritesContext = createContext<Favorites | null>(null)

/** null outside a member's page (a visitor has no list). */
export function useFavorites() {
  return useContext(FavoritesContext)
}

function withChange(set: ReadonlySet<string>, id: string, present: boolean) {
  const next = new Set(set)
  if (present) next.add(id)
  else next.delete(id)
  return next
}

export function FavoritesProvider({
  favorites,
  typeOfUser,
  children,
}: {
  /** The member's list from the root loader; null for a visitor. */
  favorites: readonly string[] | null
  typeOfUser: UserType | null
  children: ReactNode
}) {
  // A fresh list from the server (the root loader ran again) replaces what the page had.
  const [source, setSource] = useState(favorites)
  const [ids, setIds] = useState<ReadonlySet<string>>(() => new Set(favorites ?? []))
  if (source !== favorites) {
    setSource(favorites)
    setIds(new Set(favorites ?? []))
  }
  const [pending, setPending] = useState<ReadonlySet<string>>(() => new Set())
  // Read by toggle, which must not start a second request for an item before React re-renders.
  const current = useRef({ ids, pending })
  current.current.ids = ids

  const toggle = useCallback(
    async (id: string) => {
      if (current.current.pending.has(id)) return
      const isFavorited = !current.current.ids.has(id)
      current.current.pending = withChange(current.current.pending, id, true)
      setPending(current.current.pending)
      try {
        const response = await fetch(FAVORITES_API, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ contentItem: id, isFavorited }),
          credentials: 'same-origin',
        })
        if (!response.ok) throw new Error(`POST ${FAVORITES_API} answered ${response.status}`)
        current.current.ids = withChange(current.current.ids, id, isFavorited)
        setIds(current.current.ids)
        const event: FavoriteEvent = { event: 'bookmark', contentItem: id, isFavorited, typeOfUser }
        pushEvent(event)
      } catch (error) {
        console.error('The bookmark could not be saved.', error)
      } finally {
        current.current.pending = withChange(current.current.pending, id, false)
        setPending(current.current.pending)
      }
    },
    [typeOfUser],
  )

  const value = useMemo<Favorites | null>(
    () => (favorites ? { isFavorited: (id) => ids.has(id), isPending: (id) => pending.has(id), toggle } : null),
    [favorites, ids, pending, toggle],
  )
  return createElement(FavoritesContext.Provider, { value }, children)
}
