import {
  ALERT_FREQUENCIES,
  ALERT_FREQUENCY_LABELS,
  ALERT_FREQUENCY_WORDS,
  alertFiltersText,
  alertListPath,
  type AlertDto,
} from '@talentstad/types'
import { Form, Link } from 'react-router'
import { ALERT_INTENTS } from '~/lib/mailings/alert-intents'
import { Button } from '~/components/ui/button'

export type AlertView = AlertDto & { themeName?: string }

/**
 * A member's alerts for a search: each with its filters in words, how often, a link to its results,
 * and (with `editable`) a form to rename it or change how often; every one can be stopped.
 */
export function AlertList({ alerts, editable }: { alerts: AlertView[]; editable: boolean }) {
  return (
    <ul className="ts-alert-list" data-testid="alerts">
      {alerts.map((alert) => {
        const words = alertFiltersText(alert.filters, alert.themeName)
        return (
          <li key={alert.documentId} className="ts-alert-list__item">
            <h3 className="utrecht-heading-3">{alert.name}</h3>
            <p className="utrecht-paragraph ts-muted">
              {words} · {ALERT_FREQUENCY_WORDS[alert.frequency]}
            </p>
            <p className="utrecht-paragraph">
              <Link className="utrecht-link" to={alertListPath(alert.filters)}>
                Bekijk de resultaten<span className="ts-visually-hidden"> van {alert.name}</span>
              </Link>
            </p>
            {editable ? (
              <details className="ts-alert-list__edit">
                <summary>
                  Aanpassen<span className="ts-visually-hidden">: {alert.name}</span>
                </summary>
                <Form method="post" className="ts-form">
                  <input type="hidden" name="intent" value={ALERT_INTENTS.update} />
                  <input type="hidden" name="alertId" value={alert.documentId} />
                  <div className="ts-field">
                    <label className="ts-field__label" htmlFor={`alert-${alert.documentId}-name`}>
                      Naam
                    </label>
                    <input
                      id={`alert-${alert.documentId}-name`}
                      className="utrecht-textbox ts-field__control"
                      name="name"
                      defaultValue={alert.name}
                      maxLength={80}
                      required
                    />
                  </div>
                  <div className="ts-field">
                    <label className="ts-field__label" htmlFor={`alert-${alert.documentId}-frequency`}>
                      Hoe vaak
                    </label>
                    <select
                      id={`alert-${alert.documentId}-frequency`}
                      className="utrecht-select ts-field__control"
                      name="frequency"
                      defaultValue={alert.frequency}
                    >
                      {ALERT_FREQUENCIES.map((frequency) => (
                        <option key={frequency} value={frequency}>
                          {ALERT_FREQUENCY_LABELS[frequency]}
                        </option>
                      ))}
                    </select>
                  </div>
                  <Button type="submit">Opslaan</Button>
                </Form>
              </details>
            ) : null}
            <Form method="post">
              <input type="hidden" name="intent" value={ALERT_INTENTS.remove} />
              <input type="hidden" name="alertId" value={alert.documentId} />
              {/* Named with the alert (a hidden span gave 'Verwijderen : …', a space before the colon). */}
              <Button type="submit" variant="secondary" aria-label={`${editable ? 'Verwijderen' : 'Stoppen'}: ${alert.name}`}>
                {editable ? 'Verwijderen' : 'Stoppen'}
              </Button>
            </Form>
          </li>
        )
      })}
    </ul>
  )
}
