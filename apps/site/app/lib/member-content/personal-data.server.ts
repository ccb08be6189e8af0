/**
 * What never reaches the AI model (lib/member-content/ai-rewrite/): personal data and secrets in a
 * call's title and text are replaced by a Dutch marker the model is told to leave out.
 *
 * - e-mail addresses, also written to fool a harvester: `jan (at) voorbeeld (punt) nl`,
 *   `jan[at]voorbeeld.nl`, `henk at voorbeeld dot nl`, `els @ voorbeeld . nl`, `mailto:…`;
 * - phone numbers in Dutch and international formats, however they are grouped (`06-12-34-56-78`,
 *   `06.12.34.56.78`, `+31-6-12-34-56-78`, `(020) 123 45 67`, `0031 6 12345678` …);
 * - bank account numbers (IBAN, also in groups of four);
 * - BSN-like numbers: any nine digits in a row, or grouped 3-3-3, 4-2-3 or 2-3-2-2 by spaces
 *   (also non-breaking), dots or hyphens, mixed too (123.456.782, 1234.56.789, 123-456-789,
 *   12 345 67 89). Not only those that pass the elfproef: a mistyped BSN is still someone's, one in
 *   eleven random numbers passes it anyway, and nine bare digits are nothing else in a call (KvK
 *   numbers have eight digits, phone numbers ten). Except the groupings with dots only that are
 *   also how amounts and IP addresses are written (123.456.789, 12.345.67.89): those only when they
 *   pass the elfproef;
 * - links that carry a secret: a query or fragment parameter named like a token, key, code,
 *   password, session or signature, credentials before the host (`https://user:pass@…`), or a path
 *   segment that looks like a token (a shared document's id); a LinkedIn profile link; JWTs and
 *   other long keys on their own.
 *
 * What stays: dates (12-06-2026, 1/2/25, 2026-06-12), times, years, amounts, counts, versions,
 * postcodes and street names (an event's venue is the point of many calls; a postcode alone names
 * no one), and links without a secret (the model is told not to repeat links anyway).
 *
 * The class of bug this guards against: one rule eating what another needs (the date rule took
 * `34-56-78` out of `06-12-34-56-78` before the phone rule saw it). So dates are protected only when
 * they stand alone and are real dates, and every rule is tested on the other rules' examples
 * (personal-data.server.test.ts).
 */

export const REDACTED = {
  email: '[e-mailadres verwijderd]',
  phone: '[telefoonnummer verwijderd]',
  iban: '[rekeningnummer verwijderd]',
  number: '[nummer verwijderd]',
  link: '[link verwijderd]',
  secret: '[code verwijderd]',
} as const

/**
 * Full-width forms (`＠`, `０６`, `ｎｌ`) and the small `﹫` as the ASCII characters the rules look for.
 * Not all of NFKC: that would also change what a member wrote on purpose (`…`, `½`, `ﬁ`).
 */
function halfWidth(text: string) {
  return text.replace(/[\uFF01-\uFF5E]/gu, (char) => String.fromCharCode(char.charCodeAt(0) - 0xfee0)).replace(/\uFE6B/gu, '@')
}

/** Characters the stripping uses as placeholders; removed from the input first. */
const PRIVATE_USE = /[\uE000-\uF8FF]/gu

// --- Links -------------------------------------------------------------------------------------

/** A link with a scheme, `www.…`, or a bare `domain.tld/path`. Trailing punctuation is not part of it. */
const LINK =
  /(?<![\p{L}\p{N}@._%+-])(?:(?:https?|ftp):\/\/[^\s<>"'()[\]{}]+|www\.[^\s<>"'()[\]{}]+|(?:[a-z0-9-]+\.)+[a-z]{2,24}(?::\d+)?\/[^\s<>"'()[\]{}]*)/giu
const TRAILING_PUNCTUATION = /[.,;:!?]+$/u
/** Parameter names that carry a secret (compared in lower case, after decoding): `access_token`, `PHPSESSID`, `X-Amz-Signature` … */
const SECRET_PARAMETER = /token|key|code|pass|pwd|secret|sess|signature|auth|credential|ticket|sid$|^(?:.*[-_.])?(?:sig|otp|jwt)$/u
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/iu

/**
 * A path segment that is an id nobody should guess (a shared document, a reset or invitation
 * link): a UUID, or a run of 16+ letters and digits with both, that is hex or 20+ long. A readable
 * slug (`hackathon-2026-in-de-bibliotheek`) is made of short words.
 */
function isTokenSegment(segment: string) {
  if (UUID.test(segment)) return true
  return (segment.match(/[A-Za-z0-9]{16,}/gu) ?? []).some(
    (run) => /\d/u.test(run) && /[A-Za-z]/u.test(run) && (run.length >= 20 || /^[0-9a-f]+$/iu.test(run)),
  )
}

function safeDecode(value: string) {
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}

/** Whether a link carries a secret (or is a LinkedIn profile) and must not reach the model. */
export function isSecretLink(link: string): boolean {
  const withScheme = /^[a-z]+:\/\//iu.test(link) ? link : `https://${link}`
  let url: URL
  try {
    url = new URL(withScheme)
  } catch {
    return true
  }
  if (url.username || url.password || /^[a-z]+:\/\/[^/?#]*@/iu.test(withScheme)) return true
  if (/(?:^|\.)linkedin\.com$/iu.test(url.hostname) && /^\/(?:in|pub)\//iu.test(url.pathname)) return true
  const parameters = [...url.searchParams.keys(), ...new URLSearchParams(url.hash.slice(1)).keys()]
  if (parameters.some((name) => SECRET_PARAMETER.test(safeDecode(name).toLowerCase()))) return true
  return url.pathname.split('/').some((segment) => isTokenSegment(safeDecode(segment)))
}

function stripLinks(text: string) {
  return text.replace(LINK, (match) => {
    const trailing = TRAILING_PUNCTUATION.exec(match)?.[0] ?? ''
    const link = match.slice(0, match.length - trailing.length)
    return isSecretLink(link) ? `${REDACTED.link}${trailing}` : match
  })
}

// --- E-mail addresses --------------------------------------------------------------------------

const LOCAL = String.raw`(?:mailto:)?[\p{L}\p{N}._%+'-]+`
const LABEL = String.raw`[\p{L}\p{N}-]+`
/** `@`, also spaced, and `at` in brackets: `(at)`, `[at]`, `{apenstaartje}`. */
const AT = String.raw`(?:\s*@\s*|\s*[[({]\s*(?:at|AT|apenstaartje|@)\s*[\])}]\s*)`
/** A dot, or `dot` / `punt` in brackets. */
const DOT = String.raw`(?:\.|\s*[[({]\s*(?:dot|DOT|punt|PUNT)\s*[\])}]\s*)`
/** `jan@voorbeeld.nl`, `jan (at) voorbeeld (punt) nl`, `jan[at]voorbeeld.nl`, `jan @ voorbeeld.nl`. */
/** Starts where a local part starts (not inside one: that made the search quadratic on long runs). */
const EMAIL = new RegExp(String.raw`(?<![\p{L}\p{N}._%+'-])${LOCAL}${AT}${LABEL}(?:${DOT}${LABEL})+`, 'gu')
/**
 * Spelled out or spaced: `henk at voorbeeld dot nl`, `henk at voorbeeld.nl`, `els @ voorbeeld . nl`.
 * The top-level domain is a lower-case word of 2-6 letters, so a sentence after the address stays.
 */
const SPOKEN_AT = String.raw`(?:\s*@\s*|\s+(?:at|AT|apenstaartje)\s+)`
const SPOKEN_DOT = String.raw`(?:\s+(?:dot|DOT|punt|PUNT)\s+|\s*\.\s*|\s*[[({]\s*(?:dot|DOT|punt|PUNT)\s*[\])}]\s*)`
const EMAIL_SPOKEN = new RegExp(
  String.raw`(?<![\p{L}\p{N}._%+'-])${LOCAL}${SPOKEN_AT}${LABEL}(?:${SPOKEN_DOT}${LABEL})*?${SPOKEN_DOT}[a-z]{2,6}(?![\p{L}\p{N}])`,
  'gu',
)
/** Wholly spelled out, in any case (`Henk At Voorbeeld Dot Nl`): the words say it is an address, whatever follows. */
const EMAIL_SPELLED = new RegExp(
  String.raw`(?<![\p{L}\p{N}._%+'-])${LOCAL}\s+(?:at|apenstaartje)\s+${LABEL}(?:\s+(?:dot|punt)\s+${LABEL})+`,
  'giu',
)

// --- Secrets -----------------------------------------------------------------------------------

const JWT = /\beyJ[\w-]{5,}\.[\w-]{5,}\.[\w-]*/gu
/** A key or token on its own: 32+ letters, digits, `-` or `_`, with both letters and digits (`sk-proj-…`). */
const LONG_KEY = /(?<![\w-])(?=[\w-]*\d)(?=[\w-]*[A-Za-z])[\w-]{32,}(?![\w-])/gu

// --- Numbers -----------------------------------------------------------------------------------

/** IBAN candidates: two letters, two digits, then 11-30 letters or digits, in groups or not. */
const IBAN_CANDIDATE = /(?<![\p{L}\p{N}])[a-z]{2}\d{2}(?: ?[a-z0-9]){11,30}(?![\p{L}\p{N}])/giu
const DUTCH_IBAN = /^NL\d{2}[A-Z]{4}\d{10}/u

/** The ISO 13616 check: the number mod 97 is 1. */
function ibanChecksumValid(compact: string) {
  const rearranged = compact.slice(4) + compact.slice(0, 4)
  let remainder = 0
  for (const character of rearranged) {
    const value = /\d/u.test(character) ? character : String(character.charCodeAt(0) - 55)
    for (const digit of value) remainder = (remainder * 10 + Number(digit)) % 97
  }
  return remainder === 1
}

/** How many characters of `candidate` an IBAN takes (Dutch by its format, others by checksum), or 0. */
function ibanLength(candidate: string): number {
  const compact = candidate.replace(/ /gu, '').toUpperCase()
  let take = 0
  if (DUTCH_IBAN.test(compact)) take = 18
  else {
    for (let length = compact.length; length >= 15 && !take; length -= 1) {
      if (ibanChecksumValid(compact.slice(0, length))) take = length
    }
  }
  if (!take) return 0
  // Back from compact characters to the candidate's own (with its spaces).
  let seen = 0
  for (let index = 0; index < candidate.length; index += 1) {
    if (candidate[index] !== ' ') seen += 1
    if (seen === take) return index + 1
  }
  return candidate.length
}

function stripIbans(text: string) {
  return text.replace(IBAN_CANDIDATE, (candidate) => {
    const length = ibanLength(candidate)
    return length ? `${REDACTED.iban}${candidate.slice(length)}` : candidate
  })
}

/** A digit, optionally after up to three separators (space, dot, dash, slash, parentheses). */
const SEP_DIGIT = String.raw`[\s./()\u2010-\u2015-]{0,3}\d`
/** Not in the middle of a word or a longer number. */
const START = String.raw`(?<![\p{L}\p{N}_+])`
/**
 * International: +31 6 12345678, +31-6-12-34-56-78, +31 (0)6-1234 5678, 0031 20 123 4567,
 * +44 20 7946 0958, +1 (555) 123-4567: a plus or 00, a country code, and 8 to 15 digits in all.
 */
const PHONE_INTERNATIONAL = new RegExp(String.raw`${START}(?:\+|00)\s?\(?[1-9](?:${SEP_DIGIT}){7,14}(?!\d)`, 'gu')
/**
 * Dutch: 06-12345678, 06 12 34 56 78, 06.12.34.56.78, (020) 123 45 67, 010-1234567, 0800-1234567:
 * a 0, a digit other than 0, and 10 or 11 digits in all.
 */
const PHONE_NATIONAL = new RegExp(String.raw`${START}\(?0[\s./-]?[1-9](?:${SEP_DIGIT}){8,9}(?!\d)`, 'gu')
/** Between the groups of a BSN: a space (also non-breaking or narrow), a dot, or a hyphen or dash. */
const GROUP_SEP = String.raw`[ .\u00A0\u2007\u202F\u2010-\u2015-]`
/** Before or after a grouping, what makes it part of a longer run of numbers (1.123.456.789, 123-456-789-0). */
const RUN_SEP = String.raw`[.,\s-]`
/**
 * Nine digits: in a row, or grouped 3-3-3, 4-2-3 or 2-3-2-2 by any of GROUP_SEP, mixed too
 * (123.456.782, 1234 56 782, 123-456-782, 12-345-67-82, 123.456-782), not inside a longer run.
 */
const NINE_DIGITS = new RegExp(
  String.raw`(?<![\p{L}\p{N}_+]|\d${RUN_SEP})(?:\d{9}|\d{3}${GROUP_SEP}\d{3}${GROUP_SEP}\d{3}|\d{4}${GROUP_SEP}\d{2}${GROUP_SEP}\d{3}|\d{2}${GROUP_SEP}\d{3}${GROUP_SEP}\d{2}${GROUP_SEP}\d{2})(?![\p{L}\p{N}]|${RUN_SEP}\d)`,
  'gu',
)
/** Dots only, grouped 3-3-3 or 2-3-2-2: how amounts (€ 123.456.789) and IP addresses are written too. */
const AMOUNT_LIKE = /^(?:\d{3}\.\d{3}\.\d{3}|\d{2}\.\d{3}\.\d{2}\.\d{2})$/u

/** The BSN eleven-test (elfproef): 9·d1 + 8·d2 + … + 2·d8 − d9 is a multiple of 11. */
function passesElfproef(digits: string) {
  let sum = -Number(digits[8])
  for (let index = 0; index < 8; index += 1) sum += (9 - index) * Number(digits[index])
  return sum % 11 === 0
}

/**
 * Whether a NINE_DIGITS match goes: always, as any nine digits, unless it reads as an amount or IP
 * address; then only when the elfproef says it may be a BSN (one in eleven amounts goes with it).
 */
function isBsnLike(match: string) {
  return !AMOUNT_LIKE.test(match) || passesElfproef(match.replace(/\D/gu, ''))
}

/**
 * A date that stands alone (not a piece of a longer run of numbers such as 06-12-34-56-78):
 * day-month-year (12-06-2026, 1/2/25, 01.02.2025) or year-month-day (2026-06-12).
 */
const DATE =
  /(?<![\p{L}\p{N}]|\p{N}[-./])(?:(\d{1,2})([-./])(\d{1,2})\2(?:\d{4}|\d{2})|(\d{4})([-./])(\d{1,2})\5(\d{1,2}))(?![\p{L}\p{N}]|[-./]\p{N})/gu

function isRealDate(day: number, month: number) {
  return day >= 1 && day <= 31 && month >= 1 && month <= 12
}

/**
 * The text without e-mail addresses, phone numbers, bank account numbers, BSN-like numbers, links
 * that carry a secret and loose keys, each replaced by a marker (REDACTED) the model is told to leave out.
 */
export function stripPersonalData(text: string): string {
  const dates: string[] = []
  const protectedText = stripIbans(
    stripLinks(halfWidth(text).replace(PRIVATE_USE, ''))
      .replace(EMAIL, REDACTED.email)
      .replace(EMAIL_SPELLED, REDACTED.email)
      .replace(EMAIL_SPOKEN, REDACTED.email)
      .replace(JWT, REDACTED.secret)
      .replace(LONG_KEY, REDACTED.secret),
  ).replace(DATE, (date, day?: string, _s?: string, month?: string, _y?: string, _s2?: string, isoMonth?: string, isoDay?: string) => {
    const real = day !== undefined ? isRealDate(Number(day), Number(month)) : isRealDate(Number(isoDay), Number(isoMonth))
    if (!real) return date
    dates.push(date)
    return `\uE000${String.fromCharCode(0xe100 + dates.length - 1)}`
  })
  return protectedText
    .replace(PHONE_INTERNATIONAL, REDACTED.phone)
    .replace(PHONE_NATIONAL, REDACTED.phone)
    .replace(NINE_DIGITS, (match) => (isBsnLike(match) ? REDACTED.number : match))
    .replace(/\uE000([\uE100-\uF8FF])/gu, (_, index: string) => dates[index.charCodeAt(0) - 0xe100] ?? '')
}
