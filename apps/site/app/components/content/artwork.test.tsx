import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { initialsMark, initials } from '~/lib/content/mark'
import { Artwork } from './artwork'

const IMAGE = { src: '/_next/image?url=%2Fuploads%2Fa.jpg&w=640&q=75', srcSet: '', sizes: '100vw', width: 1200, height: 675, alt: '' }

describe('Artwork', () => {
  it('shows the uploaded image: eager and first for priority, lazy otherwise, never both', () => {
    const first = renderToStaticMarkup(
      <Artwork className="c" image={IMAGE} subject={{ contentType: 'CONTENT_TYPE_NEWS' }} loading="priority" />,
    )
    // React also hoists a preload for it into the head.
    expect(first).toMatch(/<img class="c" [^>]*loading="eager" fetchPriority="high"\/>$/)
    const rest = renderToStaticMarkup(<Artwork className="c" image={IMAGE} subject={{ contentType: 'CONTENT_TYPE_NEWS' }} />)
    expect(rest).toContain('loading="lazy"')
    expect(rest).not.toContain('fetchPriority')
  })

  it('without an image: one decorative mark per content type, the same wherever it is rendered', () => {
    const render = (className: string, type: 'CONTENT_TYPE_EVENT' | 'CONTENT_TYPE_JOB') =>
      renderToStaticMarkup(<Artwork className={className} subject={{ contentType: type }} />).replace(/ class="[^"]*"/, '')
    expect(render('card', 'CONTENT_TYPE_EVENT')).toBe(render('hero', 'CONTENT_TYPE_EVENT'))
    expect(render('card', 'CONTENT_TYPE_EVENT')).not.toBe(render('card', 'CONTENT_TYPE_JOB'))
    expect(render('card', 'CONTENT_TYPE_EVENT')).toContain('data-artwork="event" aria-hidden="true"')
  })

  it('an organisation without a logo: its initials, in a tone that depends on its name only', () => {
    const html = renderToStaticMarkup(<Artwork className="logo" subject={{ organization: initialsMark('Kanaal Digital') }} />)
    expect(html).toContain('>KD</span>')
    expect(html).toBe(renderToStaticMarkup(<Artwork className="logo" subject={{ organization: initialsMark('Kanaal Digital') }} />))
    expect(html).toContain('data-artwork="organization"')
  })

  it("a member without a photo: their initials as a person's mark, in the tone their name gives", () => {
    const mark = initialsMark('Sanne van der Berg')
    const html = renderToStaticMarkup(<Artwork className="avatar" subject={{ person: mark }} />)
    expect(html).toContain('>SB</span>')
    expect(html).toContain('data-artwork="person"')
    expect(html).toContain(`ts-artwork--initials ts-artwork--person ts-artwork--tone-${mark.tone} avatar`)
    expect(html).not.toContain('organization')
  })
})

describe('initials', () => {
  it('takes the first letters of the first two words that carry the name', () => {
    expect(initials('Kanaal Digital')).toBe('KD')
    expect(initials('Hogeschool van Havendam')).toBe('HH')
    expect(initials('De Bouwplaats')).toBe('B')
    expect(initials('Studievereniging Bit')).toBe('SB')
    expect(initials('  ')).toBe('?')
    expect(initials('école "Ütrecht" Zuid')).toBe('ÉÜ')
  })
})
