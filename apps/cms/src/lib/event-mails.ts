import type { Core } from '@strapi/strapi'
import { BRAND, buildEventIcs, CITY_TIME_ZONE, CONTENT_TYPE_SEGMENTS, eventCalendarUid } from '@talentstad/types'
import { greeting, sendMail, signOff, type Mail } from './mail'
import { siteUrl } from './site-url'

const USER = 'plugin::users-permissions.user'

/** "donderdag 3 december 14:00": when an event begins, in the city's time. */
export const eventDate = new Intl.DateTimeFormat('nl-NL', {
  timeZone: CITY_TIME_ZONE,
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  hour: '2-digit',
  minute: '2-digit',
})

/** An event as its mails need it. */
export type MailEvent = {
  documentId: string
  title: string
  slug: string
  summary?: string | null
  location?: string | null
  startDate: string | Date
  endDate?: string | Date | null
  updatedAt?: string | Date | null
}

const eventUrl = (event: MailEvent) => `${siteUrl()}/${CONTENT_TYPE_SEGMENTS.CONTENT_TYPE_EVENT}/${encodeURIComponent(event.slug)}`

function when(event: MailEvent) {
  const date = eventDate.format(new Date(event.startDate))
  return event.location ? `${date}, ${event.location}` : date
}

/** The Dutch mails about a member's sign-up; the calendar part is added by `mailAttendee`. */
const eventMails = {
  confirmed(firstName: string | null, event: MailEvent): Mail {
    return {
      subject: `Je bent aangemeld: ${event.title}`,
      blocks: [
        greeting(firstName),
        { text: `Je bent aangemeld voor "${event.title}" op ${when(event)}. In de bijlage staat het evenement voor je agenda.` },
        { link: { label: 'Bekijk het evenement', url: eventUrl(event) } },
        { text: 'Kun je toch niet? Meld je af op de pagina van het evenement, dan gaat je plek naar iemand op de wachtlijst.' },
        signOff,
      ],
    }
  },

  waiting(firstName: string | null, event: MailEvent, position: number): Mail {
    return {
      subject: `Je staat op de wachtlijst: ${event.title}`,
      blocks: [
        greeting(firstName),
        {
          text: `"${event.title}" op ${when(event)} is vol. Je staat op de wachtlijst, plek ${position}. Komt er een plek vrij, dan ben je meteen aangemeld en krijg je een e-mail.`,
        },
        { link: { label: 'Bekijk het evenement', url: eventUrl(event) } },
        signOff,
      ],
    }
  },

  promoted(firstName: string | null, event: MailEvent): Mail {
    return {
      subject: `Er is een plek vrij: je bent aangemeld voor ${event.title}`,
      blocks: [
        greeting(firstName),
        {
          text: `Er is een plek vrijgekomen bij "${event.title}" op ${when(event)}: je stond op de wachtlijst en bent nu aangemeld. In de bijlage staat het evenement voor je agenda.`,
        },
        { link: { label: 'Bekijk het evenement', url: eventUrl(event) } },
        { text: 'Kun je toch niet? Meld je af op de pagina van het evenement, dan gaat je plek naar de volgende op de wachtlijst.' },
        signOff,
      ],
    }
  },

  reminder(firstName: string | null, event: MailEvent): Mail {
    return {
      subject: `Herinnering: ${event.title}`,
      blocks: [
        greeting(firstName),
        { text: `Binnenkort is het zover: je bent aangemeld voor "${event.title}" op ${when(event)}.` },
        { link: { label: 'Bekijk het evenement', url: eventUrl(event) } },
        { text: 'Kun je toch niet? Meld je af op de pagina van het evenement, dan gaat je plek naar iemand op de wachtlijst.' },
        signOff,
      ],
    }
  },

  cancelled(firstName: string | null, event: MailEvent, reason: string): Mail {
    return {
      subject: `Je aanmelding is geannuleerd: ${event.title}`,
      blocks: [
        greeting(firstName),
        { text: `De organisator heeft je aanmelding voor "${event.title}" op ${when(event)} geannuleerd.` },
        { text: `Reden: ${reason}` },
        { link: { label: 'Bekijk het evenement', url: eventUrl(event) } },
        signOff,
      ],
    }
  },

  changed(firstName: string | null, event: MailEvent, changes: string[], waiting: boolean): Mail {
    return {
      subject: `Gewijzigd: ${event.title}`,
      blocks: [
        greeting(firstName),
        {
          text: `De organisator heeft "${event.title}" gewijzigd. ${waiting ? 'Je staat op de wachtlijst voor' : 'Je bent aangemeld voor'} dit evenement, nu op ${when(event)}.`,
        },
        { text: ['Wat er veranderd is:', ...changes.map((change) => `- ${change}`)].join('\n') },
        ...(waiting ? [] : [{ text: 'In de bijlage staat het evenement zoals het nu is, voor je agenda.' }]),
        { link: { label: 'Bekijk het evenement', url: eventUrl(event) } },
        { text: 'Kun je nu niet meer? Meld je af op de pagina van het evenement, dan gaat je plek naar iemand op de wachtlijst.' },
        signOff,
      ],
    }
  },

  withdrawn(firstName: string | null, event: MailEvent): Mail {
    return {
      subject: `Gaat niet door: ${event.title}`,
      blocks: [
        greeting(firstName),
        {
          text: `"${event.title}" op ${when(event)} staat niet meer op ${BRAND.name}: het evenement is teruggetrokken. Je aanmelding is daarmee vervallen.`,
        },
        { text: 'Had je het evenement in je agenda gezet? Met de bijlage haal je het eruit.' },
        signOff,
      ],
    }
  },
}

/** The sender's address (MAIL_FROM), the calendar entry's organiser. */
function senderAddress(strapi: Core.Strapi) {
  const from = String(strapi.config.get('plugin::email.settings.defaultFrom', 'noreply@talentstad.local'))
  return /<([^>]+)>/.exec(from)?.[1] ?? from
}

/** What a member is told: their place, the waiting list, a move up, the reminder, the organiser's cancellation. */
export type AttendeeMail =
  | { kind: 'confirmed' }
  | { kind: 'waiting'; position: number }
  | { kind: 'promoted' }
  | { kind: 'reminder' }
  | { kind: 'cancelled'; reason: string }
  /** The organiser changed the date, the place or the number of places (`changes`: each as was and now, in Dutch). */
  | { kind: 'changed'; changes: string[]; waiting: boolean }
  /** The event went offline or was deleted: every sign-up ends. */
  | { kind: 'withdrawn' }

/** Each mail's calendar part: a place puts the event in the calendar, a cancellation takes it out. */
const CALENDAR: Record<AttendeeMail['kind'], 'REQUEST' | 'CANCEL' | null> = {
  confirmed: 'REQUEST',
  waiting: null,
  promoted: 'REQUEST',
  reminder: 'REQUEST',
  cancelled: 'CANCEL',
  changed: 'REQUEST',
  withdrawn: 'CANCEL',
}

function compose(firstName: string | null, event: MailEvent, mail: AttendeeMail): Mail {
  switch (mail.kind) {
    case 'confirmed':
      return eventMails.confirmed(firstName, event)
    case 'waiting':
      return eventMails.waiting(firstName, event, mail.position)
    case 'promoted':
      return eventMails.promoted(firstName, event)
    case 'reminder':
      return eventMails.reminder(firstName, event)
    case 'cancelled':
      return eventMails.cancelled(firstName, event, mail.reason)
    case 'changed':
      return eventMails.changed(firstName, event, mail.changes, mail.waiting)
    case 'withdrawn':
      return eventMails.withdrawn(firstName, event)
  }
}

/**
 * The mail to a member about their sign-up, with the event for their calendar where it changes;
 * null for a missing or blocked account. `to` is where it goes.
 */
export async function attendeeMail(
  strapi: Core.Strapi,
  userId: number,
  event: MailEvent,
  mail: AttendeeMail,
): Promise<{ to: string; mail: Mail } | null> {
  const user = await strapi.db.query(USER).findOne({ where: { id: userId }, select: ['email', 'firstName', 'blocked'] })
  if (!user?.email || user.blocked) return null
  // A waiting member's calendar holds nothing of the event yet.
  const method = mail.kind === 'changed' && mail.waiting ? null : CALENDAR[mail.kind]
  const url = eventUrl(event)
  const iso = (value: string | Date | null | undefined) => (value ? new Date(value).toISOString() : null)
  const calendar = method
    ? {
        method,
        content: buildEventIcs(
          {
            uid: eventCalendarUid(event.documentId, new URL(siteUrl()).hostname),
            title: event.title,
            start: iso(event.startDate)!,
            end: iso(event.endDate),
            description: [event.summary, url].filter(Boolean).join('\n\n'),
            location: event.location,
            url,
            updatedAt: iso(event.updatedAt),
          },
          {
            productId: `-//${BRAND.name}//Evenementen//NL`,
            invitation: { method, organizer: { name: BRAND.name, email: senderAddress(strapi) }, attendee: user.email },
          },
        ),
      }
    : undefined
  return { to: user.email, mail: { ...compose(user.firstName ?? null, event, mail), ...(calendar ? { calendar } : {}) } }
}

/** Mails a member about their sign-up (attendeeMail), now. */
export async function mailAttendee(strapi: Core.Strapi, userId: number, event: MailEvent, mail: AttendeeMail) {
  const message = await attendeeMail(strapi, userId, event, mail)
  if (message) await sendMail(strapi, message.to, message.mail)
}
