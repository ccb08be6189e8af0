import { parseWithZod } from '@conform-to/zod/v4'
import { MESSAGES, REGISTRATION_MESSAGES, UPLOAD_LIMITS, BODY_MESSAGES, CONTENT_MESSAGES } from '@talentstad/types'
import { describe, expect, it } from 'vitest'
import { FORM_MAX_BYTES, isUploadPath, uploadRequestMaxBytes, UPLOAD_REQUEST_MAX_BYTES } from '../http/request-limits'
import {
  amsterdamLocalToIso,
  ContentFormSchema,
  ContentFormStep1Schema,
  isoToAmsterdamLocal,
  stepOfErrors,
  typeChoices,
  valuesFromForm,
  jsonDepthAtMost,
} from './content-form'

function form(fields: Record<string, string | string[]>) {
  const formData = new FormData()
  for (const [name, value] of Object.entries(fields)) for (const item of [value].flat()) formData.append(name, item)
  return formData
}

const STEP_1 = { type: 'CONTENT_TYPE_CALL_UP', audiences: ['AUDIENCE_STUDENT', 'AUDIENCE_PROFESSIONAL'], title: 'Teamgenoot gezocht' }
const PARAGRAPH = [{ type: 'paragraph', children: [{ type: 'text', text: 'Wie bouwt mee?' }] }]

describe('the content form schemas', () => {
  it('reads the body from the editor (JSON) or from the textarea (light syntax)', () => {
    const fromEditor = parseWithZod(form({ ...STEP_1, body: JSON.stringify(PARAGRAPH) }), { schema: ContentFormStep1Schema })
    expect(fromEditor.status).toBe('success')
    const fromText = parseWithZod(form({ ...STEP_1, bodyText: '## Wie\n\n- een\n- twee' }), { schema: ContentFormStep1Schema })
    expect(fromText.status === 'success' && fromText.value.body).toEqual([
      { type: 'heading', level: 2, children: [{ type: 'text', text: 'Wie' }] },
      {
        type: 'list',
        format: 'unordered',
        children: [
          { type: 'list-item', children: [{ type: 'text', text: 'een' }] },
          { type: 'list-item', children: [{ type: 'text', text: 'twee' }] },
        ],
      },
    ])
  })

  it('refuses blocks the editor does not offer, broken JSON and an empty body with Dutch messages', () => {
    const image = [{ type: 'image', image: { url: 'https://x' }, children: [{ type: 'text', text: '' }] }]
    const script = [
      { type: 'paragraph', children: [{ type: 'link', url: 'javascript:alert(1)', children: [{ type: 'text', text: 'x' }] }] },
    ]
    for (const body of [
      JSON.stringify(image),
      JSON.stringify(script),
      '{nope',
      JSON.stringify([{ type: 'paragraph', children: [{ type: 'text', text: 'x', code: true }] }]),
    ]) {
      const result = parseWithZod(form({ ...STEP_1, body }), { schema: ContentFormStep1Schema })
      expect(result.status).toBe('error')
      expect(result.reply().error?.body).toEqual([BODY_MESSAGES.invalid])
    }
    const empty = parseWithZod(form({ ...STEP_1, bodyText: '   ' }), { schema: ContentFormStep1Schema })
    expect(empty.reply().error?.body).toEqual([BODY_MESSAGES.required])
  })

  it('says what is missing in step 1', () => {
    const result = parseWithZod(form({ title: '' }), { schema: ContentFormStep1Schema }).reply()
    expect(result.error).toMatchObject({
      type: [CONTENT_MESSAGES.typeRequired],
      audiences: [CONTENT_MESSAGES.audienceRequired],
      title: [CONTENT_MESSAGES.titleRequired],
      body: [BODY_MESSAGES.required],
    })
  })

  it('checks the whole form as the CMS does: only calls without an organisation, https links, event dates', () => {
    const base = { ...STEP_1, body: JSON.stringify(PARAGRAPH) }
    expect(parseWithZod(form({ ...base, type: 'CONTENT_TYPE_NEWS' }), { schema: ContentFormSchema }).reply().error?.type).toEqual([
      CONTENT_MESSAGES.typeNotAllowed,
    ])
    expect(
      parseWithZod(form({ ...base, externalUrl: 'http://example.nl' }), { schema: ContentFormSchema }).reply().error?.externalUrl,
    ).toEqual([MESSAGES.invalidUrl])
    expect(parseWithZod(form({ ...base, externalUrl: 'javascript:alert(1)' }), { schema: ContentFormSchema }).status).toBe('error')
    const event = { ...base, type: 'CONTENT_TYPE_EVENT', organization: 'abcdefghijklmnopqrstuvwx' }
    expect(parseWithZod(form(event), { schema: ContentFormSchema }).reply().error?.startDate).toEqual([CONTENT_MESSAGES.startRequired])
    expect(
      parseWithZod(form({ ...event, startDate: '2026-05-01T10:00', endDate: '2026-05-01T09:00' }), { schema: ContentFormSchema }).reply()
        .error?.endDate,
    ).toEqual([CONTENT_MESSAGES.endBeforeStart])
    const ok = parseWithZod(form({ ...base, themes: ['abcdefghijklmnopqrstuvwx'], externalUrl: 'https://example.nl/x' }), {
      schema: ContentFormSchema,
    })
    expect(ok.status === 'success' && ok.value).toMatchObject({
      themes: ['abcdefghijklmnopqrstuvwx'],
      externalUrl: 'https://example.nl/x',
      remove: [],
    })
  })

  it("reads an event's sign-up settings from the form's checkboxes and fields, and refuses bad ones in Dutch", () => {
    const event = {
      ...STEP_1,
      body: JSON.stringify(PARAGRAPH),
      type: 'CONTENT_TYPE_EVENT',
      organization: 'abcdefghijklmnopqrstuvwx',
      startDate: '2026-05-01T19:00',
    }
    const on = parseWithZod(
      form({
        ...event,
        signUpEnabled: 'on',
        capacity: '40',
        waitingList: 'on',
        signUpClosesAt: '2026-05-01T12:00',
        askEmail: 'on',
        signUpQuestion: 'Wat wil je leren?',
      }),
      { schema: ContentFormSchema },
    )
    expect(on.status === 'success' && on.value).toMatchObject({
      signUpEnabled: true,
      capacity: 40,
      waitingList: true,
      signUpClosesAt: '2026-05-01T12:00',
      askEmail: true,
      askPhone: false,
      signUpQuestion: 'Wat wil je leren?',
    })
    // Unchecked boxes are not posted: off. No places: unlimited.
    const off = parseWithZod(form({ ...event, capacity: '' }), { schema: ContentFormSchema })
    expect(off.status === 'success' && off.value).toMatchObject({ signUpEnabled: false, capacity: null, waitingList: false })
    for (const capacity of ['0', '-3', '2.5', 'veel', '10001']) {
      const refused = parseWithZod(form({ ...event, signUpEnabled: 'on', capacity }), { schema: ContentFormSchema }).reply()
      expect(refused.error?.capacity, capacity).toEqual([REGISTRATION_MESSAGES.capacityInvalid])
    }
    const late = parseWithZod(form({ ...event, signUpEnabled: 'on', signUpClosesAt: '2026-05-01T20:00' }), { schema: ContentFormSchema })
    expect(late.reply().error?.signUpClosesAt).toEqual([REGISTRATION_MESSAGES.closesAfterStart])
    const long = parseWithZod(form({ ...event, signUpQuestion: 'x'.repeat(201) }), { schema: ContentFormSchema })
    expect(long.reply().error?.signUpQuestion).toEqual([REGISTRATION_MESSAGES.questionTooLong])
    expect(stepOfErrors({ capacity: ['x'] })).toBe(2)
  })

  it('offers a member only calls, and all five types for an organisation', () => {
    expect(typeChoices(false)).toEqual([{ value: 'CONTENT_TYPE_CALL_UP', label: 'Oproep' }])
    expect(typeChoices(true)).toHaveLength(5)
  })
})

describe('the values shown again', () => {
  it('keeps every posted field, the body as blocks, and never a file', () => {
    const formData = form({
      ...STEP_1,
      body: JSON.stringify(PARAGRAPH),
      themes: ['a', 'b'],
      externalUrl: 'https://x.nl',
      location: 'Hal 1',
    })
    formData.append('image', new File([new Uint8Array([1, 2])], 'x.jpg'))
    expect(valuesFromForm(formData)).toMatchObject({
      ...STEP_1,
      body: PARAGRAPH,
      themes: ['a', 'b'],
      externalUrl: 'https://x.nl',
      location: 'Hal 1',
      remove: [],
    })
    expect(JSON.stringify(valuesFromForm(formData))).not.toContain('x.jpg')
  })

  it('measures how deep JSON nests without parsing it, brackets inside strings not counted', () => {
    expect(jsonDepthAtMost('[{"type":"text","text":"[[[[[[[[[[{{{{"}]', 2)).toBe(true)
    expect(jsonDepthAtMost('[{"text":"\\"[[["}]', 2)).toBe(true)
    expect(jsonDepthAtMost('[[[]]]', 2)).toBe(false)
    expect(jsonDepthAtMost('[[]]', 2)).toBe(true)
  })

  it('keeps the raw text when the body cannot be read', () => {
    expect(valuesFromForm(form({ body: '{nope' })).body).toBeNull()
    // Not blocks, or nested deeper than blocks go: never handed to the page (issue 26: these were a 500).
    for (const body of [
      '[[]]',
      '[{"type":"paragraph","children":[[]]}]',
      '['.repeat(5000) + ']'.repeat(5000),
      '{"a":'.repeat(20) + '1' + '}'.repeat(20),
    ]) {
      expect(valuesFromForm(form({ body })).body, body.slice(0, 40)).toBeNull()
      expect(() => JSON.stringify(valuesFromForm(form({ body })))).not.toThrow()
    }
    expect(valuesFromForm(form({ bodyText: 'Hallo' })).body).toEqual([{ type: 'paragraph', children: [{ type: 'text', text: 'Hallo' }] }])
  })

  it('sends a refused submit back to the step with the error', () => {
    expect(stepOfErrors({ title: ['x'] })).toBe(1)
    expect(stepOfErrors({ 'audiences[0]': ['x'] })).toBe(1)
    expect(stepOfErrors({ externalUrl: ['x'] })).toBe(2)
    expect(stepOfErrors({ '': ['x'] })).toBe(2)
  })
})

describe('event dates in Amsterdam time', () => {
  it('turns the datetime-local value into an instant in summer and winter time', () => {
    expect(amsterdamLocalToIso('2026-07-01T10:00')).toBe('2026-07-01T08:00:00.000Z')
    expect(amsterdamLocalToIso('2026-01-15T10:00')).toBe('2026-01-15T09:00:00.000Z')
    expect(amsterdamLocalToIso('2026-07-01T10:00:00+02:00')).toBe('2026-07-01T08:00:00.000Z')
  })

  it('shows an instant as Amsterdam time in the field', () => {
    expect(isoToAmsterdamLocal('2026-07-01T08:00:00.000Z')).toBe('2026-07-01T10:00')
    expect(isoToAmsterdamLocal('2026-01-15T09:00:00.000Z')).toBe('2026-01-15T10:00')
    expect(isoToAmsterdamLocal(null)).toBe('')
    expect(isoToAmsterdamLocal('nonsense')).toBe('')
  })
})

describe('the request cap of the content form pages', () => {
  it('lets three images through on the create and edit pages only', () => {
    for (const path of ['/profiel/oproepen/nieuw', '/profiel/oproepen/nieuw.data', '/oproepen/abcdefghijklmnopqrstuvwx/aanpassen']) {
      expect(isUploadPath(path)).toBe(true)
      expect(uploadRequestMaxBytes(path)).toBeGreaterThan(3 * UPLOAD_LIMITS.maxBytes)
    }
    expect(uploadRequestMaxBytes('/profiel/bewerken')).toBe(UPLOAD_REQUEST_MAX_BYTES)
    for (const path of ['/oproepen/x', '/profiel/oproepen', '/oproepen/a/b/aanpassen']) expect(isUploadPath(path)).toBe(false)
    expect(FORM_MAX_BYTES).toBeLessThan(UPLOAD_REQUEST_MAX_BYTES)
  })
})
