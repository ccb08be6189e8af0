import { BRAND } from '@talentstad/types'
import { shareMeta, type ShareOptions } from '~/lib/seo/seo'

/** "<Paginatitel> | Talentstad" */
export function pageTitle(title: string) {
  return `${title} | ${BRAND.name}`
}

/**
 * A page's Dutch title and description, repeated as Open Graph tags for sharing. The canonical
 * link, og:url, og:locale and og:site_name come from the root (components/seo-head.tsx).
 */
export function titleMeta(title: string, description?: string, share?: ShareOptions) {
  return [
    { title: pageTitle(title) },
    ...(description ? [{ name: 'description', content: description }] : []),
    ...shareMeta(title, description, share),
  ]
}
