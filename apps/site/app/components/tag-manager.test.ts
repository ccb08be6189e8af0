import { describe, expect, it } from 'vitest'
import { tagManagerSnippet, tagManagerSrc } from './tag-manager'

describe('tag manager snippet', () => {
  it('asks the script for the container', () => {
    expect(tagManagerSrc('GTM-AB12CD', 'https://www.googletagmanager.com/gtm.js')).toBe(
      'https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD',
    )
    expect(tagManagerSrc('GTM-AB12CD', 'http://127.0.0.1:1345/gtm.js?x=1')).toBe('http://127.0.0.1:1345/gtm.js?x=1&id=GTM-AB12CD')
  })

  it('passes the nonce on, loads once, and can never close its own script tag', () => {
    const snippet = tagManagerSnippet('GTM-AB12CD', 'https://example.test/</script><script>alert(1)</script>')
    expect(snippet).not.toContain('</script')
    expect(snippet).toContain("j.setAttribute('nonce',n.nonce)")
    expect(snippet).toContain("if(d.querySelector('script[data-tag-manager]'))return;")
    expect(snippet).toContain('?id=GTM-AB12CD')
  })
})
