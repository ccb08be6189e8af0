import { BRAND, CONTENT_TYPE_SEGMENTS } from '@talentstad/types'
import { href } from 'react-router'

/**
 * The Dutch paths of spec section 2.1 that the frame and pages link to. Every address is written
 * once, in app/routes.ts; elsewhere it is named through React Router's typed `href()`, so a path
 * that no route has (or a missing parameter) fails the type check (docs/decisions/0049).
 */
export const PATHS = {
  home: href('/'),
  login: href('/inloggen'),
  logout: href('/uitloggen'),
  register: href('/registreren'),
  twoFactor: href('/2fa'),
  forgotPassword: href('/wachtwoord-vergeten'),
  changePassword: href('/wachtwoord-wijzigen'),
  onboarding: href('/onboarding'),
  activate: href('/activeren'),
  profile: href('/profiel'),
  follows: href('/profiel/volgend'),
  myEvents: href('/profiel/evenementen'),
  preferences: href('/profiel/voorkeuren'),
  mailSettings: href('/profiel/meldingen'),
  digestTool: href('/profiel/nieuwsbrief'),
  feed: href('/voor-jou'),
  feedExplained: href('/voor-jou/waarom'),
  callUps: href('/oproepen'),
  events: href('/evenementen'),
  articles: href('/artikelen'),
  news: href('/nieuws'),
  jobs: href('/vacatures'),
  education: href('/onderwijs'),
  companies: href('/bedrijven'),
  studentOrganizations: href('/studentenorganisaties'),
  community: href('/community'),
  organizationSignUp: href('/organisatie-aanmelden'),
  about: href(`/wat-is-${BRAND.aboutSlug}`),
  contact: href('/contact'),
  privacy: href('/privacy-cookies'),
  disclaimer: href('/disclaimer'),
  accessibility: href('/toegankelijkheid'),
} as const

/** The four items of the header navigation (spec 2.4), in order. */
export const MAIN_NAV = [
  { label: 'Community', to: PATHS.community },
  { label: 'Onderwijs', to: PATHS.education },
  { label: 'Bedrijven', to: PATHS.companies },
  { label: 'Studentenorganisaties', to: PATHS.studentOrganizations },
] as const

/** The pages of logging in and out: a login started there brings the member home, not back to them. */
export const ACCOUNT_PAGES: readonly string[] = [
  PATHS.login,
  PATHS.logout,
  PATHS.register,
  PATHS.twoFactor,
  PATHS.forgotPassword,
  PATHS.changePassword,
  PATHS.activate,
]

/**
 * The login address that brings the visitor back to the page they are on (its path and query) once
 * logged in; `/inloggen` itself from the account pages. The login page checks the callbackUrl again
 * (lib/auth/callback-url.ts): only an address on this site is followed.
 */
export function loginHref(location: { pathname: string; search: string }): string {
  if (location.pathname === PATHS.home || ACCOUNT_PAGES.includes(location.pathname)) return PATHS.login
  return `${PATHS.login}?${new URLSearchParams({ callbackUrl: `${location.pathname}${location.search}` })}`
}

/** The first segment of each type's addresses (packages/types: the CMS's mails link to items too). */
export { CONTENT_TYPE_SEGMENTS }
