import { describe, expect, it } from 'vitest'
import { holdModulePreloads } from './module-preloads.server'

describe('holdModulePreloads', () => {
  it("makes React Router's module preloads inert and leaves every other link alone", () => {
    const head =
      '<head><link rel="stylesheet" href="/assets/app.css"/><link rel="modulepreload" href="/assets/entry.client.js" nonce="n"/>' +
      '<link rel="preload" as="image" href="/logo.svg"/><link rel="modulepreload" href="/assets/root.js"/></head>'
    expect(holdModulePreloads(head)).toBe(
      '<head><link rel="stylesheet" href="/assets/app.css"/><link data-rel="modulepreload" href="/assets/entry.client.js" nonce="n"/>' +
        '<link rel="preload" as="image" href="/logo.svg"/><link data-rel="modulepreload" href="/assets/root.js"/></head>',
    )
  })
})
