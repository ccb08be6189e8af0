// Business constants of the product specification (section 9) and design.md.

export const PAGE_SIZE = 12
/**
 * A public list counts its results up to this many and one more (docs/decisions/0026): a count
 * costs what it reads, so beyond this the list says 'Meer dan 1.000' and offers its first pages.
 */
export const COUNT_CAP = 1000
/**
 * The most items a member's paged list in the CMS gives per page (`pagination[pageSize]`, an
 * organisation's content): a larger size is cut to this, as Strapi's REST cuts to its maxLimit.
 * The site asks for PAGE_SIZE.
 */
export const MEMBER_LIST_MAX_PAGE_SIZE = 25
export const PASSWORD_MIN_LENGTH = 10
/** bcrypt only reads the first 72 bytes of a password. */
export const PASSWORD_MAX_BYTES = 72
export const TWO_FACTOR_CODE_LENGTH = 6

/** The image types an upload may have (spec 9: png, jpeg/jpg, webp), decided by the file's bytes. */
export const IMAGE_MIME_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const
export const IMAGE_MAX_MB = 5

export const FAVORITES_COOKIE = { name: 'favorites', maxAgeDays: 30, path: '/' } as const

export const TOAST = { position: 'bottom-left', durationMs: 1500, visibleToasts: 3 } as const

export const FOOTER_BREAKPOINT_PX = 768
export const FOOTER_COLLAPSE_MS = 300
export const HEADER_SCROLL_TOLERANCE = { up: 5, down: 0 } as const

export const AUTH_BASE_PATH = '/api/auth'

/** Card and list links prefetch the next page once they come within this margin of the viewport (spec 9). */
export const LINK_PREFETCH_ROOT_MARGIN = '200px'

export const IMAGE_DEVICE_WIDTHS = [640, 750, 828, 1080, 1200, 1920, 2048, 3840] as const
export const IMAGE_SIZES = [16, 32, 48, 64, 96, 128, 256, 384] as const
export const IMAGE_DEFAULT_QUALITY = 75

/**
 * The query parameters of the public lists (filters, search and page live in the address:
 * `?doelgroep=student&type=vacatures&thema=ai-en-data&q=stage&page=2&periode=voorbij`). The site
 * reads them, and its page cache keys on them alone.
 */
export const FILTER_PARAMS = {
  audience: 'doelgroep',
  type: 'type',
  theme: 'thema',
  tag: 'tag',
  query: 'q',
  page: 'page',
  period: 'periode',
} as const
