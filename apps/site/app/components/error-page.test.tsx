import { ACCOUNT_MESSAGES } from '@talentstad/types'
import type { ComponentProps } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { SessionEnded } from './error-page'

// React Router's hooks need the router, which these render-to-string tests do not start (the
// router package resolves the root's React, not the site's): the page's location and its Link are
// stood in for.
vi.mock(import('react-router'), async (importOriginal) => ({
  ...(await importOriginal()),
  useLocation: () => ({ pathname: '/profiel/opgeslagen', search: '?pagina=2', hash: '', state: null, key: 'default' }),
  Link: (({ to, children, ...props }: ComponentProps<'a'> & { to: string }) => (
    <a href={to} {...props}>
      {children}
    </a>
  )) as never,
}))

describe('SessionEnded (the 401 page)', () => {
  it('says the member is logged out and logs in again back to the page they were on', () => {
    const html = renderToStaticMarkup(<SessionEnded />)
    expect(html).toContain('<h1 class="utrecht-heading-1">Je bent uitgelogd</h1>')
    expect(html).toContain(ACCOUNT_MESSAGES.sessionExpired)
    expect(html).toContain('href="/inloggen?callbackUrl=%2Fprofiel%2Fopgeslagen%3Fpagina%3D2"')
    expect(html).not.toContain('Foutcode')
  })
})
