import { build } from 'esbuild'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { codeIn, createAccount, expect, mailCount, nextMail, test } from './accounts'

/**
 * The unmodified next-auth v4 browser client (e2e/next-auth-client, installed by `npm test`)
 * against the site's /api/auth: providers, CSRF, session, the two-step credentials sign-in,
 * useSession with update, and sign-out.
 */
const here = path.dirname(fileURLToPath(import.meta.url))
const clientDir = path.join(here, 'next-auth-client')
const bundlePath = path.join(here, '../test-results/next-auth-client.js')

type SignInResult = { error: string | null; status: number; ok: boolean; url: string | null }
declare global {
  interface Window {
    NextAuth: {
      getProviders: () => Promise<Record<string, { id: string; type: string; signinUrl: string; callbackUrl: string }> | null>
      getCsrfToken: () => Promise<string | undefined>
      getSession: () => Promise<{ user: { email: string; typeOfUser?: string }; expires: string } | null>
      signIn: (provider: string, options: Record<string, unknown>) => Promise<SignInResult | undefined>
      signOut: (options: Record<string, unknown>) => Promise<{ url: string } | undefined>
    }
    mountSessionProbe: () => void
    __sessionProbe: { status: string; update: (data?: unknown) => Promise<unknown> }
  }
}

test.use({ bypassCSP: true })

test.beforeAll(async () => {
  if (!existsSync(path.join(clientDir, 'node_modules/next-auth'))) {
    throw new Error('next-auth client not installed: run `npm ci --prefix apps/site/e2e/next-auth-client` (npm test does)')
  }
  await build({
    entryPoints: [path.join(clientDir, 'entry.js')],
    bundle: true,
    format: 'iife',
    platform: 'browser',
    outfile: bundlePath,
    // React from the site's workspace; next-auth reads process.env for server-side defaults only.
    nodePaths: [path.join(here, '../node_modules')],
    define: { 'process.env.NODE_ENV': '"production"', 'process.env': '{}' },
    logLevel: 'silent',
  })
})

test('the next-auth/react v4 client signs in with password and code, updates and signs out', async ({ page }) => {
  const { email, password } = await createAccount('nextauth')
  await page.goto('/community')
  await page.addScriptTag({ path: bundlePath })

  const providers = await page.evaluate(() => window.NextAuth.getProviders())
  expect(providers?.credentials?.type).toBe('credentials')
  expect(await page.evaluate(() => window.NextAuth.getCsrfToken())).toMatch(/^[0-9a-f]{64}$/)
  expect(await page.evaluate(() => window.NextAuth.getSession())).toBeNull()

  await page.evaluate(() => window.mountSessionProbe())
  await expect(page.locator('#session-probe')).toHaveText('unauthenticated')

  // Wrong password: the error comes from the url's query, status 401, no url.
  const wrong = await page.evaluate(
    ([address]) => window.NextAuth.signIn('credentials', { redirect: false, email: address, password: 'Fout!Wachtwoord1' }),
    [email],
  )
  expect(wrong).toEqual({ error: 'CredentialsSignin', status: 401, ok: false, url: null })

  // Step 1: the password. Not signed in yet; the answer points at the code page.
  const before = await mailCount(email)
  const first = await page.evaluate(
    ([address, secret]) =>
      window.NextAuth.signIn('credentials', { redirect: false, email: address, password: secret, callbackUrl: '/nieuws' }),
    [email, password],
  )
  expect(first?.ok).toBe(true)
  expect(first?.error).toBeNull()
  expect(new URL(first!.url!).pathname).toBe('/2fa')
  expect(await page.evaluate(() => window.NextAuth.getSession())).toBeNull()

  // Step 2: the code from the mail completes the login.
  const code = codeIn(await nextMail(email, before))
  const second = await page.evaluate(([value]) => window.NextAuth.signIn('credentials', { redirect: false, code: value }), [code])
  expect(second?.ok).toBe(true)
  expect(new URL(second!.url!).pathname).toBe('/onboarding')
  const session = await page.evaluate(() => window.NextAuth.getSession())
  expect(session?.user.email).toBe(email)
  expect(session?.user.typeOfUser).toBe('TYPE_STUDENT')
  // signIn told the provider (storage event / own tab): the probe follows.
  await page.evaluate(() => window.__sessionProbe.update())
  await expect(page.locator('#session-probe')).toHaveText(`authenticated:${email}`)

  // A code replayed after use is refused.
  const replay = await page.evaluate(([value]) => window.NextAuth.signIn('credentials', { redirect: false, code: value }), [code])
  expect(replay?.ok).toBe(false)

  const out = await page.evaluate(() => window.NextAuth.signOut({ redirect: false, callbackUrl: '/' }))
  expect(out?.url).toMatch(/\/$/)
  expect(await page.evaluate(() => window.NextAuth.getSession())).toBeNull()
})
