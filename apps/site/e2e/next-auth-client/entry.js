// Browser bundle of the unmodified next-auth v4 client (built by e2e/next-auth-client.spec.ts with
// esbuild; React is the site's own). It exposes the client on window, plus a tiny React probe that
// renders useSession() inside SessionProvider so the test can watch its status and call update().
import * as NextAuth from 'next-auth/react'
import { createElement as h } from 'react'
import { createRoot } from 'react-dom/client'

function Probe() {
  const session = NextAuth.useSession()
  window.__sessionProbe = session
  return h('output', { id: 'session-probe' }, `${session.status}${session.data ? `:${session.data.user.email}` : ''}`)
}

window.NextAuth = NextAuth
window.mountSessionProbe = () => {
  const element = document.createElement('div')
  document.body.append(element)
  createRoot(element).render(h(NextAuth.SessionProvider, null, h(Probe)))
}
