import { FOLLOW_API, type FollowerCountDto, type FollowsDto, type FollowTarget, type FollowToggleInput } from '@talentstad/types'
import { getAuthState, AuthUnavailableError } from '../auth/auth.server'
import { memberAsk, memberRead, memberWrite, type Caller } from '../cms/member-api.server'
import type { FollowState } from './follow-form'

/** What the member follows (GET /api/me/follows); a failed read is the page's error. */
export async function getMyFollows(caller: Caller): Promise<FollowsDto> {
  return (await memberRead<{ data: FollowsDto }>(caller, FOLLOW_API.mine)).data
}

/** Follow or stop following (PUT /api/me/follows): the CMS's result, for the form to show. */
export const setFollow = (caller: Caller, input: FollowToggleInput) =>
  memberWrite<{ data: FollowToggleInput }>(caller, FOLLOW_API.mine, 'PUT', input)

/** An organisation's follower count, for its admins (null when the CMS does not give it). */
export async function getFollowerCount(caller: Caller, organizationDocumentId: string): Promise<number | null> {
  const result = await memberAsk<{ data: FollowerCountDto }>(caller, FOLLOW_API.followers(organizationDocumentId))
  return result.ok ? result.data.data.count : null
}

/**
 * This request's member's follows: null for a visitor, 'unavailable' when they cannot be read now
 * (a public page still shows, without follow buttons).
 */
async function followsOf(request: Request): Promise<FollowsDto | null | 'unavailable'> {
  let current
  try {
    current = (await getAuthState(request)).current
  } catch (error) {
    if (error instanceof AuthUnavailableError) return null
    throw error
  }
  if (!current) return null
  const result = await memberAsk<{ data: FollowsDto }>({ jwt: current.jwt, signal: request.signal }, FOLLOW_API.mine)
  return result.ok ? result.data.data : 'unavailable'
}

/** The follow button's state for this request's member (FollowState). */
export async function followStateOf(request: Request, target: FollowTarget, documentId: string): Promise<FollowState> {
  const follows = await followsOf(request)
  if (follows === null || follows === 'unavailable') return follows
  const followed = target === 'organization' ? follows.organizations : follows.themes
  return { following: followed.some((entry) => entry.documentId === documentId) }
}

/**
 * The organisations this request's member follows, for the buttons on organisation cards: null for
 * a visitor or when they cannot be read now (the cards then have no button; a visitor follows from
 * the organisation's page, which asks them to log in).
 */
export async function followedOrganizations(request: Request): Promise<string[] | null> {
  const follows = await followsOf(request)
  return follows === null || follows === 'unavailable' ? null : follows.organizations.map((entry) => entry.documentId)
}
