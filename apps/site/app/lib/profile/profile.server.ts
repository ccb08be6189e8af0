import {
  ME_API,
  PROFILE_ORGANIZATION_FIELDS,
  UPLOAD_MESSAGES,
  type MeDashboardDto,
  type OrganizationDto,
  type ProfileDto,
  type ProfileOrganizationField,
  type ProfileUpdateInput,
  type StrapiListResponse,
  type ThemeDto,
  ME_WRITE_REACH,
} from '@talentstad/types'
import { memberAsk, memberRead, memberWrite, type AccountResult, type Caller } from '~/lib/cms/member-api.server'
import { requireUser, type CurrentUser } from '~/lib/auth/auth.server'
import { cachedCmsFetch } from '~/lib/cms/cache.server'
import type { Option } from '~/lib/content/views'
import { processImageUpload } from '~/lib/forms/image-upload.server'

/**
 * The member's own profile for the onboarding, profile, edit and preferences pages: read and
 * written through the CMS's /api/me endpoints with the member's JWT, plus the choices those forms
 * offer (directory organisations by type, themes).
 */

/** The logged-in member (to the login page without a session) and their read `path` of /api/me; a CMS that cannot answer is a 503 page. */
async function requireOwn<T>(request: Request, path: string): Promise<CurrentUser & { data: T }> {
  const current = await requireUser(request)
  const { data } = await memberRead<{ data: T }>({ jwt: current.jwt, signal: request.signal }, path)
  return { ...current, data }
}

/** The logged-in member and their profile; a CMS that cannot answer is a 503 page. */
export async function requireProfile(request: Request): Promise<CurrentUser & { profile: ProfileDto }> {
  const { data: profile, ...current } = await requireOwn<ProfileDto>(request, ME_API.profile)
  return { ...current, profile }
}

/**
 * The logged-in member and everything /profiel shows of them in one CMS read (docs/decisions/0044):
 * the profile as `requireProfile` gives it, their sessions, applications and the dashboard counts.
 * The same answers as `requireProfile`: the login page without a session, 401 when it ended, 503
 * when the CMS cannot say.
 */
export async function requireDashboard(request: Request): Promise<CurrentUser & { dashboard: MeDashboardDto }> {
  const { data: dashboard, ...current } = await requireOwn<MeDashboardDto>(request, ME_API.dashboard)
  return { ...current, dashboard }
}

/** The member's profile when the CMS gives it; null when it cannot say (a form then starts empty). */
export async function findMyProfile(caller: Caller): Promise<ProfileDto | null> {
  const result = await memberAsk<{ data: ProfileDto }>(caller, ME_API.profile)
  return result.ok ? result.data.data : null
}

export function saveProfile(caller: Caller, update: ProfileUpdateInput): Promise<AccountResult<{ data: ProfileDto }>> {
  return memberWrite<{ data: ProfileDto }>(caller, ME_API.profile, 'PUT', update, { reach: ME_WRITE_REACH.profile })
}

/** Runs the upload pipeline on the posted file and sends the clean bytes to the CMS as the avatar. */
export async function uploadAvatar(caller: Caller, file: unknown): Promise<{ ok: true } | { ok: false; status: number; message: string }> {
  const image = await processImageUpload(file instanceof File ? file : null)
  if (!image.ok) return image
  const body = new FormData()
  body.append('file', new Blob([new Uint8Array(image.buffer)], { type: image.mime }), image.fileName)
  const result = await memberWrite<{ data: ProfileDto }>(caller, ME_API.avatar, 'POST', body, { reach: ME_WRITE_REACH.avatar })
  if (result.ok) return { ok: true }
  return {
    ok: false,
    status: result.status,
    message: result.status < 500 && result.status !== 401 ? result.message : UPLOAD_MESSAGES.failed,
  }
}

const DIRECTORY_QUERY = { fields: ['name', 'slug', 'type'], sort: ['name:asc', 'id:asc'], pagination: { page: 1, pageSize: 100 } }

/** The approved organisations a member can pick for each career stage field, by name. */
export async function getDirectoryOptions(): Promise<Record<ProfileOrganizationField, Option[]>> {
  const fields = Object.keys(PROFILE_ORGANIZATION_FIELDS) as ProfileOrganizationField[]
  const lists = await Promise.all(
    fields.map((field) =>
      cachedCmsFetch<StrapiListResponse<OrganizationDto>>('/organizations', {
        query: { ...DIRECTORY_QUERY, filters: { type: { $eq: PROFILE_ORGANIZATION_FIELDS[field] } } },
        models: ['organization'],
      }),
    ),
  )
  return Object.fromEntries(
    fields.map((field, index) => [
      field,
      lists[index]!.data.map((organization) => ({ value: organization.documentId, label: organization.name })),
    ]),
  ) as Record<ProfileOrganizationField, Option[]>
}

/** Themes by documentId (what the profile stores), by name. */
export async function getThemeChoices(): Promise<Option[]> {
  const response = await cachedCmsFetch<StrapiListResponse<ThemeDto>>('/themes', {
    query: { fields: ['name', 'slug'], sort: ['name:asc'], pagination: { page: 1, pageSize: 100 } },
    models: ['theme'],
  })
  return response.data.map((theme) => ({ value: theme.documentId, label: theme.name }))
}
