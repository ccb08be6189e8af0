import { useNonce } from '~/lib/http/nonce-provider'
import { HELD_PRELOADS_ID } from '~/lib/http/module-preloads'

/**
 * React Router preloads every module of a page with `<link rel="modulepreload">` in the head
 * (about 25 files, ~135 KB). The browser fetches them at once, before the first paint, at high
 * priority. The server moves those links into a `<template>` in the head
 * (lib/http/module-preloads.server.ts): a template's content is inert, so nothing in it is fetched,
 * and the page stays valid HTML. This script moves them into the head once the page has been
 * painted: content first, then the scripts that make it interactive. Hydration never depends on
 * it: the module script at the end of the body loads what it imports either way; the preloads only
 * spare it the chain of nested imports. docs/decisions/0029 and 0036.
 */

// They start once the browser reports the first contentful paint, or after a second at the latest
// (a page with nothing to paint, a browser without paint timing); a hidden tab paints nothing and
// starts at once. Each started preload costs the main thread about a millisecond (more on a slow
// phone), so they start four at a time, one group per task, and the page stays responsive. A link
// inserted into the head is fetched like one the parser found (the document adopts it from the
// template's inert one).
const SCRIPT = `(function(d){var started=0;function go(){if(started)return;started=1;var t=d.getElementById('${HELD_PRELOADS_ID}');if(!t)return;var held=[].slice.call(t.content.children);t.remove();(function next(){held.splice(0,4).forEach(function(l){d.head.appendChild(l)});if(held.length)setTimeout(next,0)})()}if(d.visibilityState==='hidden')return go();setTimeout(go,1000);try{new PerformanceObserver(function(list,o){if(list.getEntriesByName('first-contentful-paint').length){o.disconnect();setTimeout(go,0)}}).observe({type:'paint',buffered:true})}catch(e){requestAnimationFrame(function(){setTimeout(go,0)})}})(document)`

export function ModulePreloadsAfterPaint() {
  const nonce = useNonce()
  // Browsers hide nonce values from the DOM, so the client never sees the server's.
  return <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: SCRIPT }} />
}
