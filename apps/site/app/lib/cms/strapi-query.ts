/**
 * Builds a Strapi 5 REST query string (the `qs` bracket notation Strapi parses), e.g.
 * `{ filters: { slug: { $eq: 'x' } }, populate: ['image'], pagination: { page: 1 } }` becomes
 * `filters[slug][$eq]=x&populate[0]=image&pagination[page]=1`.
 * Keys keep their brackets and `$` operators readable; everything else is percent-encoded.
 */
export type StrapiQueryValue =
  string | number | boolean | null | undefined | Date | readonly StrapiQueryValue[] | { readonly [key: string]: StrapiQueryValue }

export type StrapiQuery = { readonly [key: string]: StrapiQueryValue }

const encodeKey = (key: string) => encodeURIComponent(key).replace(/%5B/gi, '[').replace(/%5D/gi, ']').replace(/%24/g, '$')

function flatten(prefix: string, value: StrapiQueryValue, pairs: string[]) {
  if (value === undefined) return
  if (value === null) {
    pairs.push(`${encodeKey(prefix)}=`)
  } else if (value instanceof Date) {
    pairs.push(`${encodeKey(prefix)}=${encodeURIComponent(value.toISOString())}`)
  } else if (Array.isArray(value)) {
    value.forEach((item: StrapiQueryValue, index: number) => flatten(`${prefix}[${index}]`, item, pairs))
  } else if (typeof value === 'object') {
    for (const [key, nested] of Object.entries(value)) flatten(`${prefix}[${key}]`, nested, pairs)
  } else {
    pairs.push(`${encodeKey(prefix)}=${encodeURIComponent(String(value))}`)
  }
}

export function toStrapiQuery(query: StrapiQuery | undefined): string {
  if (!query) return ''
  const pairs: string[] = []
  for (const [key, value] of Object.entries(query)) flatten(key, value, pairs)
  return pairs.join('&')
}
