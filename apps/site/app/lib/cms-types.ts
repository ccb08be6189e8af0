import type { AudienceType, ContentType, OrganizationType, ReviewState } from '@talentstad/types'

// The wire shapes of Strapi 5's REST API for the collections the site reads.

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

export type StrapiMedia = StrapiDocument & {
  name: string
  alternativeText: string | null
  width: number | null
  height: number | null
  url: string
  mime: string
  formats?: Record<string, { url: string; width: number; height: number }> | null
}

export type CmsTheme = StrapiDocument & { name: string; slug: string }
export type CmsTag = StrapiDocument & { name: string; slug: string }

export type CmsContactPerson = { name: string; title?: string | null; email?: string | null; phone?: string | null }
export type CmsAddress = { street?: string | null; houseNumber?: string | null; postal?: string | null; city?: string | null }
export type CmsCallToAction = { text: string; url: string }

export type CmsOrganization = StrapiDocument & {
  type: OrganizationType
  name: string
  slug: string
  description?: string | null
  websiteUrl?: string | null
  tags?: CmsTag[]
  contactPerson?: CmsContactPerson | null
  address?: CmsAddress | null
  callToActions?: CmsCallToAction[]
  image?: StrapiMedia | null
  heroImage?: StrapiMedia | null
  cardImage?: StrapiMedia | null
}

/** Strapi's rich-text "blocks" format: an array of nodes (paragraph, heading, list …). */
export type StrapiBlocks = Array<{ type: string; children?: unknown[]; [key: string]: unknown }>

export type CmsContentItem = StrapiDocument & {
  type: ContentType
  title: string
  slug: string
  summary?: string | null
  body?: StrapiBlocks | string | null
  location?: string | null
  audienceTypes?: AudienceType[] | null
  themes?: CmsTheme[]
  startDate?: string | null
  endDate?: string | null
  externalUrl?: string | null
  reviewState?: ReviewState
  rejectReason?: string | null
  organization?: CmsOrganization | null
  image?: StrapiMedia | null
  heroImage?: StrapiMedia | null
  cardImage?: StrapiMedia | null
}
