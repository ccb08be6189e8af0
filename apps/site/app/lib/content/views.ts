import type { BlockNode, ContentType, OrganizationType } from '@talentstad/types'
import type { ImageView } from '../cms/image-view'
import type { InitialsMark } from './mark'

// What the public pages render: small, flat view models that loaders build from the CMS DTOs,
// so a page's data (and its hydration payload) holds only what it shows.

export type ContentCardView = {
  id: string
  type: ContentType
  typeLabel: string
  title: string
  href: string
  summary?: string
  /** Events: machine-readable start and the Dutch text. */
  dateTime?: string
  dateLabel?: string
  location?: string
  image?: ImageView
  /** Voor jou: why the member sees it ('Omdat je Kanaal Digital volgt'). */
  reason?: string
  /** An event the member looking signed up for: 'Aangemeld', or 'Wachtlijst, plek 2' (issue 31). */
  signUp?: string
}

export type LinkView = { label: string; href: string }

export type ContentDetailView = ContentCardView & {
  body: BlockNode[]
  heroImage?: ImageView
  themes: LinkView[]
  audiences: string[]
  organization?: LinkView
  /** Who placed a member's call (first name); an organisation's item names the organisation instead. */
  placedBy?: string
  externalUrl?: string
  /** An event members sign up for on the platform. */
  signUpEnabled: boolean
  publishedLabel?: string
  related: ContentCardView[]
  /** Machine-readable dates for structured data, feeds and calendars (ISO 8601). */
  endDateTime?: string
  publishedAt?: string
  updatedAt?: string
}

export type OrganizationCardView = {
  id: string
  type: OrganizationType
  name: string
  href: string
  description?: string
  logo?: ImageView
  /** Shown when there is no logo. */
  mark: InitialsMark
  tags: string[]
}

export type OrganizationDetailView = OrganizationCardView & {
  fullDescription?: string
  heroImage?: ImageView
  websiteUrl?: string
  contactPerson?: { name?: string; title?: string; email?: string; phone?: string; image?: ImageView }
  address?: { lines: string[] }
  callToActions: LinkView[]
  tagLinks: LinkView[]
  content: ContentCardView[]
}

export type Paging = { page: number; pageCount: number; total: number }

export type Option = { value: string; label: string }
