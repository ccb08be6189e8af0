import { describe, expect, it } from 'vitest'
import { cmsEventName, isCmsEventName } from './cms-public.js'

describe('content-change names', () => {
  it('are built with their keys in a fixed order, leaving out what is not known', () => {
    expect(cmsEventName('content-item', { type: 'CONTENT_TYPE_JOB', organization: 'acme' })).toBe(
      'content-item:organization=acme;type=CONTENT_TYPE_JOB',
    )
    expect(cmsEventName('content-item', { type: 'CONTENT_TYPE_JOB', organization: '' })).toBe(
      'content-item:organization=;type=CONTENT_TYPE_JOB',
    )
    expect(cmsEventName('content-item', { themes: ['data', 'ai', 'data'], slug: 'x' })).toBe('content-item:slug=x;themes=ai,data')
    expect(cmsEventName('content-item', { themes: [] })).toBe('content-item:themes=')
    expect(cmsEventName('content-item', { type: 'CONTENT_TYPE_CALL_UP', audiences: ['AUDIENCE_STUDENT', 'AUDIENCE_PROFESSIONAL'] })).toBe(
      'content-item:audiences=AUDIENCE_PROFESSIONAL,AUDIENCE_STUDENT;type=CONTENT_TYPE_CALL_UP',
    )
    expect(cmsEventName('organization', { slug: 'acme', type: undefined })).toBe('organization:slug=acme')
    expect(cmsEventName('organization', {})).toBe('organization')
  })

  it('are accepted as the CMS sends them, and nothing else', () => {
    for (const name of [
      'content-item',
      'theme',
      'privacy-page',
      'content-item:type=CONTENT_TYPE_JOB',
      'content-item:organization=;type=CONTENT_TYPE_EVENT',
      'content-item:organization=hogeschool-stad',
      'content-item:organization=;slug=data-engineer;themes=ai,data;type=CONTENT_TYPE_JOB',
      'content-item:themes=',
      'content-item:audiences=AUDIENCE_STUDENT;type=CONTENT_TYPE_CALL_UP',
      'content-item:audiences=;organization=;slug=x;themes=;type=CONTENT_TYPE_NEWS',
      'organization:slug=acme;type=ORGANIZATION_TYPE_REGULAR',
    ])
      expect(isCmsEventName(name), name).toBe(true)
    for (const name of [
      'user',
      'content-item:CONTENT_TYPE_JOB',
      'content-item:type=CONTENT_TYPE_UNKNOWN',
      'content-item:type=CONTENT_TYPE_JOB;type=CONTENT_TYPE_EVENT',
      'content-item:organization=a b',
      'content-item:organization=a:b',
      'content-item:themes=ai,,data',
      'content-item:audiences=student',
      'content-item:audiences=AUDIENCE_STUDENT,,AUDIENCE_PROFESSIONAL',
      'content-item:slug=',
      `content-item:slug=${'a'.repeat(200)}`,
      'organization:slug=',
      'organization:type=CONTENT_TYPE_JOB',
      'theme:slug=ai',
      'content-item:',
      'content-item:type',
    ])
      expect(isCmsEventName(name), name).toBe(false)
  })
})
