import { BRAND } from '@talentstad/types'

/** "<Paginatitel> | Talentstad" */
export function pageTitle(title: string) {
  return `${title} | ${BRAND.name}`
}

export function titleMeta(title: string, description?: string) {
  return [
    { title: pageTitle(title) },
    ...(description ? [{ name: 'description', content: description }] : []),
  ]
}
