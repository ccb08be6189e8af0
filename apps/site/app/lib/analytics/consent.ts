import { href } from 'react-router'

/**
 * The visitor's choice about analytics cookies (AVG / Telecommunicatiewet): necessary cookies are
 * always used; analytics (the tag manager) only after an explicit 'Accepteren'. Shared by the
 * server (the cookie, lib/analytics/consent.server.ts) and the browser (the notice, the tag manager).
 */

/** The cookie that holds the choice (written by lib/analytics/consent.server.ts). */
export const CONSENT_COOKIE_NAME = 'consent'

/** 'analytics': accepted; 'necessary': refused (or withdrawn). No cookie: not chosen yet. */
export const CONSENT_CHOICES = ['analytics', 'necessary'] as const
export type ConsentChoice = (typeof CONSENT_CHOICES)[number]

/** The resource route both forms post to (routes/api/consent.ts). */
export const CONSENT_API = href('/api/consent')

/** Form fields of a consent POST. */
export const CONSENT_FIELDS = {
  choice: 'keuze',
  /** Where a plain form post returns to (a path on this site). */
  redirectTo: 'terug',
  /** Set by the script when it posts with a fetcher: answer JSON instead of a redirect. */
  via: 'via',
} as const

export const isConsentChoice = (value: unknown): value is ConsentChoice =>
  typeof value === 'string' && (CONSENT_CHOICES as readonly string[]).includes(value)

/** The tag manager may load: it is configured and the visitor accepted. */
export const analyticsAllowed = (gtmId: string | undefined | null, consent: ConsentChoice | null) =>
  Boolean(gtmId) && consent === 'analytics'

export const CONSENT_MESSAGES = {
  saved: 'Je cookiekeuze is opgeslagen.',
  invalid: 'Kies Accepteren of Weigeren.',
  current: {
    analytics: 'Je hebt analytische cookies geaccepteerd.',
    necessary: 'Je hebt analytische cookies geweigerd. We gebruiken alleen noodzakelijke cookies.',
    none: 'Je hebt nog geen keuze gemaakt. Tot je dat doet, gebruiken we alleen noodzakelijke cookies.',
  },
} as const
