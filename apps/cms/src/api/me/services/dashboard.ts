import type { Core } from '@strapi/strapi'
import { ROLE_TYPE, type DashboardCountsDto, type MeDashboardDto, type MyApplicationDto, type ProfileDto } from '@talentstad/types'
import type { SessionsService } from '../../account/services/sessions'
import type { MemberContentService } from '../../content-item/services/member-content'
import type { RegistrationsService } from '../../registration/services/registrations'

/** The member GET /api/me/dashboard answers for: their id, users-permissions role and the session of this request. */
export type DashboardCaller = { id: number; role?: { type?: string } | null; sid: string | null }

/**
 * What /profiel shows of a member, in one read (docs/decisions/0044): the services behind the
 * separate routes (/me/profile, /account/sessions, /me/organization-applications) and COUNTs of
 * what the pages behind the dashboard list (/me/calls, /me/enters, the saved items, the review
 * queues), side by side. Only the profile is needed: a part that cannot be read now is null (and
 * logged), so its section says so and the rest of the page still shows, as when the site read them
 * one by one.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  async function orNull<T>(what: string, read: () => Promise<T>): Promise<T | null> {
    try {
      return await read()
    } catch (error) {
      strapi.log.error(`Dashboard: ${what} could not be read (${error instanceof Error ? error.message : 'error'})`)
      return null
    }
  }

  async function counts(caller: DashboardCaller): Promise<DashboardCountsDto> {
    // The review counts follow the users-permissions role, as the queues' routes (is-community-manager), never typeOfUser.
    const manager = caller.role?.type === ROLE_TYPE.ROLE_COMMUNITY_MANAGER
    const [calls, enters, saved, events, reviewCalls, reviewApplications] = await Promise.all([
      orNull('call counts', () => (strapi.service('api::content-item.member-content') as MemberContentService).countMine(caller.id)),
      orNull('enter count', () => strapi.service('api::enter.enters').countMine(caller.id) as Promise<number>),
      orNull('saved item count', () => strapi.service('api::me.favorites').countPublic(caller.id) as Promise<number>),
      orNull('event sign-up count', () =>
        (strapi.service('api::registration.registrations') as RegistrationsService).countUpcoming(caller.id),
      ),
      manager ? orNull('call review count', () => strapi.service('api::review.review').pendingCount() as Promise<number>) : null,
      manager
        ? orNull('application review count', () => strapi.service('api::organization.applications').pendingCount() as Promise<number>)
        : null,
    ])
    return { calls, enters, saved, events, review: manager ? { calls: reviewCalls, applications: reviewApplications } : null }
  }

  return {
    /** The member's dashboard; null when their account is gone. */
    async get(caller: DashboardCaller): Promise<MeDashboardDto | null> {
      const [profile, sessions, applications, dashboardCounts] = await Promise.all([
        strapi.service('api::me.profile').get(caller.id) as Promise<ProfileDto | null>,
        caller.sid === null
          ? null
          : orNull('sessions', () => (strapi.service('api::account.sessions') as SessionsService).list(caller.id, caller.sid!)),
        orNull(
          'organisation applications',
          () => strapi.service('api::organization.applications').mine(caller.id) as Promise<MyApplicationDto[]>,
        ),
        counts(caller),
      ])
      if (!profile) return null
      return { profile, sessions, applications, counts: dashboardCounts }
    },
  }
}
