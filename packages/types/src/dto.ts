import type { ApplicationState, AudienceType, ContentType, MemberRole, OrganizationType, ReviewState, UserType } from './domain.js'

// Wire shapes of the CMS's REST API (Strapi 5, flat `data` documents) as the site reads them.
// The CMS's schema.json files are the source; these types follow them field by field.

export type StrapiPagination = { page: number; pageSize: number; pageCount: number; total: number }
export type StrapiListResponse<T> = { data: T[]; meta: { pagination?: StrapiPagination } }
export type StrapiSingleResponse<T> = { data: T; meta: Record<string, unknown> }

export type StrapiDocument = {
  id: number
  documentId: string
  createdAt: string
  updatedAt: string
  publishedAt?: string | null
}

export type StrapiMediaFormat = { url: string; width: number; height: number; mime?: string }

export type StrapiMedia = StrapiDocument & {
  name: string
  alternativeText: string | null
  width: number | null
  height: number | null
  url: string
  mime: string
  formats?: Record<string, StrapiMediaFormat> | null
}

/** Strapi "blocks" rich text: structured JSON, rendered by the site without raw HTML. */
export type BlockText = {
  type: 'text'
  text: string
  bold?: boolean
  italic?: boolean
  underline?: boolean
  strikethrough?: boolean
  code?: boolean
}
export type BlockLink = { type: 'link'; url: string; children: BlockText[] }
export type BlockInline = BlockText | BlockLink
export type BlockNode =
  | { type: 'paragraph'; children: BlockInline[] }
  | { type: 'heading'; level: 1 | 2 | 3 | 4 | 5 | 6; children: BlockInline[] }
  | { type: 'list'; format: 'ordered' | 'unordered'; children: Array<{ type: 'list-item'; children: BlockInline[] }> }
  | { type: 'quote'; children: BlockInline[] }
  | { type: 'code'; children: BlockText[] }
  | { type: 'image'; image: Pick<StrapiMedia, 'url' | 'alternativeText' | 'width' | 'height'>; children: BlockText[] }

export type ThemeDto = StrapiDocument & { name: string; slug: string }
export type TagDto = StrapiDocument & { name: string; slug: string }
export type AudienceDto = StrapiDocument & { key: AudienceType; name: string }

export type ContactPersonDto = {
  name?: string | null
  title?: string | null
  email?: string | null
  phone?: string | null
  image?: StrapiMedia | null
}
export type AddressDto = { street?: string | null; houseNumber?: string | null; postal?: string | null; city?: string | null }
export type CallToActionDto = { text: string; url: string }

export type OrganizationDto = StrapiDocument & {
  type: OrganizationType
  name: string
  slug: string
  description?: string | null
  websiteUrl?: string | null
  tags?: TagDto[]
  contactPerson?: ContactPersonDto | null
  address?: AddressDto | null
  callToActions?: CallToActionDto[]
  image?: StrapiMedia | null
  heroImage?: StrapiMedia | null
  cardImage?: StrapiMedia | null
  applicationState?: 'pending' | 'approved' | 'rejected'
  contentItems?: ContentItemDto[]
}

export type ContentItemDto = StrapiDocument & {
  type: ContentType
  title: string
  slug: string
  summary?: string | null
  body?: BlockNode[] | null
  themes?: ThemeDto[]
  audiences?: AudienceDto[]
  externalUrl?: string | null
  /** An event: whether members sign up on the platform (issue 31). */
  signUpEnabled?: boolean | null
  startDate?: string | null
  endDate?: string | null
  location?: string | null
  reviewState?: ReviewState
  rejectReason?: string | null
  organization?: OrganizationDto | null
  /** A member's call: who placed it, by first name only (the CMS adds it to public answers). */
  placedBy?: { firstName: string } | null
  image?: StrapiMedia | null
  heroImage?: StrapiMedia | null
  cardImage?: StrapiMedia | null
}

export type MembershipDto = StrapiDocument & { role: MemberRole; organization?: OrganizationDto | null }

/** What the site may know of the logged-in member (never another member's private fields). */
export type MemberDto = {
  id: number
  documentId: string
  firstName?: string | null
  lastName?: string | null
  typeOfUser: UserType
  avatar?: StrapiMedia | null
}

/** A member of an organisation as its members see them: never e-mail or phone. `since`: the membership's start. */
export type OrganizationMemberDto = { documentId: string; firstName: string; lastName: string; role: MemberRole; since: string }
export type OrganizationMembersResponse = { data: OrganizationMemberDto[]; meta: { count: number } }

/** An organisation as a reference in another answer: enough to name and link it. */
export type OrganizationRefDto = { documentId: string; name: string; slug: string; type: OrganizationType }

/** An organisation application as its applicant sees it on their profile. */
export type MyApplicationDto = OrganizationRefDto & {
  applicationState: ApplicationState
  rejectReason: string | null
  createdAt: string
  reviewedAt: string | null
}
