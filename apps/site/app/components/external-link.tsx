import type { ReactNode } from 'react'

/** A link that opens in a new tab and says so to screen-reader users. */
export function ExternalLink({ href, children, className }: { href: string; children: ReactNode; className?: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className ?? 'utrecht-link'}>
      {children}
      <span className="ts-visually-hidden"> (opent in een nieuw tabblad)</span>
    </a>
  )
}
