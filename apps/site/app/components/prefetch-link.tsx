import { LINK_PREFETCH_ROOT_MARGIN } from '@talentstad/types'
import { useEffect, useRef, useState } from 'react'
import { Link, PrefetchPageLinks, type LinkProps } from 'react-router'

type Watcher = (near: boolean) => void

/**
 * One IntersectionObserver for every prefetching link on the page (spec 9: rootMargin 200px), so a
 * list of 12 cards costs one observer, not twelve.
 */
let observer: IntersectionObserver | null = null
const watchers = new Map<Element, Watcher>()

function watch(element: Element, onNear: Watcher) {
  if (typeof IntersectionObserver === 'undefined') return () => undefined
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) watchers.get(entry.target)?.(entry.isIntersecting)
    },
    { rootMargin: LINK_PREFETCH_ROOT_MARGIN },
  )
  watchers.set(element, onNear)
  observer.observe(element)
  return () => {
    watchers.delete(element)
    observer?.unobserve(element)
  }
}

/**
 * A link whose page (route modules and loader data) is prefetched once the link comes within 200 px
 * of the viewport, and only then: links that never get close fetch nothing. React Router's own
 * `prefetch="viewport"` has no margin, hence this. Only for same-site paths (`to` a string).
 */
export function PrefetchLink({ to, ...props }: LinkProps & { to: string }) {
  const ref = useRef<HTMLAnchorElement>(null)
  const [near, setNear] = useState(false)
  useEffect(() => {
    const element = ref.current
    if (!element || near) return
    const stop = watch(element, (isNear) => {
      if (!isNear) return
      setNear(true)
      stop()
    })
    return stop
  }, [near])
  return (
    <>
      <Link ref={ref} to={to} {...props} />
      {near ? <PrefetchPageLinks page={to} /> : null}
    </>
  )
}
