import type { Core } from '@strapi/strapi'
import { BRAND, ROLE_TYPE } from '@talentstad/types'
import { sendMail, sendMailToEach, type Mail } from './mail'
import { siteUrl } from './site-url'

const USER = 'plugin::users-permissions.user'

const greeting = (firstName: string | null | undefined) => ({ text: firstName ? `Hoi ${firstName},` : 'Hoi,' })
const signOff = { text: `Groet,\nHet team van ${BRAND.name}` }
const myCalls = () => ({ link: { label: 'Naar mijn oproepen', url: `${siteUrl()}/profiel/oproepen` } })

/** The Dutch mails about calls: review requests, decisions and enters. Every value from a member is escaped by the renderer. */
export const contentMails = {
  reviewRequested(firstName: string | null | undefined, call: { documentId: string; title: string }, edited: boolean): Mail {
    return {
      subject: edited
        ? `Een gewijzigde oproep wacht op beoordeling: ${call.title}`
        : `Een nieuwe oproep wacht op beoordeling: ${call.title}`,
      blocks: [
        greeting(firstName),
        {
          text: edited
            ? `De oproep "${call.title}" is aangepast en wacht op je beoordeling. Tot je hem goedkeurt, blijft de vorige versie online.`
            : `Er is een nieuwe oproep geplaatst die op je beoordeling wacht: "${call.title}".`,
        },
        { link: { label: 'Oproep beoordelen', url: `${siteUrl()}/profiel/oproepen/beoordelen/${encodeURIComponent(call.documentId)}` } },
        signOff,
      ],
    }
  },

  approved(firstName: string | null | undefined, call: { title: string; slug: string }): Mail {
    return {
      subject: `Je oproep is goedgekeurd: ${call.title}`,
      blocks: [
        greeting(firstName),
        { text: `Goed nieuws: de communitymanager heeft je oproep "${call.title}" goedgekeurd. Hij staat nu online.` },
        { link: { label: 'Bekijk je oproep', url: `${siteUrl()}/oproepen/${encodeURIComponent(call.slug)}` } },
        signOff,
      ],
    }
  },

  rejected(firstName: string | null | undefined, call: { title: string }, reason: string): Mail {
    return {
      subject: `Je oproep is afgewezen: ${call.title}`,
      blocks: [
        greeting(firstName),
        { text: `De communitymanager heeft je oproep "${call.title}" afgewezen. De reden:` },
        { text: reason },
        { text: 'Je kunt je oproep aanpassen en opnieuw insturen.' },
        myCalls(),
        signOff,
      ],
    }
  },

  entered(
    firstName: string | null | undefined,
    call: { documentId: string; title: string },
    responder: { firstName: string; lastName: string },
    shared: { sharedPhone: string | null; sharedLinkedIn: string | null; message: string | null },
  ): Mail {
    const name = `${responder.firstName} ${responder.lastName}`.trim() || 'Iemand'
    const details: Mail['blocks'] = []
    if (shared.sharedPhone) details.push({ text: `Telefoon: ${shared.sharedPhone}` })
    if (shared.sharedLinkedIn) details.push({ text: `LinkedIn: ${shared.sharedLinkedIn}` })
    if (shared.message) details.push({ text: `Bericht:\n${shared.message}` })
    if (details.length === 0) details.push({ text: `${name} heeft geen contactgegevens gedeeld.` })
    return {
      subject: `Nieuwe enter op je oproep: ${call.title}`,
      blocks: [
        greeting(firstName),
        { text: `${name} heeft gereageerd op de oproep "${call.title}" en deelt het volgende met je:` },
        ...details,
        myCalls(),
        signOff,
      ],
    }
  },
}

/**
 * Sends after the current transaction commits (at once outside one), without making the caller
 * wait; a failure is logged and never undoes the write that caused the mail.
 */
export function sendAfterCommit(strapi: Core.Strapi, what: string, send: () => Promise<unknown>): void {
  const run = () => {
    setImmediate(() => {
      send().catch((cause: Error) => strapi.log.error(`${what} not sent: ${cause?.message ?? String(cause)}`))
    })
  }
  if (strapi.db.inTransaction()) void strapi.db.transaction(async ({ onCommit }) => onCommit(run))
  else run()
}

/** Sends one mail to a member by id (no mail for a missing or blocked account). */
export async function mailMember(strapi: Core.Strapi, userId: number, mail: (firstName: string | null) => Mail) {
  const user = await strapi.db.query(USER).findOne({ where: { id: userId }, select: ['email', 'firstName', 'blocked'] })
  if (!user?.email || user.blocked) return
  await sendMail(strapi, user.email, mail(user.firstName ?? null))
}

/** Every community manager (the users-permissions role, never typeOfUser), one mail each. */
export async function mailCommunityManagers(strapi: Core.Strapi, mail: (firstName: string | null) => Mail) {
  const managers: Array<{ email: string; firstName: string | null }> = await strapi.db.query(USER).findMany({
    where: { role: { type: ROLE_TYPE.ROLE_COMMUNITY_MANAGER }, $or: [{ blocked: false }, { blocked: null }] },
    select: ['email', 'firstName'],
  })
  await sendMailToEach(strapi, managers, mail)
}
