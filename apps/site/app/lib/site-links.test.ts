import { ACCOUNT_LINKS, CALL_LINKS, CONTENT_TYPES, ORGANIZATION_LINKS, ORGANIZATION_TYPES, STATIC_PAGES } from '@talentstad/types'
import { matchRoutes, type RouteObject } from 'react-router'
import { describe, expect, it } from 'vitest'
import routes from '~/routes'
import { CALL_PATHS, callEntersPath, callPath, deleteCallPath, editCallPath, reviewCallPath } from './calls/paths'
import { contentEditPath, contentListPath, contentPath, organizationListPath, organizationPath } from './content/paths'
import { ORGANIZATION_PAGES } from './organizations/paths'
import { PATHS } from './paths'

/**
 * Every address is written once, in app/routes.ts. The site names its own through `href()` (the
 * type check refuses a path no route has); the addresses the CMS puts in its mails come from
 * packages/types, so they are checked here: each reaches a page of its own, not the 404 route.
 */

type RouteConfigEntry = { id?: string; path?: string; index?: boolean; children?: RouteConfigEntry[] }
const toRouteObjects = (entries: RouteConfigEntry[]): RouteObject[] =>
  entries.map((entry) =>
    entry.index
      ? { id: entry.id, index: true }
      : { id: entry.id, path: entry.path, children: entry.children ? toRouteObjects(entry.children) : undefined },
  )
const routeObjects = toRouteObjects(routes as RouteConfigEntry[])

/** The route pattern an address reaches (the deepest match), or undefined. */
function reached(address: string): string | undefined {
  const matches = matchRoutes(routeObjects, new URL(address, 'https://site.test').pathname)
  return matches?.at(-1)?.route.path
}

const ID = 'k7v1c9q2w8e3r4t5y6u0i1o2'

describe('site addresses', () => {
  it('an unknown address reaches only the 404 route (the check can fail)', () => {
    expect(reached('/bestaat-niet')).toBe('*')
    expect(reached('/profiel/aanmeldingen/mijn/extra')).toBe('*')
  })

  it('every address the CMS mails reaches a page', () => {
    const mailed = [
      ...Object.values(ACCOUNT_LINKS),
      CALL_LINKS.mine,
      CALL_LINKS.reviewQueue,
      CALL_LINKS.review(ID),
      CALL_LINKS.call('een-oproep'),
      ORGANIZATION_LINKS.signUp,
      ORGANIZATION_LINKS.reviewQueue,
      ORGANIZATION_LINKS.review(ID),
      ORGANIZATION_LINKS.invitation('a'.repeat(43)),
      ORGANIZATION_LINKS.members(ID),
      ORGANIZATION_LINKS.member(ID, ID),
      ORGANIZATION_LINKS.content(ID),
      ORGANIZATION_LINKS.edit(ID),
      ...Object.values(STATIC_PAGES).map((page) => page.sitePath),
    ]
    for (const address of mailed) expect.soft(reached(address), address).not.toBe('*')
    expect(mailed.every((address) => reached(address) !== undefined)).toBe(true)
  })

  it("the site's own catalogues reach pages too (and agree with the CMS's links)", () => {
    const own = [
      ...Object.values(PATHS),
      ...Object.values(CALL_PATHS),
      callPath('x'),
      editCallPath(ID),
      reviewCallPath(ID),
      deleteCallPath(ID),
      callEntersPath(ID),
      ...CONTENT_TYPES.flatMap((type) => [contentListPath(type), contentPath(type, 'x'), contentEditPath(type, ID)]),
      ...ORGANIZATION_TYPES.flatMap((type) => [organizationListPath(type), organizationPath(type, 'x')]),
    ]
    for (const address of own) expect.soft(reached(address), address).not.toBe('*')
    expect(CALL_PATHS.mine).toBe(CALL_LINKS.mine)
    expect(reviewCallPath(ID)).toBe(CALL_LINKS.review(ID))
    expect(callPath('een oproep')).toBe(CALL_LINKS.call('een oproep'))
  })

  it("the organisations' pages the site names through href() are the ones the CMS mails", () => {
    const pages = ORGANIZATION_PAGES
    const mailed = ORGANIZATION_LINKS
    const pairs: Array<[string, string]> = [
      [pages.signUp, mailed.signUp],
      [pages.reviewQueue, mailed.reviewQueue],
      [pages.review('a b'), mailed.review('a b')],
      [pages.invitation('t/../x'), mailed.invitation('t/../x')],
      [pages.members(ID), mailed.members(ID)],
      [pages.member(ID, 'u 1'), mailed.member(ID, 'u 1')],
      [pages.content(ID), mailed.content(ID)],
      [pages.edit(ID), mailed.edit(ID)],
      [pages.attendees(ID, ID), mailed.attendees(ID, ID)],
      [pages.attendeesCsv(ID, ID), mailed.attendeesCsv(ID, ID)],
    ]
    for (const [own, cms] of pairs) expect.soft(own).toBe(cms)
    expect(Object.keys(pages).sort()).toEqual(Object.keys(mailed).sort())
    for (const [own] of pairs) expect.soft(reached(own), own).not.toBe('*')
  })

  it('a parameter is encoded, so a slug cannot reach another path', () => {
    expect(contentPath('CONTENT_TYPE_NEWS', 'a/../../profiel')).toBe('/nieuws/a%2F..%2F..%2Fprofiel')
    expect(reached(contentPath('CONTENT_TYPE_NEWS', 'a/../../profiel'))).toBe('nieuws/:slug')
  })
})
