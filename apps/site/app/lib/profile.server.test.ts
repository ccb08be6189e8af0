import { UPLOAD_LIMITS, UPLOAD_MESSAGES } from '@talentstad/types'
import { describe, expect, it } from 'vitest'
import { readCappedForm } from './profile.server'

const SITE = 'http://localhost:3000'

function post(body: BodyInit, headers: Record<string, string>) {
  return new Request(`${SITE}/profiel/bewerken`, { method: 'POST', body, headers: { origin: SITE, ...headers }, duplex: 'half' } as RequestInit)
}

describe('readCappedForm', () => {
  it('refuses a body declared over the upload cap with 413 and the Dutch message, without reading it', async () => {
    let pulled = 0
    const endless = new ReadableStream({
      pull(controller) {
        pulled += 1
        controller.enqueue(new Uint8Array(64 * 1024))
      },
    })
    const request = post(endless, { 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(UPLOAD_LIMITS.maxBytes * 2) })
    expect(await readCappedForm(request)).toEqual({ ok: false, status: 413, message: UPLOAD_MESSAGES.tooLarge })
    expect(request.bodyUsed).toBe(false)
    expect(pulled).toBeLessThanOrEqual(1)
  })

  it('refuses a body of unknown length (411) and reads a small form', async () => {
    const chunked = new ReadableStream({ start: (controller) => controller.close() })
    expect(await readCappedForm(post(chunked, { 'content-type': 'application/x-www-form-urlencoded' }))).toMatchObject({ ok: false, status: 411 })

    const body = 'intent=profile&firstName=Fenna'
    const result = await readCappedForm(post(body, { 'content-type': 'application/x-www-form-urlencoded', 'content-length': String(body.length) }))
    expect(result.ok && result.formData.get('firstName')).toBe('Fenna')
  })

  it('refuses a cross-site post before anything else', async () => {
    const request = new Request(`${SITE}/profiel/bewerken`, { method: 'POST', body: 'a=1', headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' } })
    await expect(readCappedForm(request)).rejects.toMatchObject({ status: 403 })
  })
})
