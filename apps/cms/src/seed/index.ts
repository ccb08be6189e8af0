import type { Core } from '@strapi/strapi'
import { cityClock, cityInstant, organizationNameKey } from '@talentstad/types'
import { pairKey } from '../lib/pair-key'
import { seedCallActivity } from './calls'
import { AUDIENCES, THEMES, buildContent } from './content'
import { uploadGeneratedImage } from './images'
import { ORGANIZATIONS, seedOrganizationDemo } from './organizations'
import { PAGES } from './pages'
import { slugify } from '../lib/slug'
import { DEMO_PASSWORD, DEMO_USERS } from './users'
import { seedAdmins } from './admins'

type Documents = ReturnType<Core.Strapi['documents']>

const WITHOUT_PICTURE = new Set(['CONTENT_TYPE_ARTICLE', 'CONTENT_TYPE_JOB'])

const HOUR = 60 * 60 * 1000
const DAY = 24 * HOUR

async function upsertBy(documents: Documents, filters: Record<string, unknown>, data: Record<string, unknown>, status?: 'published') {
  const existing = await documents.findFirst({ filters, ...(status ? { status: 'draft' as const } : {}) })
  if (existing) return existing
  return documents.create({ data: data as any, ...(status ? { status } : {}) })
}

/**
 * Idempotent demo content: every record is looked up by a natural key (slug, name, e-mail) and only
 * created when missing, so a restart neither duplicates nor overwrites what editors changed.
 */
export async function seed(strapi: Core.Strapi) {
  const started = Date.now()

  const themeIds = new Map<string, string>()
  for (const name of THEMES) {
    const theme = await upsertBy(strapi.documents('api::theme.theme'), { name }, { name, slug: slugify(name) })
    themeIds.set(name, theme.documentId)
  }

  const audienceIds = new Map<string, string>()
  for (const { key, name } of AUDIENCES) {
    const audience = await upsertBy(strapi.documents('api::audience.audience'), { key }, { key, name })
    audienceIds.set(key, audience.documentId)
  }

  const tagIds = new Map<string, string>()
  for (const name of new Set(ORGANIZATIONS.flatMap((organization) => organization.tags))) {
    const tag = await upsertBy(strapi.documents('api::tag.tag'), { name }, { name, slug: slugify(name) })
    tagIds.set(name, tag.documentId)
  }

  const pictures: number[] = []
  for (let index = 0; index < 8; index++) {
    pictures.push(await uploadGeneratedImage(strapi, { name: `talentstad-beeld-${index + 1}`, index, width: 1200, height: 675, alt: '' }))
  }

  const organizationIds = new Map<string, string>()
  for (const [index, organization] of ORGANIZATIONS.entries()) {
    const slug = slugify(organization.name)
    // By slug, else by name (one organisation per name, ADR 0032): an editor may have changed the slug.
    const organizations = strapi.documents('api::organization.organization')
    const bySlug = (await organizations.findFirst({ filters: { slug }, fields: ['slug'] })) !== null
    const saved = await upsertBy(organizations, bySlug ? { slug } : { nameKey: organizationNameKey(organization.name) }, {
      type: organization.type,
      name: organization.name,
      slug,
      description: organization.description,
      websiteUrl: organization.websiteUrl,
      tags: organization.tags.map((tag) => tagIds.get(tag)),
      contactPerson: organization.contact,
      address: organization.address,
      callToActions: organization.callToActions,
      signUp: {
        email: organization.contact.email,
        phoneNumber: organization.contact.phone,
        website: organization.websiteUrl,
        message: `Wij willen graag partner worden van Talentstad.`,
        chamberOfCommerceNumber: String(10000000 + index * 7919),
      },
      applicationState: organization.applicationState,
      rejectReason: organization.rejectReason,
    })
    organizationIds.set(organization.name, saved.documentId)
  }

  const userIds = new Map<string, { id: number; documentId: string }>()
  if (process.env.DEMO_MODE === 'true') {
    for (const user of DEMO_USERS) {
      const saved = await seedUser(strapi, user)
      userIds.set(user.key, saved)
      if (user.membership) {
        const organizationId = organizationIds.get(user.membership.organization)
        const existing = await strapi.db
          .query('api::membership.membership')
          .findOne({ where: { pairKey: pairKey(saved.id, organizationId!) } })
        if (!existing) {
          await strapi.documents('api::membership.membership').create({
            data: { user: saved.documentId, organization: organizationId, role: user.membership.role } as any,
          })
        }
      }
    }
    await seedOrganizationDemo(strapi, organizationIds, userIds)
    await seedFollows(strapi, userIds, organizationIds, themeIds)
  }

  const now = Date.now()
  for (const [index, item] of buildContent().entries()) {
    const slug = slugify(item.title)
    const start =
      item.startInDays === undefined
        ? undefined
        : cityTime(onWeekday(new Date(now + item.startInDays * DAY), item.weekday, item.startInDays < 0 ? -1 : 1), item.startHour ?? 19)
    const picture = WITHOUT_PICTURE.has(item.type) ? undefined : pictures[index % pictures.length]
    const data = {
      type: item.type,
      title: item.title,
      slug,
      summary: item.summary,
      body: item.paragraphs.map((text) => ({ type: 'paragraph', children: [{ type: 'text', text }] })),
      themes: item.themes.map((theme) => themeIds.get(theme)),
      audiences: item.audiences.map((audience) => audienceIds.get(audience)),
      organization: item.organization ? organizationIds.get(item.organization) : undefined,
      author: item.author ? userIds.get(item.author)?.documentId : undefined,
      reviewState: item.reviewState,
      rejectReason: item.rejectReason,
      externalUrl: item.externalUrl,
      startDate: start?.toISOString(),
      endDate: start ? new Date(start.getTime() + (item.durationHours ?? 2) * HOUR).toISOString() : undefined,
      location: item.location,
      ...(item.signUp
        ? {
            signUpEnabled: true,
            capacity: item.signUp.capacity,
            waitingList: item.signUp.waitingList ?? true,
            askEmail: item.signUp.askEmail ?? false,
            askPhone: item.signUp.askPhone ?? false,
            signUpQuestion: item.signUp.question ?? null,
          }
        : {}),
      // One picture per item, the same on its card and its page. Articles and jobs have none: the
      // site shows its designed fallback for their type (issue 12), as it does for organisations,
      // whose demo records carry no logo (the site shows their initials).
      ...(picture === undefined ? {} : { image: picture, cardImage: picture, heroImage: picture }),
    }
    await upsertBy(
      strapi.documents('api::content-item.content-item'),
      { slug },
      data,
      item.reviewState === 'approved' ? 'published' : undefined,
    )
  }

  // Calls in every state with enters from other demo members (needs the demo users).
  if (userIds.size > 0) await seedCallActivity(strapi, userIds, themeIds, audienceIds, pictures[2])
  // Sign-ups: the student for the security meetup; the accessibility workshop full, with a waiting list.
  if (userIds.size > 0) await seedRegistrations(strapi, userIds)
  // The admin panel's editor and community manager (issue 32).
  await seedAdmins(strapi)

  strapi.log.info(`Demo content seeded in ${Date.now() - started} ms`)
}

/**
 * Demo sign-ups (issue 31), written as the sign-up service leaves them but without its mails: a
 * numbered place for each confirmed one, the waiting list after. Each only when missing.
 */
async function seedRegistrations(strapi: Core.Strapi, userIds: Map<string, { id: number; documentId: string }>) {
  const REGISTRATION = 'api::registration.registration'
  const plan: Array<[string, string[]]> = [
    ['Meetup: security in de praktijk', ['student']],
    ['Workshop toegankelijk ontwerpen', ['professional', 'employee', 'educationEmployee']],
  ]
  for (const [title, members] of plan) {
    const event = await strapi.db
      .query('api::content-item.content-item')
      .findOne({ where: { slug: slugify(title), publishedAt: { $notNull: true } }, select: ['id', 'documentId', 'capacity'] })
    if (!event) continue
    for (const [index, key] of members.entries()) {
      const user = userIds.get(key)
      if (!user || (await strapi.db.query(REGISTRATION).count({ where: { pairKey: pairKey(user.id, event.documentId) } })) > 0) continue
      const confirmed = event.capacity == null || index < event.capacity
      await strapi.db.query(REGISTRATION).create({
        data: {
          event: event.id,
          user: user.id,
          eventKey: event.documentId,
          state: confirmed ? 'confirmed' : 'waiting',
          placeKey: confirmed ? `${event.documentId}:${index + 1}` : null,
          sharedEmail: null,
        },
      })
    }
  }
}

/** The static single types: created with the demo text when they do not exist yet, never overwritten. */
export async function seedPages(strapi: Core.Strapi) {
  for (const [name, page] of Object.entries(PAGES)) {
    const documents = strapi.documents(`api::${name}.${name}` as any)
    if (await documents.findFirst({})) continue
    await documents.create({ data: page as any })
  }
}

async function seedUser(strapi: Core.Strapi, user: (typeof DEMO_USERS)[number]) {
  const existing = await strapi.db
    .query('plugin::users-permissions.user')
    .findOne({ where: { email: user.email }, select: ['id', 'documentId'] })
  if (existing) return existing as { id: number; documentId: string }
  const role = await strapi.db.query('plugin::users-permissions.role').findOne({ where: { type: user.roleType } })
  const created = await strapi.plugin('users-permissions').service('user').add({
    username: user.email,
    email: user.email,
    password: DEMO_PASSWORD,
    provider: 'local',
    confirmed: true,
    blocked: false,
    role: role.id,
    firstName: user.firstName,
    lastName: user.lastName,
    typeOfUser: user.typeOfUser,
    onboardingStep: 4,
    onboardedAt: new Date().toISOString(),
  })
  return { id: created.id as number, documentId: created.documentId as string }
}

/**
 * The first day from `day` on (direction 1) or back (direction -1) that falls on `weekday` (0 Sunday …
 * 6 Saturday) on the city's calendar; `day` itself without a weekday. Upcoming demo events stay
 * upcoming and past ones past, each in its own week.
 */
export function onWeekday(day: Date, weekday: number | undefined, direction: 1 | -1): Date {
  if (weekday === undefined) return day
  const current = cityClock(day).weekday % 7
  const shift = direction === 1 ? (weekday - current + 7) % 7 : -((current - weekday + 7) % 7)
  return new Date(day.getTime() + shift * DAY)
}

/**
 * The moment `hour`:00 on the city's calendar day of `day` (Europe/Amsterdam, summer time included),
 * so demo events start at an evening hour whenever the seed runs instead of at the seed's clock time.
 */
export function cityTime(day: Date, hour: number): Date {
  const { year, month, day: date } = cityClock(day)
  return cityInstant(year, month, date, hour)
}

/** Demo follows (issue 30): the student follows two organisations and two themes; the professional one of each. */
/**
 * What demo members follow and told onboarding they care about, so that /voor-jou is full for the
 * demo student right after `npm start` (issue 30). Interests are set once: a demo member's own
 * choices survive a restart.
 */
const DEMO_FOLLOWS: Array<{
  user: string
  organizations: string[]
  themes: string[]
  interests?: { careerStage: string; types: string[]; themes: string[] }
}> = [
  {
    user: 'student',
    organizations: ['Kanaal Digital', 'Studievereniging Bit'],
    themes: ['AI en data', 'Design en UX'],
    interests: {
      careerStage: 'CAREER_STAGE_STUDYING',
      types: ['APPLICATION_TYPE_EVENT', 'APPLICATION_TYPE_JOB'],
      themes: ['Software-ontwikkeling'],
    },
  },
  { user: 'professional', organizations: ['Kanaal Digital'], themes: ['Cybersecurity'] },
  // The member `npm run bench` measures: a personal feed, not the start.
  {
    user: 'admin',
    organizations: [],
    themes: [],
    interests: { careerStage: 'CAREER_STAGE_WORKING', types: ['APPLICATION_TYPE_NEWS'], themes: ['Cloud en DevOps'] },
  },
]

async function seedFollows(
  strapi: Core.Strapi,
  userIds: Map<string, { id: number; documentId: string }>,
  organizationIds: Map<string, string>,
  themeIds: Map<string, string>,
) {
  const follow = async (
    uid: 'api::follow.organization-follow' | 'api::follow.theme-follow',
    userId: number,
    relation: string,
    documentId?: string,
  ) => {
    if (!documentId || (await strapi.db.query(uid).count({ where: { pairKey: pairKey(userId, documentId) } })) > 0) return
    const target = await strapi.db.query(relation === 'organization' ? 'api::organization.organization' : 'api::theme.theme').findOne({
      where: { documentId },
      select: ['id'],
    })
    if (target) await strapi.db.query(uid).create({ data: { user: userId, [relation]: target.id } })
  }
  for (const { user, organizations, themes, interests } of DEMO_FOLLOWS) {
    const member = userIds.get(user)
    if (!member) continue
    const current = await strapi.db.query('plugin::users-permissions.user').findOne({ where: { id: member.id }, select: ['interests'] })
    if (interests && current && current.interests == null) {
      await strapi.documents('plugin::users-permissions.user').update({
        documentId: member.documentId,
        data: {
          careerStage: interests.careerStage,
          interests: interests.types,
          themes: interests.themes.map((name) => themeIds.get(name)).filter(Boolean),
        } as any,
      })
    }
    for (const name of organizations) await follow('api::follow.organization-follow', member.id, 'organization', organizationIds.get(name))
    for (const name of themes) await follow('api::follow.theme-follow', member.id, 'theme', themeIds.get(name))
  }
}
