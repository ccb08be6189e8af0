import { Form } from 'react-router'
import { Button } from '~/components/ui/button'

/**
 * A review queue's filter (GET, so the address keeps it): a choice of kind, and a search of the
 * titles when `search` is given. `name` prefixes the fields' ids.
 */
export function QueueFilter({
  name,
  label,
  kind,
  search,
}: {
  name: string
  /** The form's accessible name ("Filter op soort organisatie"). */
  label: string
  kind: { label: string; all: string; value: string; choices: ReadonlyArray<{ value: string; label: string }> }
  search?: { label: string; value: string }
}) {
  return (
    <Form method="get" className="ts-queue-filter" aria-label={label}>
      {search ? (
        <div className="ts-field">
          <label className="ts-field__label" htmlFor={`${name}-q`}>
            {search.label}
          </label>
          <input
            id={`${name}-q`}
            name="q"
            type="search"
            maxLength={100}
            defaultValue={search.value}
            key={search.value}
            className="utrecht-textbox ts-field__control"
          />
        </div>
      ) : null}
      <div className="ts-field">
        <label className="ts-field__label" htmlFor={`${name}-type`}>
          {kind.label}
        </label>
        <select id={`${name}-type`} name="type" defaultValue={kind.value} key={kind.value} className="utrecht-select ts-field__control">
          <option value="">{kind.all}</option>
          {kind.choices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      </div>
      <Button type="submit" variant="secondary">
        Filteren
      </Button>
    </Form>
  )
}
