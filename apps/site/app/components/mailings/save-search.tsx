import { ALERT_FREQUENCIES, ALERT_FREQUENCY_LABELS, alertFiltersText, type AlertFilters } from '@talentstad/types'
import { Form, Link, useLocation, useRouteLoaderData } from 'react-router'
import { Button } from '~/components/ui/button'
import { ALERT_INTENTS } from '~/lib/mailings/alert-intents'
import { loginHref, PATHS } from '~/lib/paths'

/**
 * 'Bewaar deze zoekopdracht als melding' under a list's filters, once a filter or search is on: a
 * member names it and chooses how often (the form posts to /profiel/meldingen and comes back here);
 * a visitor is asked to log in first.
 */
export function SaveSearch({ filters, themeName }: { filters: AlertFilters; themeName?: string }) {
  const location = useLocation()
  const root = useRouteLoaderData('root') as { user?: unknown } | undefined
  const words = alertFiltersText(filters, themeName)
  if (!root?.user)
    return (
      <p className="utrecht-paragraph ts-save-search">
        <Link className="utrecht-link" to={loginHref(location)}>
          Log in om deze zoekopdracht als melding te bewaren
        </Link>
      </p>
    )
  // A new element after every navigation: the form closes once its answer has come back (a saved alert, a refusal).
  return (
    <details key={location.key} className="ts-save-search">
      <summary>Bewaar deze zoekopdracht als melding</summary>
      <Form method="post" action={PATHS.mailSettings} className="ts-form">
        <p className="utrecht-paragraph">Je krijgt een e-mail als er iets nieuws bij komt dat past bij: {words}.</p>
        <input type="hidden" name="intent" value={ALERT_INTENTS.create} />
        <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
        {Object.entries(filters).map(([name, value]) => (value ? <input key={name} type="hidden" name={name} value={value} /> : null))}
        <div className="ts-field">
          <label className="ts-field__label" htmlFor="save-search-name">
            Naam van je melding
          </label>
          <input
            id="save-search-name"
            className="utrecht-textbox ts-field__control"
            name="name"
            defaultValue={words.slice(0, 80)}
            maxLength={80}
            required
          />
        </div>
        <fieldset className="ts-field ts-fieldset">
          <legend className="ts-field__label">Hoe vaak wil je een e-mail?</legend>
          {ALERT_FREQUENCIES.map((frequency) => (
            <label key={frequency} className="ts-radio">
              <input type="radio" name="frequency" value={frequency} defaultChecked={frequency === 'daily'} />
              {ALERT_FREQUENCY_LABELS[frequency]}
            </label>
          ))}
        </fieldset>
        <Button type="submit">Melding bewaren</Button>
      </Form>
    </details>
  )
}
