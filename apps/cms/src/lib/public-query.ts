/**
 * The content API is read by the site on behalf of visitors. Whatever a caller asks for, it only
 * ever sees published items in the given public state: a `status=draft` or a filter on the review
 * state cannot widen that.
 */
export function restrictToPublic(query: Record<string, unknown> | undefined, publicFilter: Record<string, unknown>) {
  const next: Record<string, unknown> = { ...(query ?? {}) }
  const filters = next.filters
  next.filters = filters && typeof filters === 'object' ? { $and: [filters, publicFilter] } : publicFilter
  next.status = 'published'
  return next
}
