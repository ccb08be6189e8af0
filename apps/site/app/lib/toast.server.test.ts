import { describe, expect, it } from 'vitest'
import { createToastHeaders, getToast, redirectWithToast, TOAST_COOKIE_NAME } from './toast.server'

function cookieFrom(headers: Headers) {
  const setCookie = headers.get('set-cookie') ?? ''
  return setCookie.split(';')[0] ?? ''
}

describe('toast cookie', () => {
  it('carries a toast to the next request exactly once', async () => {
    const headers = await createToastHeaders({ type: 'success', title: 'Opgeslagen' })
    const setCookie = headers.get('set-cookie') ?? ''
    expect(setCookie).toMatch(new RegExp(`^${TOAST_COOKIE_NAME}=`))
    expect(setCookie).toMatch(/HttpOnly/i)
    expect(setCookie).toMatch(/SameSite=Lax/i)

    const request = new Request('http://localhost/', { headers: { cookie: cookieFrom(headers) } })
    const { toast, headers: clearHeaders } = await getToast(request)
    expect(toast).toMatchObject({ type: 'success', title: 'Opgeslagen' })
    expect(toast?.id).toEqual(expect.any(String))
    // Reading it clears the cookie, so a reload does not show it again.
    expect(clearHeaders?.get('set-cookie')).toMatch(/Expires=Thu, 01 Jan 1970/)
  })

  it('has no toast and no header without the cookie', async () => {
    expect(await getToast(new Request('http://localhost/'))).toEqual({ toast: null, headers: null })
  })

  it('ignores a tampered cookie', async () => {
    const headers = await createToastHeaders({ type: 'error', title: 'Mislukt' })
    const [name, value] = cookieFrom(headers).split('=')
    const tampered = `${name}=${value?.slice(0, -4)}AAAA`
    const { toast } = await getToast(new Request('http://localhost/', { headers: { cookie: tampered } }))
    expect(toast).toBeNull()
  })

  it("carries a success's analytics event, and only one of the known events", async () => {
    const headers = await createToastHeaders({ title: 'Je oproep is verstuurd', event: 'call_created' })
    const { toast } = await getToast(new Request('http://localhost/', { headers: { cookie: cookieFrom(headers) } }))
    expect(toast?.event).toBe('call_created')
    // @ts-expect-error: not an event a success confirms
    await expect(createToastHeaders({ title: 'x', event: 'bookmark' })).rejects.toThrow()
  })

  it('rejects a toast without a title', async () => {
    await expect(createToastHeaders({ title: '' })).rejects.toThrow()
  })

  it('redirects with the toast cookie and keeps other headers', async () => {
    const response = await redirectWithToast('/profiel', { type: 'success', title: 'Welkom' }, { headers: { 'x-test': '1' } })
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/profiel')
    expect(response.headers.get('x-test')).toBe('1')
    expect(response.headers.get('set-cookie')).toMatch(new RegExp(`^${TOAST_COOKIE_NAME}=`))
  })
})
