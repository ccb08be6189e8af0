import { data } from 'react-router'
import { NotFound } from '~/components/error-page'
import { titleMeta } from '~/lib/meta'

// Matches every path no other route claims, so the 404 page renders inside the frame.
export function loader() {
  throw data(null, { status: 404 })
}

export const meta = () => titleMeta('Pagina niet gevonden')

export default function Component() {
  return <NotFound />
}

export function ErrorBoundary() {
  return <NotFound />
}
