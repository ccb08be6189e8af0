import { z } from 'zod'
import { browserMonitoringConfig, parseDsn } from './monitoring-config'

/**
 * Used when SESSION_SECRET is not set. Good enough for a laptop; refused in production so a
 * deployment can never sign cookies with a secret that is published in this repository.
 */
export const DEV_SESSION_SECRET = 'talentstad-dev-secret-do-not-use-in-production'

/**
 * Used when CMS_WEBHOOK_SECRET is not set: the same development default the CMS signs its
 * content-change signal with (apps/cms/src/lib/secrets.ts), so a laptop needs no configuration.
 */
export const DEV_CMS_WEBHOOK_SECRET = 'dev-only-cms_webhook_secret-not-for-production'

/**
 * Used when CMS_PROXY_SECRET is not set: the CMS accepts the same default outside production
 * (apps/cms/src/middlewares/client-ip.ts), so a laptop needs no configuration. In production the
 * CMS ignores it: set the same random value on both, or list the site in the CMS's TRUSTED_PROXIES.
 */
export const DEV_CMS_PROXY_SECRET = 'dev-only-cms_proxy_secret-not-for-production'

/** Environment variables set to '' count as not set, so defaults apply. */
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === '' ? undefined : value), schema)

/** How many connections a site process opens to the CMS at most, unless CMS_MAX_CONNECTIONS says otherwise. */
export const DEFAULT_CMS_MAX_CONNECTIONS = 32
/** How long a site process waits for the CMS, unless CMS_TIMEOUT_MS says otherwise. */
export const DEFAULT_CMS_TIMEOUT_MS = 5000

const EnvSchema = z
  .object({
    NODE_ENV: optional(z.enum(['development', 'production', 'test']).default('development')),
    PORT: optional(z.coerce.number().int().min(1).max(65535).default(3000)),
    HOST: optional(z.string().default('0.0.0.0')),
    CMS_URL: optional(z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).default('http://127.0.0.1:1337')),
    CMS_API_TOKEN: optional(z.string().min(1).optional()),
    /** Where the editors open the admin panel, when not at CMS_URL: its origin may frame /voorbeeld pages (server.js). */
    ADMIN_PANEL_URL: optional(z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional()),
    /** At most this many connections from this site process to the CMS at once (ADR 0027). */
    CMS_MAX_CONNECTIONS: optional(z.coerce.number().int().min(1).max(1024).default(DEFAULT_CMS_MAX_CONNECTIONS)),
    /** How long a read from the CMS may take, its turn in the connection queue included, before the page says so (504). */
    CMS_TIMEOUT_MS: optional(z.coerce.number().int().min(500).max(60_000).default(DEFAULT_CMS_TIMEOUT_MS)),
    SITE_URL: optional(z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).default('http://localhost:3000')),
    /** One secret, or several separated by commas (the first signs, all verify: key rotation). */
    SESSION_SECRET: optional(z.string().default(DEV_SESSION_SECRET)),
    /** Shared with the CMS: it signs its content-change signal to POST /api/cms-events with it. */
    CMS_WEBHOOK_SECRET: optional(z.string().min(16, { error: 'needs at least 16 characters' }).default(DEV_CMS_WEBHOOK_SECRET)),
    /** Shared with the CMS: proves that the X-Forwarded-For the site sends (the visitor's IP) is the site's. */
    CMS_PROXY_SECRET: optional(z.string().min(1).default(DEV_CMS_PROXY_SECRET)),
    /** reCAPTCHA v3: both keys set turns the invisible bot check on; unset, forms skip it. */
    RECAPTCHA_SITE_KEY: optional(z.string().min(1).optional()),
    RECAPTCHA_SECRET_KEY: optional(z.string().min(1).optional()),
    RECAPTCHA_SCRIPT_URL: optional(z.url({ protocol: /^https?$/ }).default('https://www.google.com/recaptcha/api.js')),
    RECAPTCHA_VERIFY_URL: optional(z.url({ protocol: /^https?$/ }).default('https://www.google.com/recaptcha/api/siteverify')),
    RECAPTCHA_MIN_SCORE: optional(z.coerce.number().min(0).max(1).default(0.5)),
    /**
     * Google Tag Manager (components/tag-manager.tsx): the container id turns the cookie notice and,
     * after a visitor's 'Accepteren', the tag manager on; unset, there is no notice and no analytics.
     * GTM_SCRIPT_URL lets tests point at a local fake (e2e/fake-gtm.ts).
     */
    GTM_ID: optional(
      z
        .string()
        .regex(/^GTM-[A-Z0-9]{4,12}$/, { error: 'must be a container id like GTM-ABC1234' })
        .optional(),
    ),
    GTM_SCRIPT_URL: optional(
      z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).default('https://www.googletagmanager.com/gtm.js'),
    ),
    /**
     * 'Herschrijf met AI' on the call form (lib/member-content/ai-rewrite/): any OpenAI-compatible
     * chat-completions endpoint (https://api.openai.com/v1, or a sovereign or self-hosted model).
     * Off unless both the base URL and the key are set. Server-only: never in getPublicEnv.
     */
    OPENAI_BASE_URL: optional(z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional()),
    OPENAI_API_KEY: optional(z.string().min(1).optional()),
    OPENAI_MODEL: optional(z.string().min(1).max(200).default('gpt-4o-mini')),
    /** Rewrites per member per hour. */
    AI_REWRITE_PER_HOUR: optional(z.coerce.number().int().min(1).max(1000).default(5)),
    /** Rewrites per visitor address (IPv6: per /64) per hour, whoever is logged in: accounts do not multiply the budget. */
    AI_REWRITE_PER_ADDRESS_PER_HOUR: optional(z.coerce.number().int().min(1).max(100_000).default(10)),
    /** Rewrites on the whole platform per day: the ceiling of what the model costs. */
    AI_REWRITE_PLATFORM_PER_DAY: optional(z.coerce.number().int().min(1).max(10_000_000).default(1000)),
    /** How long to wait for the model's first words, and between words, before giving up. */
    AI_REWRITE_TIMEOUT_MS: optional(z.coerce.number().int().min(100).max(300_000).default(20_000)),
    /**
     * Error and performance reporting (Sentry, lib/monitoring/): off entirely when unset. The DSN is
     * public by design (the browser sends with it), but its events go through the site's tunnel.
     */
    SENTRY_DSN: optional(
      z
        .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
        .refine((value) => parseDsn(value) !== null, { error: 'must be a Sentry DSN: https://<key>@<host>/<project id>' })
        .optional(),
    ),
    SENTRY_ENVIRONMENT: optional(z.string().min(1).max(64).default('prod')),
    /**
     * How long a site instance keeps a member's session check and own reads (lib/cms/member-cache.server.ts,
     * docs/decisions/0040); 0 keeps nothing. At most 5 s: a session that ends elsewhere ends here within it.
     */
    MEMBER_CACHE_MS: optional(z.coerce.number().int().min(0).max(5000).default(2000)),
    SENTRY_TRACES_SAMPLE_RATE: optional(z.coerce.number().min(0).max(1).default(1)),
    /**
     * At most this many server transactions a minute per site instance (lib/monitoring/trace-budget.ts,
     * docs/decisions/0039); 0 traces nothing. Errors are reported whatever the budget.
     */
    SENTRY_TRACES_PER_MINUTE: optional(z.coerce.number().int().min(0).max(1_000_000).default(60)),
    /**
     * Envelopes the error-reporting tunnel (app/lib/monitoring/tunnel.server.ts) takes per visitor address
     * per minute; past it 429. A page view sends two or three (its trace, its session, a report).
     */
    SENTRY_TUNNEL_PER_MINUTE: optional(z.coerce.number().int().min(1).max(100_000).default(60)),
    /**
     * 'off' turns the site's caches off (the CMS reads and the rendered pages): every anonymous page
     * is rendered from fresh CMS answers. For the benchmark's cold path, never for production.
     */
    SITE_CACHE: optional(z.enum(['on', 'off']).default('on')),
    /**
     * Several site instances: a content change one instance hears of (POST /api/cms-events) reaches
     * the others through this Redis (server/invalidation-bus.js). Unset: one instance, no Redis.
     */
    REDIS_URL: optional(z.url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' }).optional()),
    /** The start of every key the site writes to Redis (the AI-rewrite budgets, the tunnel's limit), as the CMS's REDIS_KEY_PREFIX. */
    REDIS_KEY_PREFIX: optional(
      z
        .string()
        .regex(/^[A-Za-z0-9:_.-]{1,64}$/, 'may hold letters, digits and : _ . - (at most 64)')
        .default('talentstad:'),
    ),
    /**
     * The CMS stores uploads in an S3 bucket public under this address (the CMS's own S3_PUBLIC_URL,
     * docs/decisions/0019): the image route (server/image-optimizer.js, which checks it again on its
     * own) fetches images from there too, and from no other origin.
     */
    S3_PUBLIC_URL: optional(
      z
        .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
        .refine((value) => {
          const url = new URL(value)
          return !url.search && !url.hash && !url.username && !url.password
        }, 'must be an http(s) URL without query, fragment or credentials')
        .optional(),
    ),
    /** Test-only: 'true' opens /_monitoring/loader-fout, a loader that throws (e2e/monitoring.spec.ts). */
    MONITORING_TEST_ROUTE: optional(z.enum(['true', 'false']).default('false')),
    /**
     * 'true' serves /ontwerp, the page that shows every shared component in its states
     * (docs/decisions/0022). Always served in development; off by default, so production never does.
     */
    DESIGN_SYSTEM_PAGE: optional(z.enum(['true', 'false']).default('false')),
  })
  .superRefine((env, ctx) => {
    const secrets = env.SESSION_SECRET.split(',').map((secret) => secret.trim())
    if (secrets.some((secret) => secret.length < 32)) {
      ctx.addIssue({ code: 'custom', path: ['SESSION_SECRET'], message: 'each secret needs at least 32 characters' })
    }
    if (env.NODE_ENV === 'production' && env.CMS_WEBHOOK_SECRET === DEV_CMS_WEBHOOK_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['CMS_WEBHOOK_SECRET'],
        message: 'the development default is not allowed in production; set the value the CMS signs with',
      })
    }
    if (env.NODE_ENV === 'production' && secrets.includes(DEV_SESSION_SECRET)) {
      ctx.addIssue({
        code: 'custom',
        path: ['SESSION_SECRET'],
        message: 'the development default is not allowed in production; set a random value',
      })
    }
  })

export type Env = z.infer<typeof EnvSchema>

/** /ontwerp (the components page) is served in development, or when DESIGN_SYSTEM_PAGE=true. */
export const designSystemPageEnabled = (env: Pick<Env, 'NODE_ENV' | 'DESIGN_SYSTEM_PAGE'>) =>
  env.NODE_ENV === 'development' || env.DESIGN_SYSTEM_PAGE === 'true'

export class EnvError extends Error {
  override name = 'EnvError'
}

/** Parses an environment; throws an EnvError that names every bad variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = EnvSchema.safeParse(source)
  if (result.success) return result.data
  const lines = result.error.issues.map((issue) => `  - ${issue.path.join('.') || '(env)'}: ${issue.message}`)
  throw new EnvError(`Invalid environment variables for the site:\n${lines.join('\n')}`)
}

let cached: Env | undefined

/** The validated environment of this process (parsed once). */
export function getEnv(): Env {
  cached ??= parseEnv(process.env)
  return cached
}

/** Validates the environment at start-up, so a bad deployment fails before serving a request. */
export function init() {
  getEnv()
}

/**
 * The allow-list of values the browser may see (rendered into `window.ENV`).
 * Never add secrets here.
 */
export function getPublicEnv(env: Env = getEnv()) {
  return {
    MODE: env.NODE_ENV,
    SITE_URL: env.SITE_URL,
    /** Public by design: the tag manager's container id, loaded only with consent (components/tag-manager.tsx). */
    GTM_ID: env.GTM_ID,
    GTM_SCRIPT_URL: env.GTM_ID ? env.GTM_SCRIPT_URL : undefined,
    /** Public by design: the browser needs it to ask reCAPTCHA for a token. */
    RECAPTCHA_SITE_KEY: env.RECAPTCHA_SITE_KEY && env.RECAPTCHA_SECRET_KEY ? env.RECAPTCHA_SITE_KEY : undefined,
    RECAPTCHA_SCRIPT_URL: env.RECAPTCHA_SCRIPT_URL,
    /** Public by design: the browser's error reporting (sent to the site's own tunnel path). */
    SENTRY: env.SENTRY_DSN ? browserMonitoringConfig(env) : undefined,
  }
}

export type PublicEnv = ReturnType<typeof getPublicEnv>

declare global {
  interface Window {
    ENV: PublicEnv
  }
}
