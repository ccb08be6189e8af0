import { describe, expect, it, vi } from 'vitest'
import { imageRouteUrl, toImageView } from './media.server'

const photo = { url: '/uploads/beeld_1.jpg', width: 1200, height: 675, alternativeText: 'Een hackathon' }

describe('images through the image route', () => {
  it('builds a srcset over the spec widths up to the original width, with the original dimensions', () => {
    const view = toImageView(photo, 'small')!
    expect(view.src).toBe('/_next/image?url=%2Fuploads%2Fbeeld_1.jpg&w=640&q=75')
    expect(view.srcSet.split(', ').map((candidate) => candidate.split(' ')[1])).toEqual(['640w', '750w', '828w', '1080w', '1200w'])
    expect(view).toMatchObject({ width: 1200, height: 675, alt: 'Een hackathon' })
    expect(view.sizes).toMatch(/vw/)
  })

  it('uses the small sizes for thumbnails', () => {
    const view = toImageView({ ...photo, width: 400, height: 400 }, 'thumbnail')!
    expect(view.srcSet.split(', ').map((candidate) => candidate.split(' ')[1])).toEqual([
      '16w',
      '32w',
      '48w',
      '64w',
      '96w',
      '128w',
      '256w',
      '384w',
    ])
  })

  it('offers the smallest width for an image smaller than every width', () => {
    expect(toImageView({ ...photo, width: 300, height: 200 }, 'large')!.srcSet).toBe(
      '/_next/image?url=%2Fuploads%2Fbeeld_1.jpg&w=640&q=75 640w',
    )
  })

  it('drops anything that is not a CMS upload or has no dimensions', () => {
    expect(toImageView({ ...photo, url: 'https://elders.example/x.jpg' })).toBeUndefined()
    expect(toImageView({ ...photo, url: '/uploads/../x.jpg' })).toBeUndefined()
    expect(toImageView({ ...photo, width: null })).toBeUndefined()
    expect(imageRouteUrl('/admin/x.jpg', 640)).toBeUndefined()
  })

  it('takes objects directly under the S3 bucket address when S3_PUBLIC_URL is set, and nothing else there', async () => {
    vi.stubEnv('S3_PUBLIC_URL', 'https://bucket.example/talentstad')
    vi.resetModules()
    try {
      const media = await import('./media.server')
      expect(media.imageRouteUrl('https://bucket.example/talentstad/beeld_1.jpg', 640)).toBe(
        '/_next/image?url=https%3A%2F%2Fbucket.example%2Ftalentstad%2Fbeeld_1.jpg&w=640&q=75',
      )
      expect(media.imageRouteUrl('/uploads/beeld_1.jpg', 640)).toBeDefined()
      expect(media.imageRouteUrl('https://bucket.example/talentstad/map/beeld_1.jpg', 640)).toBeUndefined()
      expect(media.imageRouteUrl('https://bucket.example/andere/beeld_1.jpg', 640)).toBeUndefined()
      expect(media.imageRouteUrl('https://elders.example/talentstad/beeld_1.jpg', 640)).toBeUndefined()
    } finally {
      vi.unstubAllEnvs()
      vi.resetModules()
    }
  })
})
