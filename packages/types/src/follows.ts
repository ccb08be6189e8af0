import { z } from 'zod'
import type { OrganizationType } from './domain.js'
import { DocumentIdSchema } from './profile.js'

/** What a member can follow (issue 30): an organisation, or a theme. */
export const FOLLOW_TARGETS = ['organization', 'theme'] as const
export type FollowTarget = (typeof FOLLOW_TARGETS)[number]

/** PUT /api/me/follows: follow (`following: true`) or stop following one organisation or theme; idempotent. */
export const FollowToggleSchema = z.strictObject({
  target: z.enum(FOLLOW_TARGETS),
  documentId: DocumentIdSchema,
  following: z.boolean(),
})
export type FollowToggleInput = z.infer<typeof FollowToggleSchema>

export type FollowedOrganizationDto = { documentId: string; name: string; slug: string; type: OrganizationType }
export type FollowedThemeDto = { documentId: string; name: string; slug: string }

/** GET /api/me/follows: what the member follows, newest first; an organisation only while it is public. */
export type FollowsDto = { organizations: FollowedOrganizationDto[]; themes: FollowedThemeDto[] }

/** GET /api/organizations/:organizationId/followers (its admins): how many members follow it, never who. */
export type FollowerCountDto = { count: number }

/** CMS endpoints (prefix /api), with the member's JWT. Errors: Strapi's shape with `details.code`. */
export const FOLLOW_API = {
  /** GET → `{ data: FollowsDto }`. PUT FollowToggleInput → `{ data: { target, documentId, following } }`; 400 `validation` or `unknown-target`. */
  mine: '/me/follows',
  /** GET → `{ data: FollowerCountDto }`; 403 for anyone but the organisation's admins. */
  followers: (organizationDocumentId: string) => `/organizations/${encodeURIComponent(organizationDocumentId)}/followers`,
} as const

export const FOLLOW_MESSAGES = {
  unknownTarget: 'Deze organisatie of dit thema bestaat niet (meer).',
} as const
