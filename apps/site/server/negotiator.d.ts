// negotiator (0.6) ships no types and @types/negotiator is not installed: its API (without the old
// `preferred…` aliases), for server/page-cache.js, which the type checker reads.
declare module 'negotiator' {
  import type { IncomingHttpHeaders } from 'node:http'

  /** Reads a request's Accept, Accept-Charset, Accept-Encoding and Accept-Language headers. */
  class Negotiator {
    constructor(request: { headers: IncomingHttpHeaders })
    /** The best of `available` (or of all the request accepts), or undefined when none is accepted. */
    charset(available?: string[]): string | undefined
    /** The accepted ones of `available` (or all the request accepts), best first. */
    charsets(available?: string[]): string[]
    encoding(available?: string[], preferred?: string[]): string | undefined
    encodings(available?: string[], preferred?: string[]): string[]
    language(available?: string[]): string | undefined
    languages(available?: string[]): string[]
    mediaType(available?: string[]): string | undefined
    mediaTypes(available?: string[]): string[]
  }

  export = Negotiator
}
