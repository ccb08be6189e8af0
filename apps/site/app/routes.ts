import { index, layout, prefix, route, type RouteConfig } from '@react-router/dev/routes'
import { AUTH_BASE_PATH, BRAND } from '@talentstad/types'

// Every route of spec section 2.1, with its Dutch path. Pages whose content a later issue
// builds say so plainly (components/not-yet-available.tsx).
//
// A module's file follows its URL (docs/decisions/0049): `routes/inloggen.tsx` is /inloggen,
// `routes/uitnodiging/$token.tsx` is /uitnodiging/:token. The one exception is a module that is the
// same page under several addresses: those sit in a folder named after the kind of page
// (`routes/content/` for what every content type has, `routes/organisaties/` for every
// organisation type's directory and page), and say so in their header.
export default [
  index('routes/home.tsx'),

  // Accounts
  route('inloggen', 'routes/inloggen.tsx'),
  route('uitloggen', 'routes/uitloggen.tsx'),
  route('registreren', 'routes/registreren.tsx'),
  route('2fa', 'routes/2fa.tsx'),
  route('wachtwoord-vergeten', 'routes/wachtwoord-vergeten.tsx'),
  route('wachtwoord-wijzigen', 'routes/wachtwoord-wijzigen.tsx'),
  route('onboarding', 'routes/onboarding.tsx'),
  route('activeren', 'routes/activeren.tsx'),

  // Profile: members only (member-area), with the community managers' pages and an organisation's
  // own pages each behind a layout that checks the role once for the subtree
  // (lib/auth/permissions.server.ts, lib/organizations/roles.server.ts).
  // Files follow the URLs (an index.tsx for a folder's own page); a parameter is named after what it
  // identifies: `:slug` for a public page, `:<thing>Id` for a documentId, `:token` for a token.
  layout('routes/profiel/member-area.tsx', [
    route('profiel', 'routes/profiel/index.tsx'),
    // Voor jou (issue 30): the member's feed, and how it chooses.
    route('voor-jou', 'routes/voor-jou/index.tsx'),
    route('voor-jou/waarom', 'routes/voor-jou/waarom.tsx'),
    ...prefix('profiel', [
      route('bewerken', 'routes/profiel/bewerken.tsx'),
      route('enters', 'routes/profiel/enters.tsx'),
      route('oproepen', 'routes/profiel/oproepen/index.tsx'),
      route('oproepen/nieuw', 'routes/profiel/oproepen/nieuw.tsx'),
      route('voorkeuren', 'routes/profiel/voorkeuren.tsx'),
      route('opgeslagen', 'routes/profiel/opgeslagen.tsx'),
      route('volgend', 'routes/profiel/volgend.tsx'),
      // Events the member signed up for (issue 31).
      route('evenementen', 'routes/profiel/evenementen.tsx'),
      route('meldingen', 'routes/profiel/meldingen.tsx'),
      // The saved-items page's second address (spec 2.1): the same module under a second id.
      route('opgeslagen-items', 'routes/profiel/opgeslagen.tsx', { id: 'routes/profiel/opgeslagen-items' }),

      // Community managers (ROLE_COMMUNITY_MANAGER)
      layout('routes/profiel/community-manager-area.tsx', [
        route('oproepen/beoordelen', 'routes/profiel/oproepen/beoordelen/index.tsx'),
        route('oproepen/beoordelen/:callId', 'routes/profiel/oproepen/beoordelen/$call-id.tsx'),
        route('aanmeldingen', 'routes/profiel/aanmeldingen/index.tsx'),
        route('aanmeldingen/:applicationId', 'routes/profiel/aanmeldingen/$application-id.tsx'),
        route('nieuwsbrief', 'routes/profiel/nieuwsbrief.tsx'),
      ]),

      // An organisation's members (employee, contentManager, admin of that organisation)
      ...prefix('organisatie/:organizationId', [
        layout('routes/profiel/organisatie/$organization-id/organization-area.tsx', [
          route('content', 'routes/profiel/organisatie/$organization-id/content.tsx'),
          route('leden', 'routes/profiel/organisatie/$organization-id/leden/index.tsx'),
          route('leden/:userId', 'routes/profiel/organisatie/$organization-id/leden/$user-id.tsx'),
          route('bewerken', 'routes/profiel/organisatie/$organization-id/bewerken.tsx'),
          // Who signed up for one of its events, with a CSV download (issue 31).
          route('evenementen/:eventId/aanmeldingen', 'routes/profiel/organisatie/$organization-id/evenementen/$event-id/aanmeldingen.tsx'),
          route(
            'evenementen/:eventId/aanmeldingen.csv',
            'routes/profiel/organisatie/$organization-id/evenementen/$event-id/aanmeldingen-csv.ts',
          ),
        ]),
      ]),
    ]),
  ]),

  // Content
  route('community', 'routes/community.tsx'),
  // Lists and detail pages: one module each, under every type's address; the address says the
  // type (lib/content/type-pages.ts). A call's page and an event's are their own (the enter area,
  // the sign-up), in the folder of their address.
  route('oproepen', 'routes/content/list.tsx', { id: 'content/oproepen' }),
  // Detail pages: /{type list}/{slug}, the slug is the stable id (docs/decisions/0006).
  route('oproepen/:slug', 'routes/oproepen/$slug.tsx'),
  // Each type's items are edited under its own address (one module); an item opened under another
  // type's address is sent on to its own (308).
  route('oproepen/:itemId/aanpassen', 'routes/content/item-aanpassen.tsx', { id: 'content/oproep-aanpassen' }),
  route('evenementen/:itemId/aanpassen', 'routes/content/item-aanpassen.tsx', { id: 'content/evenement-aanpassen' }),
  route('artikelen/:itemId/aanpassen', 'routes/content/item-aanpassen.tsx', { id: 'content/artikel-aanpassen' }),
  route('nieuws/:itemId/aanpassen', 'routes/content/item-aanpassen.tsx', { id: 'content/nieuwsbericht-aanpassen' }),
  route('vacatures/:itemId/aanpassen', 'routes/content/item-aanpassen.tsx', { id: 'content/vacature-aanpassen' }),
  route('evenementen', 'routes/content/list.tsx', { id: 'content/evenementen' }),
  route('evenementen/:slug', 'routes/evenementen/$slug.tsx', { id: 'content/evenement' }),
  route('artikelen', 'routes/content/list.tsx', { id: 'content/artikelen' }),
  route('artikelen/:slug', 'routes/content/item.tsx', { id: 'content/artikel' }),
  route('nieuws', 'routes/content/list.tsx', { id: 'content/nieuws' }),
  route('nieuws/:slug', 'routes/content/item.tsx', { id: 'content/nieuwsbericht' }),
  route('vacatures', 'routes/content/list.tsx', { id: 'content/vacatures' }),
  route('vacatures/:slug', 'routes/content/item.tsx', { id: 'content/vacature' }),

  // Organisations
  // One list and one detail module under every type's address (lib/content/type-pages.ts).
  route('onderwijs', 'routes/organisaties/list.tsx', { id: 'organisaties/onderwijs' }),
  route('onderwijs/:slug', 'routes/organisaties/organization.tsx', { id: 'organisaties/onderwijsinstelling' }),
  route('bedrijven', 'routes/organisaties/list.tsx', { id: 'organisaties/bedrijven' }),
  route('bedrijven/:slug', 'routes/organisaties/organization.tsx', { id: 'organisaties/bedrijf' }),
  route('studentenorganisaties', 'routes/organisaties/list.tsx', { id: 'organisaties/studentenorganisaties' }),
  route('studentenorganisaties/:slug', 'routes/organisaties/organization.tsx', { id: 'organisaties/studentenorganisatie' }),
  route('organisatie-aanmelden', 'routes/organisatie-aanmelden.tsx'),
  route('uitnodiging/:token', 'routes/uitnodiging/$token.tsx'),

  // A digest's links, without logging in (the signed token in ?token= is the right; issue 30).
  route('meldingen/beheren', 'routes/meldingen/beheren.tsx'),
  route('meldingen/afmelden', 'routes/meldingen/afmelden.tsx'),

  // Information
  route(`wat-is-${BRAND.aboutSlug}`, 'routes/wat-is.tsx'),
  route('contact', 'routes/contact.tsx'),
  route('privacy-cookies', 'routes/privacy-cookies.tsx'),
  route('disclaimer', 'routes/disclaimer.tsx'),
  route('toegankelijkheid', 'routes/toegankelijkheid.tsx'),

  // Resource routes
  route('zoeken', 'routes/zoeken.ts'),
  // The admin panel's preview of a draft, by a signed short-lived link (issue 32).
  route('voorbeeld/:token', 'routes/voorbeeld/$token.tsx'),
  route('api/cms-events', 'routes/api/cms-events.ts'),
  route(`${AUTH_BASE_PATH.slice(1)}/*`, 'routes/api/auth.ts'),
  route('api/favorites', 'routes/api/favorites.ts'),
  route('api/ai-rewrite', 'routes/api/ai-rewrite.ts'),
  route('api/consent', 'routes/api/consent.ts'),

  // For search engines, feed readers and calendars (docs/decisions/0008).
  route('sitemap.xml', 'routes/sitemap-xml.ts'),
  route('robots.txt', 'routes/robots-txt.ts'),
  route('nieuws/rss.xml', 'routes/content/rss.ts', { id: 'seo/rss-news' }),
  route('artikelen/rss.xml', 'routes/content/rss.ts', { id: 'seo/rss-articles' }),
  route('evenementen/:slug/agenda.ics', 'routes/evenementen/$slug/agenda-ics.ts'),

  // The shared components in their states: development and tests only, else 404 (docs/decisions/0022).
  route('ontwerp', 'routes/ontwerp.tsx'),

  // Test-only: a loader that throws when MONITORING_TEST_ROUTE=true, else 404 (e2e/monitoring.spec.ts).
  route('_monitoring/loader-fout', 'routes/monitoring-check.tsx'),

  // Everything else: the Dutch 404 page.
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig
