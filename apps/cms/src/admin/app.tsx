import {
  CONTENT_TYPE_LABELS,
  DELETE_REASON_LABELS,
  ORGANIZATION_TYPE_LABELS,
  REVIEW_STATE_LABELS,
  USER_TYPE_LABELS,
} from '@talentstad/types'
import { Briefcase, Clock, EyeStriked } from '@strapi/icons'
import type { PanelComponent } from '@strapi/content-manager/strapi-admin'
import logo from './extensions/talentstad-logo.svg'
import { cityDateTimeShort } from './city-time'
import { keepDeskAccessible } from './desk-accessibility'
import { PlacedByPanel } from './placed-by'
import { ReviewPanel } from './review'

/**
 * The editors' desk (issue 32): the Strapi admin panel in Dutch by default, with Talentstad's name
 * and logo, and quiet. Built by `strapi build` (npm start) like the rest of the panel.
 *
 * - Dutch: the panel starts in the language in localStorage ('strapi-admin-language'), else
 *   English; it never reads the browser's language. Dutch is written there for a browser that has
 *   none, before the login page shows, and every admin account carries `preferedLanguage: 'nl'`
 *   (src/bootstrap/admin-user.ts), which the panel applies at login. An editor may still switch in
 *   their profile (English stays offered).
 * - Enum values (the content type, the review state, …) are shown as Dutch labels: the edit view and
 *   the filters translate a value as a message id, the list's cells through the list-view hook below.
 *   The keys stay what they are in the API. Field labels and the lists' columns: src/bootstrap/admin-layouts.ts.
 */

/** Every enum value the editors see, with its Dutch label (one source: packages/types). */
export const ENUM_LABELS: Record<string, string> = {
  ...CONTENT_TYPE_LABELS,
  ...ORGANIZATION_TYPE_LABELS,
  ...USER_TYPE_LABELS,
  ...DELETE_REASON_LABELS,
  ...REVIEW_STATE_LABELS,
  // An organisation's application uses the same three states, worded for an application.
  pending: 'Wacht op beoordeling',
}

const STRINGS_NL: Record<string, string> = {
  'Auth.form.welcome.title': 'Welkom bij de redactie van Talentstad',
  'Auth.form.welcome.subtitle': 'Log in met je redactie-account',
  'app.components.LeftMenu.navbrand.title': 'Talentstad',
  'app.components.LeftMenu.navbrand.workplace': 'Redactie',
  'app.components.HomePage.welcome': 'Welkom bij de redactie',
  'app.components.HomePage.welcome.again': 'Welkom terug',
  // Gaps and English words in Strapi's own Dutch (5.54).
  'search.placeholder': 'Zoeken',
  clearLabel: 'Wissen',
  'content-manager.components.LeftMenu.collection-types': 'Lijsten',
  'content-manager.components.LeftMenu.single-types': 'Pagina’s',
  'content-manager.pages.ListView.header-subtitle': '{number, plural, =0 {Geen items} one {# item} other {# items}} gevonden',
  'content-manager.components.TableDelete.label': '{number, plural, one {# item} other {# items}} geselecteerd',
  // English and stock words an editor met (issue 46).
  skipToContent: 'Naar de inhoud',
  'content-manager.components.Blocks.dnd.instruction':
    'Verplaats een blok met Command of Control samen met Shift en de pijltjestoets omhoog of omlaag.',
  'content-manager.components.Blocks.expand': 'Vergroten',
  'content-manager.components.WysiwygBottomControls.fullscreen': 'Vergroten',
  'content-manager.containers.edit.panels.default.more-actions': 'Meer acties',
  'content-manager.App.schemas.data-loaded': 'De redactie is klaar voor gebruik.',
  // The list's status column, which Strapi leaves untranslated ('status').
  'content-manager.containers.list.table-headers.status': 'Status',
  // The content types' names in the menu and the lists' titles (their display names in the schemas).
  'Content item': 'Content',
  Organisation: 'Organisaties',
  User: 'Leden',
  Audience: 'Doelgroepen',
  Enter: 'Enters',
  Favorite: 'Bewaarde items',
  Invitation: 'Uitnodigingen',
  Membership: 'Lidmaatschappen',
  'Organization follow': 'Gevolgde organisaties',
  'Theme follow': 'Gevolgde thema’s',
  Registration: 'Aanmeldingen voor evenementen',
  Tag: 'Tags',
  Theme: 'Thema’s',
  'About page': 'Pagina: Wat is Talentstad',
  'Accessibility page': 'Pagina: Toegankelijkheid',
  'Contact page': 'Pagina: Contact',
  'Disclaimer page': 'Pagina: Disclaimer',
  'Privacy page': 'Pagina: Privacy en cookies',
  'Search alert': 'Zoekmeldingen',
  'Closed join request': 'Afgesloten lidmaatschapsverzoeken',
  ...ENUM_LABELS,
}

/** localStorage keys of the panel that the editors' desk sets once per browser (see register). */
const LANGUAGE_KEY = 'strapi-admin-language'
const GUIDED_TOUR_KEY = 'STRAPI_GUIDED_TOUR'
/** The new media library's banner, dismissed per browser, for either library (telemetry is off, so the id is `false`). */
const MEDIA_BANNER_KEYS = ['false', 'true'].map((legacy) => `STRAPI_MEDIA_LIBRARY_BANNER_DISMISSED_FOR_${legacy}:false`)

type ListHeader = { name: string; attribute?: { type?: string; enum?: string[] }; cellFormatter?: unknown }
type ListHook = { displayedHeaders: ListHeader[]; layout: unknown }

/**
 * A list's columns in Dutch: an enum column shows the value's Dutch label (the value itself when it
 * has none), a date column the city's time, short (Strapi writes 'donderdag 3 december 2026 om
 * 14:05' in the browser's time zone, which pushed the last columns out of sight at 1280 px).
 */
export function labelColumns({ displayedHeaders, layout }: ListHook): ListHook {
  return {
    layout,
    displayedHeaders: displayedHeaders.map((header) => {
      if (header.cellFormatter) return header
      if (header.attribute?.type === 'enumeration')
        return {
          ...header,
          cellFormatter: (row: Record<string, unknown>) => {
            const value = row[header.name]
            return typeof value === 'string' ? (ENUM_LABELS[value] ?? value) : '-'
          },
        }
      if (header.attribute?.type === 'datetime')
        return {
          ...header,
          cellFormatter: (row: Record<string, unknown>) => {
            const value = row[header.name]
            return typeof value === 'string' ? cityDateTimeShort(value) : '-'
          },
        }
      return header
    }),
  }
}

function setOnce(key: string, value: string) {
  try {
    if (window.localStorage.getItem(key) === null) window.localStorage.setItem(key, value)
  } catch {
    // Storage blocked: the panel starts in English and the editor switches in their profile.
  }
}

/**
 * The desk's few style rules. The home page's widget titles are light grey on white in Strapi 5.54
 * (3.2:1, below WCAG AA's 4.5:1 for their small capitals; axe flags them): darkened to Strapi's
 * neutral600 (5.7:1), for its own widgets as well as ours.
 */
function deskStyles() {
  const style = document.createElement('style')
  style.textContent = [
    '[data-strapi-widget-id] header h2 { color: #666687; }',
    // A list's columns fit at 1280 px (issue 46): narrower cell padding, and long titles and names
    // cut with an ellipsis sooner (Strapi allows 30rem), so the status and the row's actions stay
    // in sight instead of behind a region only a mouse can scroll.
    // (Strapi's own rules carry several classes, hence the !important.)
    "[role='grid'] :is(td, th) { padding-left: 0.5rem !important; padding-right: 0.5rem !important; }",
    "[role='grid'] td :is(a, button, span) { max-width: 20rem; }",
    // An icon-only button (the slug's 'Regenereer', a relation's 'Verwijderen') is 16 px square: at
    // least 24 px, as WCAG 2.2's target size asks (axe, issue 46). In px: the panel's rem is 10 px.
    "main button:not([aria-hidden='true']):has(> svg) { min-block-size: 24px; min-inline-size: 24px; }",
  ].join('\n')
  document.head.append(style)
}

export default {
  config: {
    locales: ['nl'],
    auth: { logo },
    menu: { logo },
    // No check of Strapi's latest release on GitHub for every editor.
    notifications: { releases: false },
    tutorials: false,
    translations: { nl: STRINGS_NL },
  },

  register(app: { widgets: { register: (widgets: (current: unknown[]) => unknown[]) => void } }) {
    // Runs before the login page renders: Dutch first, no guided tour, no media-library banner.
    setOnce(LANGUAGE_KEY, 'nl')
    setOnce(GUIDED_TOUR_KEY, JSON.stringify({ enabled: false }))
    for (const key of MEDIA_BANNER_KEYS) setOnce(key, 'true')
    deskStyles()
    // What Strapi gets wrong for keyboard and screen-reader users (src/admin/desk-accessibility.ts).
    keepDeskAccessible()
    // The home page's widgets for the day's work (src/admin/widgets.tsx), for whoever may read content.
    // Shown to whoever may read what the widget counts.
    const read = (subject: string) => [{ action: 'plugin::content-manager.explorer.read', subject }]
    // First on the page, before Strapi's own.
    app.widgets.register((current) => [
      {
        id: 'calls-to-review',
        icon: Clock,
        title: { id: 'talentstad.widget.calls-to-review', defaultMessage: 'Oproepen die wachten' },
        component: async () => (await import('./widgets')).CallsToReviewWidget,
        permissions: read('api::content-item.content-item'),
      },
      {
        id: 'applications-to-review',
        icon: Briefcase,
        title: { id: 'talentstad.widget.applications-to-review', defaultMessage: 'Aanmeldingen van organisaties' },
        component: async () => (await import('./widgets')).ApplicationsToReviewWidget,
        // A Redacteur reads organisations' names, but deciding on an application is the reviewers'.
        permissions: [...read('api::organization.organization'), { action: 'api::review' }],
      },
      {
        id: 'taken-offline',
        icon: EyeStriked,
        title: { id: 'talentstad.widget.taken-offline', defaultMessage: 'Onlangs offline gehaald' },
        component: async () => (await import('./widgets')).TakenOfflineWidget,
        permissions: read('api::content-item.content-item'),
      },
      // Strapi's project statistics (webhooks, API tokens, components) mean nothing to an editor.
      ...current.filter((widget) => !/(^|::)key-statistics$/.test(String((widget as { id?: unknown }).id ?? ''))),
    ])
  },

  bootstrap(app: {
    registerHook: (name: string, hook: (value: ListHook) => ListHook) => void
    getPlugin: (name: 'content-manager') => { apis: { addEditViewSidePanel: (panels: PanelComponent[]) => void } }
  }) {
    app.registerHook('Admin/CM/pages/ListView/inject-column-in-table', labelColumns)
    // 'Beoordeling' in the edit view of content items and organisations (src/admin/review.tsx), and
    // who placed an item (src/admin/placed-by.tsx).
    app.getPlugin('content-manager').apis.addEditViewSidePanel([ReviewPanel, PlacedByPanel])
  },
}
