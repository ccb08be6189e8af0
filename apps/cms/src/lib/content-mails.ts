import type { Core } from '@strapi/strapi'
import { CALL_LINKS } from '@talentstad/types'
import { greeting, sendMail, signOff, type Mail } from './mail'
import { siteUrl } from './site-url'
import { afterCommit } from './after-commit'
import { inBackground } from './background'

const USER = 'plugin::users-permissions.user'

const myCalls = () => ({ link: { label: 'Naar mijn oproepen', url: `${siteUrl()}${CALL_LINKS.mine}` } })

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
        { link: { label: 'Oproep beoordelen', url: `${siteUrl()}${CALL_LINKS.review(call.documentId)}` } },
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
        { link: { label: 'Bekijk je oproep', url: `${siteUrl()}${CALL_LINKS.call(call.slug)}` } },
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

  entered(firstName: string | null | undefined, call: { documentId: string; title: string }, enter: SharedEnter): Mail {
    const name = responderName(enter)
    return {
      subject: `Nieuwe enter op je oproep: ${call.title}`,
      blocks: [
        greeting(firstName),
        { text: `${name} heeft gereageerd op de oproep "${call.title}" en deelt het volgende met je:` },
        ...sharedDetails(enter),
        { text: 'Reageren er kort daarna meer mensen, dan krijg je die later samen in één e-mail.' },
        myCalls(),
        signOff,
      ],
    }
  },

  /** The enters since the last mail about this call, in one mail (issue 26: enters coalesce per call and hour). */
  enteredSummary(firstName: string | null | undefined, call: { documentId: string; title: string }, enters: SharedEnter[]): Mail {
    return {
      subject:
        enters.length === 1 ? `Nieuwe enter op je oproep: ${call.title}` : `${enters.length} nieuwe enters op je oproep: ${call.title}`,
      blocks: [
        greeting(firstName),
        {
          text:
            enters.length === 1
              ? `Er heeft nog iemand gereageerd op de oproep "${call.title}":`
              : `Er hebben nog ${enters.length} mensen gereageerd op de oproep "${call.title}":`,
        },
        ...enters.flatMap((enter) => [{ text: `${responderName(enter)}:` }, ...sharedDetails(enter)]),
        myCalls(),
        signOff,
      ],
    }
  },

  /** What waits in the review queue now (issue 26: one mail per community manager and hour, whatever the number of submissions). */
  reviewQueue(firstName: string | null | undefined, waiting: number): Mail {
    return {
      subject: waiting === 1 ? 'Er wacht 1 item op beoordeling' : `Er wachten ${waiting} items op beoordeling`,
      blocks: [
        greeting(firstName),
        {
          text:
            waiting === 1
              ? 'Sinds je laatste bericht is er meer ingediend. Er wacht nu 1 item op je beoordeling.'
              : `Sinds je laatste bericht is er meer ingediend. Er wachten nu ${waiting} items op je beoordeling.`,
        },
        { link: { label: 'Naar de wachtrij', url: `${siteUrl()}${CALL_LINKS.reviewQueue}` } },
        signOff,
      ],
    }
  },
}

/** What a responder chose to share with an enter, and their name. */
export type SharedEnter = {
  firstName: string
  lastName: string
  sharedPhone: string | null
  sharedLinkedIn: string | null
  message: string | null
}

const responderName = (enter: SharedEnter) => `${enter.firstName} ${enter.lastName}`.trim() || 'Iemand'

function sharedDetails(enter: SharedEnter): Mail['blocks'] {
  const details: Mail['blocks'] = []
  if (enter.sharedPhone) details.push({ text: `Telefoon: ${enter.sharedPhone}` })
  if (enter.sharedLinkedIn) details.push({ text: `LinkedIn: ${enter.sharedLinkedIn}` })
  if (enter.message) details.push({ text: `Bericht:\n${enter.message}` })
  if (details.length === 0) details.push({ text: `${responderName(enter)} heeft geen contactgegevens gedeeld.` })
  return details
}

/**
 * Sends after the current transaction commits (at once outside one), without making the caller
 * wait; a failure is logged and never undoes the write that caused the mail.
 */
export function sendAfterCommit(strapi: Core.Strapi, what: string, send: () => Promise<unknown>): void {
  afterCommit(strapi, () => inBackground(strapi, `${what} not sent`, send))
}

/** Sends one mail to a member by id (no mail for a missing or blocked account). */
export async function mailMember(strapi: Core.Strapi, userId: number, mail: (firstName: string | null) => Mail) {
  const user = await strapi.db.query(USER).findOne({ where: { id: userId }, select: ['email', 'firstName', 'blocked'] })
  if (!user?.email || user.blocked) return
  await sendMail(strapi, user.email, mail(user.firstName ?? null))
}
