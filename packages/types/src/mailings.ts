import { z } from 'zod'
import type { AlertDto } from './alerts.js'
import type { WriteReach } from './write-reach.js'

// The digest (issue 30): a mail with what is new for the member since the last one, weekly by
// default, daily or never, and the links in every such mail to leave or manage it without logging
// in (a signed, expiring token that only allows managing mails).

export const DIGEST_FREQUENCIES = ['weekly', 'daily', 'never'] as const
export type DigestFrequency = (typeof DIGEST_FREQUENCIES)[number]

export const DIGEST_FREQUENCY_LABELS: Record<DigestFrequency, string> = {
  weekly: 'Elke week',
  daily: 'Elke dag',
  never: 'Nooit',
}

/** ISO weekdays, 1 = Monday: the day a weekly digest comes. */
export const DIGEST_DAYS = [1, 2, 3, 4, 5, 6, 7] as const
export const DIGEST_DAY_LABELS: Record<number, string> = {
  1: 'maandag',
  2: 'dinsdag',
  3: 'woensdag',
  4: 'donderdag',
  5: 'vrijdag',
  6: 'zaterdag',
  7: 'zondag',
}

/** The hour (city time) from which a day's digests go out. */
export const DIGEST_HOUR = 7

export const MAILING_MESSAGES = {
  frequency: 'Kies hoe vaak je de nieuwsbrief wilt krijgen.',
  day: 'Kies een dag van de week.',
  saved: 'Je e-mailinstellingen zijn opgeslagen.',
  unsubscribed: 'Je krijgt deze e-mails niet meer.',
  unavailable: 'Dit lukt nu even niet. Probeer het later opnieuw.',
  unknownMember: 'Er is geen lid met dit e-mailadres.',
  /** A run with neither a member nor the confirmed choice for everyone. */
  chooseRecipients: 'Vul het e-mailadres van een lid in, of bevestig dat de nieuwsbrief naar iedereen gaat.',
  invalidLink: 'Deze link werkt niet (meer). Open de link uit je nieuwste e-mail, of log in en kies je instellingen op je profiel.',
  /** An unsubscribe link from a mail older than the member's own choice to get the digest again. */
  outdatedLink:
    'Deze link komt uit een oudere e-mail: je hebt daarna zelf gekozen de nieuwsbrief weer te krijgen, dus we laten hem aan. Wil je hem toch niet meer? Gebruik de link uit je nieuwste e-mail, of log in en kies je instellingen op je profiel.',
} as const

/** The digest's settings (/profiel/meldingen, the manage page of a mail link). */
export const DigestPreferencesSchema = z.object({
  digestFrequency: z.enum(DIGEST_FREQUENCIES, { error: MAILING_MESSAGES.frequency }),
  digestDay: z.coerce
    .number({ error: MAILING_MESSAGES.day })
    .int({ error: MAILING_MESSAGES.day })
    .min(1, { error: MAILING_MESSAGES.day })
    .max(7, { error: MAILING_MESSAGES.day }),
})
export type DigestPreferencesInput = z.infer<typeof DigestPreferencesSchema>

/** What the manage page and /profiel/meldingen show. */
export type MailPreferencesDto = DigestPreferencesInput & { firstName: string | null; alerts: AlertDto[] }

/** What a mail link's token allows: leaving the digest or one alert (one click), or managing the member's mails. */
export const MAIL_TOKEN_SCOPES = ['unsubscribe-digest', 'unsubscribe-alert', 'manage'] as const
export type MailTokenScope = (typeof MAIL_TOKEN_SCOPES)[number]

/** How long a mail's links work. */
export const MAIL_TOKEN_TTL_MS = 60 * 24 * 60 * 60 * 1000

/** CMS endpoints (prefix /api). */
export const MAILING_API = {
  /** GET → `{ data: MailPreferencesDto }`; PUT DigestPreferencesInput (member's JWT). */
  mine: '/me/mail-preferences',
  /** GET ?token= (scope manage) → `{ data: MailPreferencesDto }`; PUT ?token= DigestPreferencesInput. 401 `invalid-token`. */
  byToken: '/mail-preferences',
  /** POST ?token= (scope unsubscribe-digest, unsubscribe-alert or manage): the digest is off, or the alert gone; RFC 8058 one-click. 401 `invalid-token`. */
  unsubscribe: '/mail-preferences/unsubscribe',
  /** GET ?email= (community managers): the digest that member would get now (`{ data: DigestPreviewDto | null }`: null when nothing is new); 404 for no such member. */
  preview: '/digests/preview',
  /** GET (community managers) → `{ data: DigestsDueDto }`: how many members a run for everyone would send their digest to now. */
  due: '/digests/due',
  /**
   * POST DigestRunInput (community managers): `{ email }` runs that member's mails now (their digest,
   * alerts and event reminders: a test) → `{ data: MailRunDto }`; `{ everyone: true }` sends the
   * digests that are due, nothing else → 202 `{ data: null, meta: { started } }` (it goes on in the
   * background). Neither: 400 `choose-recipients`.
   */
  run: '/digests/run',
} as const

/** A member's mail settings are their own (WriteReach); a run of the schedule changes every member's. */
export const MAILING_WRITE_REACH = { mine: 'own' } as const satisfies Partial<Record<keyof typeof MAILING_API, WriteReach>>

/** GET /api/mail-preferences/unsubscribe?token=: what the link would stop. */
export type UnsubscribeTargetDto = { kind: 'digest' } | { kind: 'alert'; name: string }

export type DigestRunDto = { sent: number; empty: number; failed: number; skipped: number }
/** A run of the schedule: the digests', the alerts' and the event reminders' outcomes. */
export type MailRunDto = { digests: DigestRunDto; alerts: DigestRunDto; reminders: DigestRunDto }
export type DigestPreviewDto = { subject: string; text: string; html: string }
/** How many members' digest is due and not yet sent: who a run for everyone would mail (those with nothing new get none). */
export type DigestsDueDto = { members: number }

/** A community manager's preview and test run (/profiel/nieuwsbrief): the member by e-mail address, or everyone for a run. */
export const DigestToolSchema = z.object({
  email: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.email({ error: 'Vul een geldig e-mailadres in.' }).trim().toLowerCase().max(254).optional(),
  ),
})
export type DigestToolInput = z.infer<typeof DigestToolSchema>

/** A run of the digest tool: one member (`email`), or everyone once the page has asked (`everyone`). */
export const DigestRunSchema = DigestToolSchema.extend({
  everyone: z.preprocess((value) => value === true || value === 'true', z.boolean()).optional(),
})
export type DigestRunInput = z.infer<typeof DigestRunSchema>

/** The site's pages a mail links to (with ?token=). */
export const MAIL_LINK_PATHS = { manage: '/meldingen/beheren', unsubscribe: '/meldingen/afmelden' } as const
