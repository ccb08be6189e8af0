import { useNavigate } from 'react-router'
import type { FormEvent, ReactNode } from 'react'
import { Button, ButtonLink } from '~/components/ui/button'
import type { Option } from '~/lib/content/views'

export type SelectField = { name: string; label: string; allLabel: string; options: Option[]; value?: string }

/**
 * A GET form: filters and search go into the address, so it works without JavaScript and the
 * back button restores them. With JavaScript, empty fields are left out of the address and the
 * page changes without a full reload. 'Wissen' is a link to the bare list.
 */
export function FilterForm({
  pathname,
  selects,
  query,
  searchLabel,
  hidden,
  children,
}: {
  pathname: string
  selects: SelectField[]
  query?: string
  searchLabel: string
  /** Kept as they are when the form is applied (e.g. periode=voorbij). */
  hidden?: Record<string, string | undefined>
  children?: ReactNode
}) {
  const navigate = useNavigate()

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const params = new URLSearchParams()
    for (const [name, value] of new FormData(event.currentTarget)) {
      if (typeof value === 'string' && value.trim() !== '') params.set(name, value.trim())
    }
    const search = params.toString()
    navigate(`${pathname}${search ? `?${search}` : ''}`)
  }

  return (
    <form method="get" action={pathname} className="ts-filters" role="search" aria-label="Filteren en zoeken" onSubmit={onSubmit}>
      <div className="ts-filters__fields">
        <div className="utrecht-form-field ts-filters__search">
          <label className="utrecht-form-label" htmlFor="filter-q">
            {searchLabel}
          </label>
          <input
            className="utrecht-textbox"
            id="filter-q"
            name="q"
            type="search"
            defaultValue={query ?? ''}
            maxLength={100}
            autoComplete="off"
          />
        </div>
        {selects.map((select) => (
          <div className="utrecht-form-field" key={select.name}>
            <label className="utrecht-form-label" htmlFor={`filter-${select.name}`}>
              {select.label}
            </label>
            <select className="utrecht-select" id={`filter-${select.name}`} name={select.name} defaultValue={select.value ?? ''}>
              <option value="">{select.allLabel}</option>
              {select.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
        ))}
      </div>
      {Object.entries(hidden ?? {}).map(([name, value]) => (value ? <input key={name} type="hidden" name={name} value={value} /> : null))}
      <div className="ts-actions">
        <Button type="submit">Toepassen</Button>
        <ButtonLink variant="secondary" to={pathname}>
          Wissen
        </ButtonLink>
      </div>
      {children}
    </form>
  )
}
