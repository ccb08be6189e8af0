import { index, layout, prefix, route, type RouteConfig } from '@react-router/dev/routes'
import { AUTH_BASE_PATH, BRAND } from '@talentstad/types'

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

  // Profile: members only (member-area), with the community managers' pages and an organisation's
  // own pages each behind a layout that checks the role once for the subtree (lib/auth/permissions.server.ts).
  layout('routes/profiel/member-area.tsx', [
    route('profiel', 'routes/profiel/profiel.tsx'),
    ...prefix('profiel', [
      route('bewerken', 'routes/profiel/bewerken.tsx'),
      route('enters', 'routes/profiel/enters.tsx'),
      route('oproepen', 'routes/profiel/oproepen.tsx'),
      route('oproepen/nieuw', 'routes/profiel/oproep-nieuw.tsx'),
      route('voorkeuren', 'routes/profiel/voorkeuren.tsx'),
      route('opgeslagen', 'routes/profiel/opgeslagen.tsx'),
      route('opgeslagen-items', 'routes/profiel/opgeslagen-items.tsx'),

      // Community managers (ROLE_COMMUNITY_MANAGER)
      layout('routes/profiel/community-manager-area.tsx', [
        route('oproepen/beoordelen', 'routes/profiel/oproepen-beoordelen.tsx'),
        route('oproepen/beoordelen/:callUpId', 'routes/profiel/oproep-beoordelen.tsx'),
        route('aanmeldingen', 'routes/profiel/aanmeldingen.tsx'),
        route('aanmeldingen/:id', 'routes/profiel/aanmelding.tsx'),
      ]),

      // An organisation's members (employee, contentManager, admin of that organisation)
      ...prefix('organisatie/:organizationId', [
        layout('routes/profiel/organization-area.tsx', [
          route('content', 'routes/profiel/organisatie-content.tsx'),
          route('leden', 'routes/profiel/organisatie-leden.tsx'),
          route('leden/:userId', 'routes/profiel/organisatie-lid.tsx'),
          route('bewerken', 'routes/profiel/organisatie-bewerken.tsx'),
        ]),
      ]),
    ]),
  ]),

  // Content
  route('community', 'routes/content/community.tsx'),
  route('oproepen', 'routes/content/oproepen.tsx'),
  // Detail pages: /{type list}/{slug}, the slug is the stable id (docs/decisions/0006).
  route('oproepen/:slug', 'routes/content/oproep.tsx'),
  // Each type's items are edited under its own address (one module); an item opened under another
  // type's address is sent on to its own (308).
  route('oproepen/:id/aanpassen', 'routes/content/oproep-aanpassen.tsx'),
  route('evenementen/:id/aanpassen', 'routes/content/oproep-aanpassen.tsx', { id: 'content/evenement-aanpassen' }),
  route('artikelen/:id/aanpassen', 'routes/content/oproep-aanpassen.tsx', { id: 'content/artikel-aanpassen' }),
  route('nieuws/:id/aanpassen', 'routes/content/oproep-aanpassen.tsx', { id: 'content/nieuwsbericht-aanpassen' }),
  route('vacatures/:id/aanpassen', 'routes/content/oproep-aanpassen.tsx', { id: 'content/vacature-aanpassen' }),
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
  route('uitnodiging/:token', 'routes/organisaties/uitnodiging.tsx'),

  // Information
  route(`wat-is-${BRAND.aboutSlug}`, 'routes/info/wat-is.tsx'),
  route('contact', 'routes/info/contact.tsx'),
  route('privacy-cookies', 'routes/info/privacy-cookies.tsx'),
  route('disclaimer', 'routes/info/disclaimer.tsx'),
  route('toegankelijkheid', 'routes/info/toegankelijkheid.tsx'),

  // Resource routes
  route('zoeken', 'routes/zoeken.ts'),
  route('api/cms-events', 'routes/api/cms-events.ts'),
  route(`${AUTH_BASE_PATH.slice(1)}/*`, 'routes/api/auth.ts'),
  route('api/favorites', 'routes/api/favorites.ts'),
  route('api/ai-rewrite', 'routes/api/ai-rewrite.ts'),
  route('api/consent', 'routes/api/consent.ts'),

  // For search engines, feed readers and calendars (docs/decisions/0008).
  route('sitemap.xml', 'routes/seo/sitemap.ts'),
  route('robots.txt', 'routes/seo/robots.ts'),
  route('nieuws/rss.xml', 'routes/seo/rss.ts', { id: 'seo/rss-news' }),
  route('artikelen/rss.xml', 'routes/seo/rss.ts', { id: 'seo/rss-articles' }),
  route('evenementen/:slug/agenda.ics', 'routes/seo/event-calendar.ts'),

  // The shared components in their states: development and tests only, else 404 (docs/decisions/0022).
  route('ontwerp', 'routes/ontwerp.tsx'),

  // Test-only: a loader that throws when MONITORING_TEST_ROUTE=true, else 404 (e2e/monitoring.spec.ts).
  route('_monitoring/loader-fout', 'routes/monitoring-check.tsx'),

  // Everything else: the Dutch 404 page.
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig
