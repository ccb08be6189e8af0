import { ACCOUNT_MESSAGES, MESSAGES } from '@talentstad/types'
import type { Browser, Page } from '@playwright/test'
import { codeIn, createAccount, expect, linkIn, logIn, mailCount, newAddress, nextMail, PASSWORD, randomIp, test } from './accounts'
import { expectResult, hydrated } from './page'

const NEW_PASSWORD = 'Nieuw&Sterker2027'

async function newVisitor(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': randomIp() }, locale: 'nl-NL' })
  return context.newPage()
}

test.describe('register, activate, log in with the code, onboarding, log out', () => {
  test('the whole journey through the real mail catcher', async ({ page }) => {
    // Several password hashes and mails in one journey: on a slow machine it nears the 30 s default.
    test.slow()
    const email = newAddress('journey')
    await page.goto('/registreren')
    await page.getByLabel('Voornaam').fill('Noor')
    await page.getByLabel('Achternaam').fill('Visser')
    await page.getByLabel('E-mailadres').fill(email)
    await page.getByLabel('Wachtwoord', { exact: true }).fill(PASSWORD)
    await page.getByLabel('Herhaal wachtwoord').fill(PASSWORD)
    await page.getByLabel('Student').check()
    await page.getByLabel(/Ik ga akkoord/).check()
    const before = await mailCount(email)
    await page.getByRole('button', { name: 'Account aanmaken' }).click()
    await expect(page.getByRole('status')).toContainText(ACCOUNT_MESSAGES.registered)

    // The activation mail: Dutch, HTML and text, with the link.
    const activation = await nextMail(email, before)
    expect(activation.html).toBeTruthy()
    const landed = await page.goto(linkIn(activation, '/activeren'))
    // A page of the member's own: never kept by a shared cache.
    expect(landed?.headers()['cache-control']).toBe('private, no-store')
    // The login page confirms it on the page (not only a toast) and has the address filled in,
    // which the address bar does not carry.
    await expect(page).toHaveURL(/\/inloggen$/)
    await expect(page.getByRole('status').filter({ hasText: ACCOUNT_MESSAGES.activated })).toBeVisible()
    await expect(page.getByLabel('E-mailadres')).toHaveValue(email)
    expect(await page.evaluate(() => document.cookie)).not.toContain(email.split('@')[0]!)
    // Once: the address is not kept for a next visit to the login page.
    await page.reload()
    await expect(page.getByLabel('E-mailadres')).toHaveValue('')
    await expect(page.getByText(ACCOUNT_MESSAGES.activated)).toHaveCount(0)

    // Password first: no session yet, only the code page.
    const beforeCode = await mailCount(email)
    await page.getByLabel('E-mailadres').fill(email)
    await page.getByLabel('Wachtwoord', { exact: true }).fill(PASSWORD)
    await page.getByRole('button', { name: 'Inloggen' }).click()
    await expect(page).toHaveURL(/\/2fa$/)
    // The code page puts the cursor in its one field on arrival.
    await expect(page.getByLabel('Code')).toBeFocused()
    const session = await page.request.get('/api/auth/session')
    expect(await session.json()).toEqual({})

    const code = codeIn(await nextMail(email, beforeCode))
    await page.getByLabel('Code').fill(code)
    await page.getByRole('button', { name: 'Bevestigen' }).click()
    // Not onboarded yet: to /onboarding, with the prompt in the header.
    await expect(page).toHaveURL(/\/onboarding$/)
    await expect(page.getByRole('banner').getByRole('link', { name: 'Rond je onboarding af' })).toHaveAttribute('href', '/onboarding')
    const signedIn = (await (await page.request.get('/api/auth/session')).json()) as { user: { email: string; typeOfUser: string } }
    expect(signedIn.user.email).toBe(email)
    expect(signedIn.user.typeOfUser).toBe('TYPE_STUDENT')

    // The session cookie: HttpOnly, SameSite=Lax.
    const cookie = (await page.context().cookies()).find((c) => c.name === 'talentstad-session')!
    expect(cookie.httpOnly).toBe(true)
    expect(cookie.sameSite).toBe('Lax')

    // A plain GET of /uitloggen only asks; the button logs out on the server and in the browser.
    await page.goto('/uitloggen')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Uitloggen')
    expect(((await (await page.request.get('/api/auth/session')).json()) as { user?: unknown }).user).toBeTruthy()
    await page.getByRole('button', { name: 'Ja, uitloggen' }).click()
    await expect(page).toHaveURL(/\/$/)
    await expectResult(page, ACCOUNT_MESSAGES.loggedOut)
    expect(await (await page.request.get('/api/auth/session')).json()).toEqual({})
  })

  test('the register form shows Dutch field errors and keeps what was typed', async ({ page }) => {
    await page.goto('/registreren')
    await page.getByLabel('Voornaam').fill('Noor')
    await page.getByLabel('E-mailadres').fill('geen-adres')
    await page.getByLabel('Wachtwoord', { exact: true }).fill('kort')
    await page.getByLabel('Herhaal wachtwoord').fill('anders')
    // Submit from the keyboard: leaving a field shows its error at once (the mismatch too, spec 5),
    // which moves the button away from under a mouse click that leaves the field.
    await page.getByLabel('Herhaal wachtwoord').press('Enter')
    await expect(page.getByText(MESSAGES.passwordsDoNotMatch)).toBeVisible()
    await expect(page.getByText(MESSAGES.invalidEmail)).toBeVisible()
    await expect(page.getByText(MESSAGES.passwordTooShort)).toBeVisible()
    await expect(page.getByText(ACCOUNT_MESSAGES.consentRequired)).toBeVisible()
    await expect(page.getByLabel('Voornaam')).toHaveValue('Noor')
    await expect(page.getByLabel('E-mailadres')).toHaveAttribute('aria-invalid', 'true')
    // Once the rest is right, the repeat must match.
    await page.getByLabel('Achternaam').fill('Visser')
    await page.getByLabel('E-mailadres').fill(newAddress('mismatch'))
    await page.getByLabel('Wachtwoord', { exact: true }).fill(PASSWORD)
    await page.getByLabel('Herhaal wachtwoord').fill(`${PASSWORD}x`)
    await page.getByLabel('Student').check()
    await page.getByLabel(/Ik ga akkoord/).check()
    await page.getByRole('button', { name: 'Account aanmaken' }).click()
    await expect(page.getByText(MESSAGES.passwordsDoNotMatch)).toBeVisible()
    await expect(page.getByLabel('Herhaal wachtwoord')).toHaveAttribute('aria-invalid', 'true')
  })

  test('a mouse click lands the first time, also when the field it leaves shows its error then', async ({ page }) => {
    await page.goto('/registreren')
    await hydrated(page)
    await page.getByLabel('Wachtwoord', { exact: true }).fill(PASSWORD)
    await page.getByLabel('Herhaal wachtwoord').fill(`${PASSWORD}x`)
    // A real click: the press takes the focus from the repeat field, whose error then appears above
    // the options; it must not move the option from under the pointer before the release.
    const student = page.getByLabel('Student')
    await student.click()
    await expect(student).toBeChecked()
    await expect(page.getByText(MESSAGES.passwordsDoNotMatch)).toBeVisible()
    // The same for the button: the address's error appears as the press leaves its field.
    await page.getByLabel('E-mailadres').fill('geen-adres')
    await page.getByRole('button', { name: 'Account aanmaken' }).click()
    await expect(page.getByText(MESSAGES.invalidEmail)).toBeVisible()
    // The click was a submit: the errors of fields never left show too.
    await expect(page.getByText(ACCOUNT_MESSAGES.consentRequired)).toBeVisible()
  })

  test('the same answer for an address that already has an account; its owner gets a mail instead', async ({ page }) => {
    const { email } = await createAccount('exists')
    const before = await mailCount(email)
    await page.goto('/registreren')
    await page.getByLabel('Voornaam').fill('Iemand')
    await page.getByLabel('Achternaam').fill('Anders')
    await page.getByLabel('E-mailadres').fill(email)
    await page.getByLabel('Wachtwoord', { exact: true }).fill(NEW_PASSWORD)
    await page.getByLabel('Herhaal wachtwoord').fill(NEW_PASSWORD)
    await page.getByLabel('Professional').check()
    await page.getByLabel(/Ik ga akkoord/).check()
    await page.getByRole('button', { name: 'Account aanmaken' }).click()
    await expect(page.getByRole('status')).toContainText(ACCOUNT_MESSAGES.registered)
    const notice = await nextMail(email, before)
    expect(notice.text).not.toContain('/activeren?token=')
  })

  test('an invalid activation link shows the activation error with a way to ask for a new link', async ({ page }) => {
    const response = await page.goto(`/activeren?token=${'x'.repeat(43)}`)
    expect(response?.status()).toBe(400)
    await expect(page.getByRole('alert')).toContainText(MESSAGES.activationFailed)
    await page.getByLabel('E-mailadres').fill(newAddress('nobody'))
    await page.getByRole('button', { name: 'Stuur een nieuwe link' }).click()
    await expect(page.getByRole('status')).toContainText(ACCOUNT_MESSAGES.activationSent)
  })
})

test.describe('login', () => {
  test('a wrong password and an unknown address get the same message', async ({ page }) => {
    const { email } = await createAccount('wrongpw')
    const messages: string[] = []
    for (const [address, password] of [
      [email, 'Niet!Het2Wachtwoord'],
      [newAddress('unknown'), 'Niet!Het2Wachtwoord'],
    ] as const) {
      await page.goto('/inloggen')
      await page.getByLabel('E-mailadres').fill(address)
      await page.getByLabel('Wachtwoord', { exact: true }).fill(password)
      await page.getByRole('button', { name: 'Inloggen' }).click()
      await expect(page.getByRole('alert')).toBeVisible()
      messages.push(await page.getByRole('alert').innerText())
      await expect(page.getByLabel('E-mailadres')).toHaveValue(address)
    }
    expect(messages[0]).toBe(messages[1])
    expect(messages[0]).toContain(ACCOUNT_MESSAGES.invalidCredentials)
  })

  test('a wrong code keeps the user on /2fa with a message; the right one then works', async ({ page }) => {
    const { email, password } = await createAccount('wrongcode')
    await page.goto('/inloggen')
    const before = await mailCount(email)
    await page.getByLabel('E-mailadres').fill(email)
    await page.getByLabel('Wachtwoord', { exact: true }).fill(password)
    await page.getByRole('button', { name: 'Inloggen' }).click()
    const code = codeIn(await nextMail(email, before))
    const wrong = code === '000000' ? '111111' : '000000'
    await page.getByLabel('Code').fill(wrong)
    await page.getByRole('button', { name: 'Bevestigen' }).click()
    await expect(page.getByRole('alert')).toContainText(ACCOUNT_MESSAGES.codeInvalid)
    await page.getByLabel('Code').fill(code)
    await page.getByRole('button', { name: 'Bevestigen' }).click()
    await expect(page).toHaveURL(/\/onboarding$/)
  })

  test('a protected page sends the visitor to log in and back there afterwards', async ({ page }) => {
    const { email, password } = await createAccount('return')
    await page.goto('/wachtwoord-wijzigen')
    await expect(page).toHaveURL(/\/inloggen\?/)
    await expect(page.getByRole('alert')).toContainText('Log in om deze pagina te bekijken.')
    await logIn(page, email, password)
    // A new account is not onboarded, so onboarding comes first, and closing it leads to the page…
    await expect(page).toHaveURL(`/onboarding?callbackUrl=${encodeURIComponent('/wachtwoord-wijzigen')}`)
    await page.getByRole('button', { name: 'Opslaan en sluiten' }).click()
    await expect(page).toHaveURL(/\/wachtwoord-wijzigen$/)
    // …and an onboarded demo member goes straight back (see the demo-user test below).
  })

  test('an onboarded member returns to the page that asked for a login', async ({ page }) => {
    await page.goto('/profiel/voorkeuren')
    await expect(page).toHaveURL(/\/inloggen\?/)
    await logIn(page, 'professional@demo.talentstad.nl', 'Talentstad!2026')
    await expect(page).toHaveURL(/\/profiel\/voorkeuren$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Voorkeuren')
  })

  test('after the code step a callbackUrl whose path starts with // stays on the site', async ({ page, baseURL }) => {
    const site = new URL(baseURL!).origin
    // Same origin, so it passes the login's check; as a path it would be protocol-relative.
    await page.goto(`/inloggen?callbackUrl=${encodeURIComponent(`${site}//evil.example/x`)}`)
    // A demo member no other test logs in with (the codes of parallel logins would mix).
    await logIn(page, 'contentbeheerder@demo.talentstad.nl', 'Talentstad!2026', page.url())
    await expect(page).toHaveURL(`${site}/evil.example/x`)
  })

  test('too many wrong passwords for one account are throttled with a Dutch 429', async ({ page }) => {
    const { email } = await createAccount('throttle')
    let last = 0
    for (let attempt = 0; attempt < 8; attempt += 1) {
      const response = await page.request.post('/inloggen', {
        form: { email, password: `Fout!Wachtwoord${attempt}` },
        maxRedirects: 0,
      })
      last = response.status()
      if (last === 429) {
        expect(await response.text()).toContain(ACCOUNT_MESSAGES.tooManyAttempts)
        break
      }
      expect(last).toBe(401)
    }
    expect(last).toBe(429)
  })
})

test.describe('forgot and change password', () => {
  test('forgot → reset mail → new password → the old session is gone', async ({ page, browser }) => {
    // Several password hashes and mails in one journey: on a slow machine it nears the 30 s default.
    test.slow()
    const { email, password } = await createAccount('reset')
    // Another browser is logged in with the old password.
    const other = await newVisitor(browser)
    await logIn(other, email, password)
    await other.goto('/profiel')
    await expect(other.getByRole('heading', { level: 1 })).toHaveText('Mijn profiel')

    await page.goto('/wachtwoord-vergeten')
    const before = await mailCount(email)
    await page.getByLabel('E-mailadres').fill(email)
    await page.getByRole('button', { name: 'Stuur een link' }).click()
    await expect(page.getByRole('status')).toContainText(MESSAGES.forgotPasswordSent)
    const link = linkIn(await nextMail(email, before), '/wachtwoord-vergeten')

    await page.goto(link)
    // The same password is refused.
    await page.getByLabel('Nieuw wachtwoord', { exact: true }).fill(password)
    await page.getByLabel('Herhaal nieuw wachtwoord').fill(password)
    await page.getByRole('button', { name: 'Wachtwoord opslaan' }).click()
    await expect(page.getByText(MESSAGES.passwordMustDiffer)).toBeVisible()
    await page.getByLabel('Nieuw wachtwoord', { exact: true }).fill(NEW_PASSWORD)
    await page.getByLabel('Herhaal nieuw wachtwoord').fill(NEW_PASSWORD)
    await page.getByRole('button', { name: 'Wachtwoord opslaan' }).click()
    await expect(page).toHaveURL(/\/inloggen$/)
    await expectResult(page, ACCOUNT_MESSAGES.passwordReset)

    // The other browser's session ended with the reset.
    await other.goto('/profiel')
    await expect(other).toHaveURL(/\/inloggen\?/)
    // The link is single use.
    await page.goto(link)
    await page.getByLabel('Nieuw wachtwoord', { exact: true }).fill('Weer!Een3Ander')
    await page.getByLabel('Herhaal nieuw wachtwoord').fill('Weer!Een3Ander')
    await page.getByRole('button', { name: 'Wachtwoord opslaan' }).click()
    await expect(page.getByRole('alert')).toContainText(ACCOUNT_MESSAGES.resetInvalid)
    // The new password works.
    await logIn(page, email, NEW_PASSWORD, '/inloggen')
    await expect(page).toHaveURL(/\/onboarding$/)
    await other.context().close()
  })

  test('forgot password answers the same for an unknown address', async ({ page }) => {
    await page.goto('/wachtwoord-vergeten')
    await page.getByLabel('E-mailadres').fill(newAddress('ghost'))
    await page.getByRole('button', { name: 'Stuur een link' }).click()
    await expect(page.getByRole('status')).toContainText(MESSAGES.forgotPasswordSent)
  })

  test('change password: must differ, then other sessions end and this one stays', async ({ page, browser }) => {
    // Several password hashes and mails in one journey: on a slow machine it nears the 30 s default.
    test.slow()
    const { email, password } = await createAccount('change')
    const other = await newVisitor(browser)
    await logIn(other, email, password)
    await logIn(page, email, password)

    await page.goto('/wachtwoord-wijzigen')
    await page.getByLabel('Huidig wachtwoord').fill('Niet!Goed123')
    await page.getByLabel('Nieuw wachtwoord', { exact: true }).fill(NEW_PASSWORD)
    await page.getByLabel('Herhaal nieuw wachtwoord').fill(NEW_PASSWORD)
    await page.getByRole('button', { name: 'Wachtwoord wijzigen' }).click()
    await expect(page.getByText(ACCOUNT_MESSAGES.currentPasswordWrong)).toBeVisible()

    await page.getByLabel('Huidig wachtwoord').fill(password)
    await page.getByLabel('Nieuw wachtwoord', { exact: true }).fill(password)
    await page.getByLabel('Herhaal nieuw wachtwoord').fill(password)
    await page.getByRole('button', { name: 'Wachtwoord wijzigen' }).click()
    await expect(page.getByText(MESSAGES.passwordMustDiffer)).toBeVisible()

    await page.getByLabel('Huidig wachtwoord').fill(password)
    await page.getByLabel('Nieuw wachtwoord', { exact: true }).fill(NEW_PASSWORD)
    await page.getByLabel('Herhaal nieuw wachtwoord').fill(NEW_PASSWORD)
    await page.getByRole('button', { name: 'Wachtwoord wijzigen' }).click()
    await expect(page).toHaveURL(/\/profiel$/)
    await expectResult(page, ACCOUNT_MESSAGES.passwordChanged)

    await page.goto('/wachtwoord-wijzigen')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Wachtwoord wijzigen')
    await other.goto('/profiel')
    await expect(other).toHaveURL(/\/inloggen\?/)
    await other.context().close()
  })
})

test.describe('cross-site requests', () => {
  test('a login form posted from another origin is refused with 403', async ({ request }) => {
    const response = await request.post('/inloggen', {
      form: { email: 'student@demo.talentstad.nl', password: 'Talentstad!2026' },
      headers: { Origin: 'https://evil.example' },
      maxRedirects: 0,
    })
    expect(response.status()).toBe(403)
  })
})

test.describe('redirect status codes (spec 9: 303, 307, 308; never 302)', () => {
  test('a page that needs a session answers 307, a form POST and the logout 303, /api/auth GETs 307', async ({ request, baseURL }) => {
    const site = new URL(baseURL!).origin
    const page = await request.get('/wachtwoord-wijzigen?x=1', { maxRedirects: 0 })
    expect(page.status()).toBe(307)
    const signIn = new URL(page.headers()['location']!, site)
    expect(signIn.pathname).toBe('/api/auth/signin')
    expect(signIn.searchParams.get('error')).toBe('SessionRequired')
    expect(signIn.searchParams.get('callbackUrl')).toBe(`${site}/wachtwoord-wijzigen?x=1`)

    // The /api/auth GET redirects keep the GET.
    for (const [path, pathname] of [
      [`${signIn.pathname}${signIn.search}`, '/inloggen'],
      ['/api/auth/signout', '/uitloggen'],
      ['/api/auth/error?error=Configuration', '/inloggen'],
      ['/api/auth/callback/credentials', '/api/auth/signin'],
    ] as const) {
      const response = await request.get(path, { maxRedirects: 0 })
      expect(response.status(), path).toBe(307)
      expect(new URL(response.headers()['location']!, site).pathname, path).toBe(pathname)
    }

    // After a POST: 303, so the browser follows with a GET.
    const form = await request.post('/wachtwoord-wijzigen', { form: { currentPassword: 'x' }, headers: { Origin: site }, maxRedirects: 0 })
    expect(form.status()).toBe(303)
    expect(new URL(form.headers()['location']!, site).pathname).toBe('/api/auth/signin')
    const logout = await request.post('/uitloggen', { form: {}, headers: { Origin: site }, maxRedirects: 0 })
    expect(logout.status()).toBe(303)
    expect(logout.headers()['location']).toBe('/')
    const signOut = await request.post('/api/auth/signout', {
      form: { callbackUrl: `${site}/` },
      headers: { Origin: site },
      maxRedirects: 0,
    })
    expect(signOut.status()).toBe(303)
  })
})
