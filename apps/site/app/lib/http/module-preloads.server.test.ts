import { describe, expect, it } from 'vitest'
import { holdModulePreloads } from './module-preloads.server'

describe('holdModulePreloads', () => {
  it("holds React Router's module preloads in one template and leaves every other link where it was", () => {
    const head =
      '<head><link rel="stylesheet" href="/assets/app.css"/><link rel="modulepreload" href="/assets/entry.client.js" nonce="n"/>' +
      '<link rel="preload" as="image" href="/logo.svg"/><link rel="modulepreload" href="/assets/root.js"/></head>'
    expect(holdModulePreloads(head)).toBe(
      '<head><link rel="stylesheet" href="/assets/app.css"/><template id="ts-held-modulepreloads">' +
        '<link rel="modulepreload" href="/assets/entry.client.js" nonce="n"/><link rel="modulepreload" href="/assets/root.js"/></template>' +
        '<link rel="preload" as="image" href="/logo.svg"/></head>',
    )
  })

  it('leaves a head without module preloads as it is', () => {
    const head = '<head><title>Talentstad</title><link rel="stylesheet" href="/assets/app.css"/></head>'
    expect(holdModulePreloads(head)).toBe(head)
  })
})
