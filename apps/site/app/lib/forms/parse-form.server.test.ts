import { MESSAGES, UPLOAD_LIMITS, UPLOAD_MESSAGES } from '@talentstad/types'
import { beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { REQUEST_MESSAGES } from '../http/request-guard.server'
import { FORM_MAX_BYTES, UPLOAD_FORM_MAX_BYTES } from '../http/request-limits'
import { failureMessage, failureStatus, formError } from './parse-form.server'
import { BOT_CHECK_FAILED } from './recaptcha.server'

// The bot check is configured (keys set) but never reached over the network: a missing token
// fails before any call. Set before the environment is first read.
let parseForm: typeof import('./parse-form.server').parseForm
beforeAll(async () => {
  process.env.RECAPTCHA_SITE_KEY = 'site-key'
  process.env.RECAPTCHA_SECRET_KEY = 'secret-key'
  process.env.RECAPTCHA_VERIFY_URL = 'http://127.0.0.1:9/siteverify'
  ;({ parseForm } = await import('./parse-form.server'))
})

const SITE = 'http://localhost:3000'
const Schema = z.object({ name: z.string({ error: 'Vul je naam in' }).min(1), password: z.string().optional() })
const FORM = { 'content-type': 'application/x-www-form-urlencoded' }

function post(body: BodyInit | null, headers: Record<string, string> = FORM) {
  return new Request(`${SITE}/contact`, { method: 'POST', body, headers, duplex: 'half' } as RequestInit)
}

/** A body that never ends, counting how much of it was pulled. */
function endless() {
  const state = { pulled: 0 }
  const stream = new ReadableStream({
    pull(controller) {
      state.pulled += 1
      controller.enqueue(new Uint8Array(16 * 1024).fill(0x61))
    },
  })
  return { stream, state }
}

describe('parseForm', () => {
  it('parses a small form with the schema', async () => {
    const form = await parseForm(post('name=Fenna'), { schema: Schema })
    expect(form.ok && form.value).toEqual({ name: 'Fenna' })
    const multipart = new FormData()
    multipart.set('name', 'Joris')
    const fromMultipart = await parseForm(post(multipart, {}), { schema: Schema })
    expect(fromMultipart.ok && fromMultipart.value.name).toBe('Joris')
  })

  it('answers field errors with 400 and keeps passwords out of the reply', async () => {
    const form = await parseForm(post('name=&password=geheim'), { schema: Schema, hideFields: ['password'] })
    expect(form).toMatchObject({ ok: false, isBot: false, status: 400 })
    if (form.ok || form.isBot) throw new Error('expected a refusal')
    expect(form.result.error).toMatchObject({ name: ['Vul je naam in'] })
    expect(JSON.stringify(form.result)).not.toContain('geheim')
  })

  it.each([['application/json'], ['text/plain'], ['']])('refuses the content type %j with 415', async (type) => {
    const form = await parseForm(post('{"name":"x"}', type ? { 'content-type': type } : {}), { schema: Schema })
    expect(form).toMatchObject({ ok: false, status: 415, result: { error: { '': [REQUEST_MESSAGES.unsupportedType] } } })
  })

  it('refuses a body declared over the cap with 413 without reading it', async () => {
    const { stream, state } = endless()
    const request = post(stream, { ...FORM, 'content-length': String(FORM_MAX_BYTES + 1) })
    expect(await parseForm(request, { schema: Schema })).toMatchObject({
      ok: false,
      status: 413,
      result: { error: { '': [REQUEST_MESSAGES.tooLarge] } },
    })
    expect(request.bodyUsed).toBe(false)
    expect(state.pulled).toBeLessThanOrEqual(1)
  })

  it('stops reading a body without a length at the cap (413), and puts an upload’s message on its file field', async () => {
    const { stream, state } = endless()
    expect(await parseForm(post(stream), { schema: Schema })).toMatchObject({ ok: false, status: 413 })
    expect(state.pulled * 16 * 1024).toBeLessThan(FORM_MAX_BYTES + 64 * 1024)

    const big = endless()
    const upload = await parseForm(
      post(big.stream, { 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(UPLOAD_LIMITS.maxBytes * 2) }),
      {
        schema: Schema,
        maxBytes: UPLOAD_FORM_MAX_BYTES,
        sizeErrorField: 'file',
      },
    )
    expect(upload).toMatchObject({ ok: false, status: 413, result: { error: { file: [UPLOAD_MESSAGES.tooLarge] } } })
  })

  it('answers a malformed multipart body with 400, not a 500', async () => {
    const form = await parseForm(post('not multipart at all', { 'content-type': 'multipart/form-data; boundary=x' }), { schema: Schema })
    expect(form).toMatchObject({ ok: false, status: 400 })
  })

  it('marks a filled-in honeypot as a bot, unless the form passes it on', async () => {
    // Marked, and refused like any invalid form for the forms that do not pretend (nothing of the
    // posted fields is judged: the name would have been fine).
    expect(await parseForm(post('name=Bot&website=https%3A%2F%2Fspam.example'), { schema: Schema })).toMatchObject({
      ok: false,
      isBot: true,
      status: 400,
      result: { status: 'error', error: { '': [MESSAGES.general] } },
    })
    const passed = await parseForm(post('name=Bot&website=x'), { schema: Schema.extend({ website: z.string() }), honeypot: 'pass' })
    expect(passed.ok && passed.value.website).toBe('x')
  })

  it('runs the bot check after the fields are valid, and refuses without a good token', async () => {
    const invalid = await parseForm(post('name='), { schema: Schema, botCheck: 'contact' })
    expect(!invalid.ok && !invalid.isBot && invalid.result.error).toMatchObject({ name: ['Vul je naam in'] })
    const noToken = await parseForm(post('name=Fenna'), { schema: Schema, botCheck: 'contact' })
    expect(noToken).toMatchObject({ ok: false, status: 400, result: { error: { '': [BOT_CHECK_FAILED] } } })
    // A form can choose: here no bot check for this intent.
    const chosen = await parseForm(post('name=Fenna&intent=reset'), {
      schema: Schema,
      botCheck: (formData) => (formData.get('intent') === 'reset' ? undefined : 'contact'),
    })
    expect(chosen.ok).toBe(true)
  })
})

describe('the replies every form action shares', () => {
  it('formError: one message for the whole form, or for one field', () => {
    expect(formError('Er ging iets mis.')).toEqual({ status: 'error', error: { '': ['Er ging iets mis.'] } })
    expect(formError('Vul je naam in', 'name')).toEqual({ status: 'error', error: { name: ['Vul je naam in'] } })
  })

  it('failureStatus: a conflict stays 409, a limit 429, a CMS failure is 503, any other refusal 400', () => {
    expect([409, 429, 500, 502, 503, 504, 400, 401, 403, 404, 413, 422].map((status) => failureStatus({ status }))).toEqual([
      409, 429, 503, 503, 503, 503, 400, 400, 400, 400, 400, 400,
    ])
  })

  it("failureMessage: a refusal says the CMS's message, a failure or a refusal without one the general message, a refused image its own", () => {
    expect(failureMessage({ status: 409, message: 'Deze naam bestaat al.' })).toBe('Deze naam bestaat al.')
    expect(failureMessage({ status: 400, message: '' })).toBe(MESSAGES.general)
    expect(failureMessage({ status: 503, message: 'connect ECONNREFUSED 127.0.0.1:1337' })).toBe(MESSAGES.general)
    expect(failureMessage({ status: 400, code: 'upload', message: 'Dit bestand is geen afbeelding.' })).toBe(
      'Dit bestand is geen afbeelding.',
    )
    expect(failureMessage({ status: 400, code: 'upload', message: '' })).toBe(UPLOAD_MESSAGES.failed)
  })
})
