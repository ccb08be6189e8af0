// Every route of spec section 2.1 with its Dutch page title (and h1, which equals the title
// unless given). Routes with parameters use a sample id, or a slug of the seeded demo content.
export type RouteCase = { path: string; title: string; h1?: string }

export const ROUTES: RouteCase[] = [
  { path: '/', title: 'Home', h1: 'Waar tech-talent en de stad elkaar vinden' },
  { path: '/inloggen', title: 'Inloggen' },
  { path: '/registreren', title: 'Registreren' },
  { path: '/wachtwoord-vergeten', title: 'Wachtwoord vergeten' },
  { path: '/activeren', title: 'Account activeren' },
  { path: '/oproepen', title: 'Oproepen' },
  { path: '/oproepen/teamgenoten-voor-de-stadshackathon', title: 'Teamgenoten voor de Stadshackathon' },
  { path: '/evenementen', title: 'Evenementen' },
  { path: '/artikelen', title: 'Artikelen' },
  { path: '/nieuws', title: 'Nieuws' },
  { path: '/vacatures', title: 'Vacatures en stages' },
  { path: '/community', title: 'Community' },
  { path: '/onderwijs', title: 'Onderwijs' },
  { path: '/onderwijs/hogeschool-havendam', title: 'Hogeschool Havendam' },
  { path: '/bedrijven', title: 'Bedrijven' },
  { path: '/bedrijven/kanaal-digital', title: 'Kanaal Digital' },
  { path: '/studentenorganisaties', title: 'Studentenorganisaties' },
  { path: '/studentenorganisaties/studievereniging-bit', title: 'Studievereniging Bit' },
  { path: '/organisatie-aanmelden', title: 'Partner worden' },
  { path: '/contact', title: 'Contact' },
  { path: '/wat-is-talentstad', title: 'Wat is Talentstad?' },
  { path: '/privacy-cookies', title: 'Privacy en cookies' },
  { path: '/disclaimer', title: 'Disclaimer' },
  { path: '/toegankelijkheid', title: 'Toegankelijkheidsverklaring' },
]

/**
 * Routes that need a session (or, for /2fa, a pending login): a visitor without one is sent to
 * /api/auth/signin?error=SessionRequired&callbackUrl=… and from there to the login page (spec 2.5).
 * /uitloggen without a session goes home, /2fa without a pending login to the login page.
 */
export const MEMBER_ROUTES: RouteCase[] = [
  { path: '/uitloggen', title: 'Uitloggen' },
  { path: '/2fa', title: 'Inlogcode invullen', h1: 'Vul je code in' },
  { path: '/wachtwoord-wijzigen', title: 'Wachtwoord wijzigen' },
  { path: '/onboarding', title: 'Je account instellen' },
  { path: '/profiel', title: 'Mijn profiel' },
  { path: '/profiel/bewerken', title: 'Profiel bewerken' },
  { path: '/profiel/enters', title: 'Mijn enters' },
  { path: '/profiel/oproepen', title: 'Mijn oproepen' },
  { path: '/profiel/oproepen/nieuw', title: 'Nieuwe oproep' },
  { path: '/profiel/voorkeuren', title: 'Voorkeuren' },
  { path: '/profiel/opgeslagen', title: 'Opgeslagen items' },
  { path: '/profiel/opgeslagen-items', title: 'Opgeslagen items' },
  { path: '/profiel/volgend', title: 'Volgend' },
  { path: '/profiel/evenementen', title: 'Mijn evenementen' },
  { path: '/profiel/meldingen', title: 'Meldingen' },
  { path: '/voor-jou', title: 'Voor jou' },
  { path: '/voor-jou/waarom', title: 'Waarom zie ik dit?' },
]

/**
 * Member routes that also need a right (lib/auth/permissions.server.ts, lib/organizations/roles.server.ts): a member without it gets
 * the 403 page, a visitor without a session the login page like every member route.
 */
export const COMMUNITY_MANAGER_ROUTES: RouteCase[] = [
  { path: '/profiel/oproepen/beoordelen', title: 'Oproepen beoordelen' },
  { path: '/profiel/oproepen/beoordelen/1', title: 'Oproep beoordelen' },
  { path: '/profiel/aanmeldingen', title: 'Aanmeldingen van organisaties' },
  { path: '/profiel/aanmeldingen/1', title: 'Aanmelding van organisatie' },
]

/** An organisation's own pages, for its members; `1` stands for the organisation's documentId (see organizationPath). */
export const ORGANIZATION_ROUTES: RouteCase[] = [
  { path: '/profiel/organisatie/1/content', title: 'Content van je organisatie' },
  { path: '/profiel/organisatie/1/leden', title: 'Leden van je organisatie' },
  { path: '/profiel/organisatie/1/leden/1', title: 'Lid van je organisatie' },
  { path: '/profiel/organisatie/1/bewerken', title: 'Organisatie bewerken' },
]

export const ROLE_ROUTES: RouteCase[] = [...COMMUNITY_MANAGER_ROUTES, ...ORGANIZATION_ROUTES]

/** An organisation route for a real organisation. */
export function organizationPath(route: RouteCase, organizationId: string) {
  return route.path.replace('/profiel/organisatie/1/', `/profiel/organisatie/${organizationId}/`)
}

export const SITE_NAME = 'Talentstad'
