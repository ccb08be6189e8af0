import { HELD_REL_ATTRIBUTE } from '~/components/module-preloads'

const PRELOAD = '<link rel="modulepreload"'
const HELD = `<link ${HELD_REL_ATTRIBUTE}="modulepreload"`

/**
 * A document's head with React Router's module preloads made inert until the first paint
 * (components/module-preloads.tsx turns them back on). Only the links React renders match: any
 * text from content is escaped, so it never holds a literal `<link`.
 */
export function holdModulePreloads(head: string) {
  return head.replaceAll(PRELOAD, HELD)
}
