import { HELD_PRELOADS_ID } from './module-preloads'

// React renders each attribute value escaped (no `>` in it), and any text from content is escaped
// too, so only the links React renders match, each whole.
const PRELOAD = /<link rel="modulepreload"[^>]*>/g

/**
 * A document's head with React Router's module preloads held until the first paint
 * (components/module-preloads.tsx starts them): the links move, in their order, into one
 * `<template>` where the first of them stood. A template's content is inert (nothing in it is
 * fetched, the preload scanner skips it) and a template is valid in the head, as is a link in it.
 */
export function holdModulePreloads(head: string) {
  const links = head.match(PRELOAD)
  if (!links) return head
  const at = head.indexOf(links[0]!)
  const rest = head.replace(PRELOAD, '')
  return `${rest.slice(0, at)}<template id="${HELD_PRELOADS_ID}">${links.join('')}</template>${rest.slice(at)}`
}
