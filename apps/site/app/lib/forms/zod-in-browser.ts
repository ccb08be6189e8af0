import { config } from 'zod'

// Zod decides once whether to compile its parsers by probing `new Function`. The CSP allows no
// 'unsafe-eval', so in the browser that probe is refused and reported as a violation (Chrome's
// Issues panel; Lighthouse Best Practices) although zod catches it. Jitless in the browser: the
// same results without the probe. The server keeps the compiled parsers.
// Imported, for this side effect, by every module that parses with zod in the browser (forms), so a
// page without a form does not load zod at all.
if (typeof document !== 'undefined') config({ jitless: true })
