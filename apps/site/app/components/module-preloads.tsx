import { useNonce } from '~/lib/http/nonce-provider'

/**
 * React Router preloads every module of a page with `<link rel="modulepreload">` in the head
 * (about 25 files, ~135 KB). The browser fetches them at once, before the first paint, at high
 * priority. The server renders those links inert (lib/http/module-preloads.server.ts) and this
 * script turns them back on once the page has been painted: content first, then the scripts that
 * make it interactive. Hydration never depends on it: the module script at the end of the body
 * loads what it imports either way; the preloads only spare it the chain of nested imports.
 * docs/decisions/0029.
 */

/** The attribute that holds an inert preload's `rel` until the first paint. */
export const HELD_REL_ATTRIBUTE = 'data-rel'

// They start once the browser reports the first contentful paint, or after a second at the latest
// (a page with nothing to paint, a browser without paint timing); a hidden tab paints nothing and
// starts at once. Each started preload costs the main thread about a millisecond (more on a slow
// phone), so they start four at a time, one group per task, and the page stays responsive.
const SCRIPT = `(function(d){var started=0;function go(){if(started)return;started=1;var held=[].slice.call(d.querySelectorAll('link[${HELD_REL_ATTRIBUTE}="modulepreload"]'));(function next(){held.splice(0,4).forEach(function(l){l.rel='modulepreload';l.removeAttribute('${HELD_REL_ATTRIBUTE}')});if(held.length)setTimeout(next,0)})()}if(d.visibilityState==='hidden')return go();setTimeout(go,1000);try{new PerformanceObserver(function(list,o){if(list.getEntriesByName('first-contentful-paint').length){o.disconnect();setTimeout(go,0)}}).observe({type:'paint',buffered:true})}catch(e){requestAnimationFrame(function(){setTimeout(go,0)})}})(document)`

export function ModulePreloadsAfterPaint() {
  const nonce = useNonce()
  // Browsers hide nonce values from the DOM, so the client never sees the server's.
  return <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: SCRIPT }} />
}
