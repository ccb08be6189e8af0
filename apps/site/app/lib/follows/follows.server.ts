import { FOLLOW_API, type FollowerCountDto, type FollowsDto, type FollowTarget, type FollowToggleInput } from '@talentstad/types'
import { getAuthState, AuthUnavailableError } from '../auth/auth.server'
import { memberRead, memberWrite, type Caller } from '../auth/member-api.server'
import { callAccount } from '../auth/account.server'
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
  const result = await callAccount<{ data: FollowerCountDto }>(FOLLOW_API.followers(organizationDocumentId), {
    method: 'GET',
    token: caller.jwt,
    signal: caller.signal,
  })
  return result.ok ? result.data.data.count : null
}

/** The follow button's state for this request's member (FollowState). */
export async function followStateOf(request: Request, target: FollowTarget, documentId: string): Promise<FollowState> {
  let current
  try {
    current = (await getAuthState(request)).current
  } catch (error) {
    if (error instanceof AuthUnavailableError) return null
    throw error
  }
  if (!current) return null
  const result = await callAccount<{ data: FollowsDto }>(FOLLOW_API.mine, { method: 'GET', token: current.jwt, signal: request.signal })
  if (!result.ok) return 'unavailable'
  const followed = target === 'organization' ? result.data.data.organizations : result.data.data.themes
  return { following: followed.some((entry) => entry.documentId === documentId) }
}
