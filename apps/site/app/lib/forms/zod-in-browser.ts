// Zod decides whether to compile its parsers by probing `new Function`, when a schema is built. The
// CSP allows no 'unsafe-eval', so in the browser that probe is refused and reported as a violation
// (Chrome's Issues panel; Lighthouse Best Practices) although zod catches it. Jitless in the
// browser: the same results without the probe. The server keeps the compiled parsers.
//
// Set through zod's global configuration object (what `z.config()` changes, shared by every copy
// of zod), without importing zod: root.tsx imports this first, so it runs before any module builds
// a schema, and a page without a form loads no zod at all. zod-in-browser.test.ts checks that zod
// still reads it.
type ZodGlobal = { __zod_globalConfig?: { jitless?: boolean } }

export function makeZodJitless(scope: ZodGlobal) {
  scope.__zod_globalConfig ??= {}
  scope.__zod_globalConfig.jitless = true
}

if (typeof document !== 'undefined') makeZodJitless(globalThis as ZodGlobal)
