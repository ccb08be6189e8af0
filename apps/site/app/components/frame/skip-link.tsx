import type { MouseEvent } from 'react'

export const MAIN_ID = 'main-content'

/** The first tab stop of every page: jumps past the header to the main content. */
export function SkipLink() {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_ID)
    if (!main) return
    // Move focus ourselves: the router would otherwise treat the hash as a navigation.
    event.preventDefault()
    main.focus()
    main.scrollIntoView()
  }
  return (
    <a className="utrecht-skip-link utrecht-skip-link--visible-on-focus ts-skip-link" href={`#${MAIN_ID}`} onClick={onClick}>
      Naar de inhoud
    </a>
  )
}
