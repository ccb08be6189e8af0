import type { ReactNode } from 'react'

/**
 * Facts as term and value (a description list): the term above its value on narrow screens, side
 * by side from 30em, a long value breaking only where it must (styles/ui.css). Items without a
 * value are left out.
 */

export type DataListItem = { term: ReactNode; value: ReactNode; key?: string }

export function DataList({ items, className, testId }: { items: readonly DataListItem[]; className?: string; testId?: string }) {
  const shown = items.filter((item) => item.value !== null && item.value !== undefined && item.value !== false && item.value !== '')
  return (
    <dl className={['ts-data-list', className].filter(Boolean).join(' ')} data-testid={testId}>
      {shown.map((item, index) => (
        <div key={item.key ?? (typeof item.term === 'string' ? item.term : index)} className="ts-data-list__row">
          <dt className="ts-data-list__term">{item.term}</dt>
          <dd className="ts-data-list__value">{item.value}</dd>
        </div>
      ))}
    </dl>
  )
}
