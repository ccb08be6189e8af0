import type { ContentType, OrganizationType } from '@talentstad/types'
import { data } from 'react-router'
import { contentTypeForSegment, ORGANIZATION_TYPE_SEGMENTS } from './paths'

/**
 * What differs between the pages of one content or organisation type: their words. The list and
 * detail routes are one module each, registered under every type's address (routes.ts); the type
 * is the address's first segment (paths.ts).
 */
type TypePage = {
  /** The list's title, and the detail page's way back. */
  title: string
  /** The list's meta description. */
  description: string
  /** The sentence under the list's title. */
  intro: string
  /** Events only: the sentence under the title on the tab of events that are over (`?periode=voorbij`). */
  pastIntro?: string
  /** The detail page's title while it has no item (a 404). */
  singular: string
}

export const CONTENT_TYPE_PAGES: Record<ContentType, TypePage> = {
  CONTENT_TYPE_CALL_UP: {
    title: 'Oproepen',
    description: 'Oproepen van studenten, professionals en organisaties: reageer en doe mee.',
    intro: 'Hier vind je oproepen van studenten, professionals en organisaties.',
    singular: 'Oproep',
  },
  CONTENT_TYPE_JOB: {
    title: 'Vacatures en stages',
    description: 'Vacatures, stages en afstudeeropdrachten in tech.',
    intro: 'Banen, stages, bijbanen en afstudeeropdrachten bij organisaties in de stad.',
    singular: 'Vacature',
  },
  CONTENT_TYPE_EVENT: {
    title: 'Evenementen',
    description: 'Tech-evenementen in de stad: meetups, workshops en hackathons.',
    intro: 'Meetups, workshops, hackathons en beurzen: de komende evenementen eerst.',
    pastIntro: 'Meetups, workshops, hackathons en beurzen die al geweest zijn: de meest recente eerst.',
    singular: 'Evenement',
  },
  CONTENT_TYPE_NEWS: {
    title: 'Nieuws',
    description: 'Nieuws uit de tech-community van de stad.',
    intro: 'Het laatste nieuws uit de tech-community en de stad.',
    singular: 'Nieuwsbericht',
  },
  CONTENT_TYPE_ARTICLE: {
    title: 'Artikelen',
    description: 'Artikelen met achtergronden en tips voor tech-talent.',
    intro: 'Achtergronden, tips en verhalen van mensen uit de community.',
    singular: 'Artikel',
  },
}

export const ORGANIZATION_TYPE_PAGES: Record<OrganizationType, TypePage & { backLabel: string }> = {
  ORGANIZATION_TYPE_REGULAR: {
    title: 'Bedrijven',
    description: 'Tech-bedrijven in de stad: van start-up tot gevestigde naam.',
    intro: 'Tech-bedrijven in de stad: van start-up tot gevestigde naam.',
    singular: 'Bedrijf',
    backLabel: 'Bedrijven',
  },
  ORGANIZATION_TYPE_EDUCATION: {
    title: 'Onderwijs',
    description: 'Hogescholen, universiteiten, mbo-scholen en opleiders met tech-opleidingen.',
    intro: 'Hogescholen, universiteiten, mbo-scholen en opleiders met tech-opleidingen.',
    singular: 'Onderwijsinstelling',
    backLabel: 'Onderwijsinstellingen',
  },
  ORGANIZATION_TYPE_STUDENTS: {
    title: 'Studentenorganisaties',
    description: 'Studieverenigingen en studentenclubs rond tech.',
    intro: 'Studieverenigingen en studentenclubs rond tech.',
    singular: 'Studentenorganisatie',
    backLabel: 'Studentenorganisaties',
  },
}

/**
 * The address's first segment as React Router matched it: decoded and in any case (`/Vacatures`
 * and `/%76acatures` reach the same route as `/vacatures`), without a data request's `.data`.
 */
/** The 404 page (a loader's throw; the components and meta only run for an address that matched). */
function notFound(): never {
  throw data(null, { status: 404 })
}

function firstSegment(pathname: string): string {
  const raw = (pathname.split('/')[1] ?? '').replace(/\.data$/, '')
  try {
    return decodeURIComponent(raw).toLowerCase()
  } catch {
    return raw.toLowerCase()
  }
}

/** The content type whose address this is (`/vacatures…` → CONTENT_TYPE_JOB); the 404 page when none is. */
export function contentTypeOfPath(pathname: string): ContentType {
  return contentTypeForSegment(firstSegment(pathname)) ?? notFound()
}

const ORGANIZATION_TYPE_BY_SEGMENT = new Map(
  Object.entries(ORGANIZATION_TYPE_SEGMENTS).map(([type, segment]) => [segment as string, type as OrganizationType]),
)

/** The organisation type whose address this is (`/onderwijs…` → ORGANIZATION_TYPE_EDUCATION); the 404 page when none is. */
export function organizationTypeOfPath(pathname: string): OrganizationType {
  return ORGANIZATION_TYPE_BY_SEGMENT.get(firstSegment(pathname)) ?? notFound()
}
