import { useEffect } from 'react'
import { useNonce } from '~/lib/http/nonce-provider'

/**
 * Google Tag Manager, rendered only when GTM_ID is set AND the visitor chose 'Accepteren'
 * (root.tsx). Without that there is no script tag and no request to the tag manager.
 *
 * - Server-rendered page: an inline script with this response's CSP nonce starts the data layer
 *   and adds the tag manager's script, passing the nonce on (Google's nonce-aware snippet).
 * - Accepted without a reload (the notice's fetcher): React never runs a script it adds itself, so
 *   an effect does the same, with the nonce of the page's own scripts; a page from the shared page
 *   cache has none (server/page-cache.js), so it reloads once instead.
 * Both mark the script (`data-tag-manager`), so it loads once. Withdrawal reloads the page
 * (/privacy-cookies posts a plain form), and the reloaded page has no tag manager.
 */

const MARK = 'data-tag-manager'

/** The tag manager's script address for a container. */
export const tagManagerSrc = (id: string, scriptUrl: string) => {
  const url = new URL(scriptUrl)
  url.searchParams.set('id', id)
  return url.href
}

/** JSON for an inline script: `<` is escaped so a value can never close the script tag. */
const forScript = (value: string) => JSON.stringify(value).replace(/</g, '\\u003c')

/** The inline snippet (runs before hydration). */
export function tagManagerSnippet(id: string, scriptUrl: string) {
  return (
    `(function(w,d,src){if(d.querySelector('script[${MARK}]'))return;` +
    `w.dataLayer=w.dataLayer||[];w.dataLayer.push({'gtm.start':new Date().getTime(),event:'gtm.js'});` +
    `var j=d.createElement('script'),n=d.currentScript;j.async=true;j.src=src;` +
    `j.setAttribute('${MARK}','');if(n&&n.nonce)j.setAttribute('nonce',n.nonce);d.head.appendChild(j)})` +
    `(window,document,${forScript(tagManagerSrc(id, scriptUrl))})`
  )
}

/** The same in the browser, for a choice made without a reload. */
function loadTagManager(id: string, scriptUrl: string) {
  if (document.querySelector(`script[${MARK}]`)) return
  window.dataLayer = window.dataLayer ?? []
  window.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' })
  const script = document.createElement('script')
  script.async = true
  script.src = tagManagerSrc(id, scriptUrl)
  script.setAttribute(MARK, '')
  // The page's nonce, from a server-rendered script (one React added in the browser has none).
  const nonce = Array.from(document.scripts).find((candidate) => candidate.nonce)?.nonce
  // A page from the shared page cache has no nonce, and its CSP does not allow the tag manager:
  // the reloaded page is the visitor's own (with the choice) and starts it.
  if (!nonce) return window.location.reload()
  script.setAttribute('nonce', nonce)
  document.head.appendChild(script)
}

export function TagManager({ id, scriptUrl }: { id: string; scriptUrl: string }) {
  const nonce = useNonce()
  useEffect(() => loadTagManager(id, scriptUrl), [id, scriptUrl])
  return (
    <script
      nonce={nonce || undefined}
      // Browsers hide nonce values from the DOM, so the client never sees the server's.
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: tagManagerSnippet(id, scriptUrl) }}
    />
  )
}
