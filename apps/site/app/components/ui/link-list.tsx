import type { ReactNode } from 'react'
import { Link } from 'react-router'

/** Links to other pages as a list of rows, each a full-width target with an arrow (styles/ui.css). */

export type LinkListItem = { to: string; label: ReactNode; description?: ReactNode; key?: string }

export function LinkList({ items, label, testId }: { items: readonly LinkListItem[]; label?: string; testId?: string }) {
  return (
    <ul className="ts-link-list" aria-label={label} data-testid={testId}>
      {items.map((item) => (
        <li key={item.key ?? item.to} className="ts-link-list__item">
          <Link className="ts-link-list__link" to={item.to}>
            <span>
              {item.label}
              {item.description ? <span className="ts-link-list__description">{item.description}</span> : null}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  )
}
