import { index, route, type RouteConfig } from '@react-router/dev/routes'
import { BRAND } from '@talentstad/types'

// Every route of spec section 2.1, with its Dutch path. Pages whose content a later issue
// builds say so plainly (components/not-yet-available.tsx).
export default [
  index('routes/home.tsx'),

  // Accounts
  route('inloggen', 'routes/auth/inloggen.tsx'),
  route('uitloggen', 'routes/auth/uitloggen.tsx'),
  route('registreren', 'routes/auth/registreren.tsx'),
  route('2fa', 'routes/auth/2fa.tsx'),
  route('wachtwoord-vergeten', 'routes/auth/wachtwoord-vergeten.tsx'),
  route('wachtwoord-wijzigen', 'routes/auth/wachtwoord-wijzigen.tsx'),
  route('onboarding', 'routes/auth/onboarding.tsx'),
  route('activeren', 'routes/auth/activeren.tsx'),

  // Profile
  route('profiel', 'routes/profiel/profiel.tsx'),
  route('profiel/bewerken', 'routes/profiel/bewerken.tsx'),
  route('profiel/enters', 'routes/profiel/enters.tsx'),
  route('profiel/oproepen', 'routes/profiel/oproepen.tsx'),
  route('profiel/oproepen/nieuw', 'routes/profiel/oproep-nieuw.tsx'),
  route('profiel/oproepen/beoordelen', 'routes/profiel/oproepen-beoordelen.tsx'),
  route('profiel/oproepen/beoordelen/:callUpId', 'routes/profiel/oproep-beoordelen.tsx'),
  route('profiel/voorkeuren', 'routes/profiel/voorkeuren.tsx'),
  route('profiel/opgeslagen', 'routes/profiel/opgeslagen.tsx'),
  route('profiel/opgeslagen-items', 'routes/profiel/opgeslagen-items.tsx'),
  route('profiel/aanmeldingen', 'routes/profiel/aanmeldingen.tsx'),
  route('profiel/aanmeldingen/:id', 'routes/profiel/aanmelding.tsx'),
  route('profiel/organisatie/:organizationId/content', 'routes/profiel/organisatie-content.tsx'),
  route('profiel/organisatie/:organizationId/leden', 'routes/profiel/organisatie-leden.tsx'),
  route('profiel/organisatie/:organizationId/leden/:userId', 'routes/profiel/organisatie-lid.tsx'),
  route('profiel/organisatie/:organizationId/bewerken', 'routes/profiel/organisatie-bewerken.tsx'),

  // Content
  route('community', 'routes/content/community.tsx'),
  route('oproepen', 'routes/content/oproepen.tsx'),
  // Detail pages: /{type list}/{slug}, the slug is the stable id (docs/decisions/0006).
  route('oproepen/:slug', 'routes/content/oproep.tsx'),
  route('oproepen/:id/aanpassen', 'routes/content/oproep-aanpassen.tsx'),
  route('evenementen', 'routes/content/evenementen.tsx'),
  route('evenementen/:slug', 'routes/content/evenement.tsx'),
  route('artikelen', 'routes/content/artikelen.tsx'),
  route('artikelen/:slug', 'routes/content/artikel.tsx'),
  route('nieuws', 'routes/content/nieuws.tsx'),
  route('nieuws/:slug', 'routes/content/nieuwsbericht.tsx'),
  route('vacatures', 'routes/content/vacatures.tsx'),
  route('vacatures/:slug', 'routes/content/vacature.tsx'),

  // Organisations
  route('onderwijs', 'routes/organisaties/onderwijs.tsx'),
  route('onderwijs/:slug', 'routes/organisaties/onderwijsinstelling.tsx'),
  route('bedrijven', 'routes/organisaties/bedrijven.tsx'),
  route('bedrijven/:slug', 'routes/organisaties/bedrijf.tsx'),
  route('studentenorganisaties', 'routes/organisaties/studentenorganisaties.tsx'),
  route('studentenorganisaties/:slug', 'routes/organisaties/studentenorganisatie.tsx'),
  route('organisatie-aanmelden', 'routes/organisaties/organisatie-aanmelden.tsx'),

  // Information
  route(`wat-is-${BRAND.aboutSlug}`, 'routes/info/wat-is.tsx'),
  route('contact', 'routes/info/contact.tsx'),
  route('privacy-cookies', 'routes/info/privacy-cookies.tsx'),
  route('disclaimer', 'routes/info/disclaimer.tsx'),
  route('toegankelijkheid', 'routes/info/toegankelijkheid.tsx'),

  // Resource routes
  route('zoeken', 'routes/zoeken.ts'),
  route('api/cms-events', 'routes/api/cms-events.ts'),
  route('api/auth/*', 'routes/api/auth.ts'),
  route('api/favorites', 'routes/api/favorites.ts'),

  // For search engines, feed readers and calendars (docs/decisions/0008).
  route('sitemap.xml', 'routes/seo/sitemap.ts'),
  route('robots.txt', 'routes/seo/robots.ts'),
  route('nieuws/rss.xml', 'routes/seo/rss.ts', { id: 'seo/rss-news' }),
  route('artikelen/rss.xml', 'routes/seo/rss.ts', { id: 'seo/rss-articles' }),
  route('evenementen/:slug/agenda.ics', 'routes/seo/event-calendar.ts'),

  // Everything else: the Dutch 404 page.
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig
