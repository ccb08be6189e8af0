import { Link } from 'react-router'

/**
 * Tabs that are links (a period, a type, an organisation's pages): one row, wrapping onto more
 * where it does not fit (never cut off), the current one marked with aria-current="page" (styles/ui.css).
 */

export type TabItem = { to: string; label: string; current: boolean; testId?: string }

export function Tabs({ label, items }: { label: string; items: readonly TabItem[] }) {
  return (
    <nav aria-label={label}>
      <ul className="ts-tabs">
        {items.map((item) => (
          <li key={item.to} className="ts-tabs__item">
            <Link className="ts-tabs__link" to={item.to} aria-current={item.current ? 'page' : undefined} data-testid={item.testId}>
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
