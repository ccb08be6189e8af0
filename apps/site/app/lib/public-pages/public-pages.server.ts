import { withSignUps } from '~/lib/events/registrations.server'
import { followedOrganizations, followStateOf } from '~/lib/follows/follows.server'
import type { ContentType, OrganizationType } from '@talentstad/types'
import { CONTENT_TYPE_PLURALS, isUid, organizationListPath } from '~/lib/content/paths'
import { filtersToSearch, parseContentFilters, parseOrganizationFilters } from '~/lib/content/filters'
import {
  getContentDetail,
  getContentList,
  getOrganizationDetail,
  getOrganizationList,
  getTagOptions,
  getThemes,
} from '~/lib/content/content.server'
import { notFound } from '~/lib/http/page-errors.server'
import { withPageErrors } from '~/lib/cms/page-errors.server'

// The loaders of the public list and detail pages (one CMS call per list, plus cached options),
// with what a member sees on them besides: their follow states and their sign-ups on event cards.
// Above the domains it composes (lib/content, lib/follows, lib/events), so none of them imports it.

export async function loadContentListPage(request: Request, type?: ContentType) {
  const url = new URL(request.url)
  const filters = parseContentFilters(url.searchParams)
  if (type) filters.type = undefined
  const [list, themes] = await withPageErrors(() => Promise.all([getContentList(type, filters), getThemes()]))
  // The theme filtered on can be followed from here: a member's state, a visitor's login link.
  const theme = filters.theme ? themes.find((candidate) => candidate.slug === filters.theme) : undefined
  return {
    type: type ?? null,
    pathname: url.pathname,
    filters,
    search: filtersToSearch(filters),
    themes: themes.map((option) => ({ value: option.slug, label: option.name })),
    themeFollow: theme
      ? { documentId: theme.documentId, name: theme.name, state: await followStateOf(request, 'theme', theme.documentId) }
      : null,
    ...list,
    // A member's event cards say whether they signed up (issue 31); a visitor's list is the shared one.
    items: await withSignUps(request, list.items),
  }
}

export type ContentListPageData = Awaited<ReturnType<typeof loadContentListPage>>

export async function loadContentDetailPage(type: ContentType, slug: string | undefined) {
  if (!isUid(slug)) notFound()
  const item = await withPageErrors(() => getContentDetail(type, slug))
  if (!item) notFound()
  return { item, listLabel: CONTENT_TYPE_PLURALS[type] }
}

export async function loadOrganizationListPage(request: Request, type: OrganizationType) {
  const url = new URL(request.url)
  const filters = parseOrganizationFilters(url.searchParams)
  return withPageErrors(async () => {
    const [list, tags, followed] = await Promise.all([getOrganizationList(type, filters), getTagOptions(), followedOrganizations(request)])
    // `followed`: a member's follows for the buttons on the cards (null: no buttons, as for a visitor).
    return { type, pathname: organizationListPath(type), filters, search: filtersToSearch(filters), tags, followed, ...list }
  })
}

export type OrganizationListPageData = Awaited<ReturnType<typeof loadOrganizationListPage>>

export async function loadOrganizationDetailPage(request: Request, type: OrganizationType, slug: string | undefined) {
  if (!isUid(slug)) notFound()
  const organization = await withPageErrors(() => getOrganizationDetail(type, slug))
  if (!organization) notFound()
  // A member's follow state and their sign-ups on its event cards (a visitor's page stays the same for every visitor).
  const [follow, content] = await Promise.all([
    followStateOf(request, 'organization', organization.id),
    withSignUps(request, organization.content),
  ])
  return { organization: { ...organization, content }, follow }
}
