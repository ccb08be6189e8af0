import { createSecretKey } from 'node:crypto'
import { scrubEvent } from '@talentstad/types'
import { beforeSendCmsEvent } from '../src/lib/error-reporting'
import { SharedKoaRateLimitStore } from '../src/lib/koa-rate-limit-store'
import { s3UploadConfig } from '../src/lib/s3'
import { secret } from '../src/lib/secrets'
import { uploadSizeLimit } from '../src/lib/upload-size'

export default ({ env }) => ({
  'users-permissions': {
    config: {
      jwt: { expiresIn: '30d' },
      // A key object, not the string: jsonwebtoken then signs and verifies with it as it is. Given a
      // string it first tries to read it as a PEM key, which throws, on every request with a member
      // JWT (twice: the session check and Strapi's authentication); measured at 5-7% of the CMS's
      // time on member pages. The key's bytes are the string's, so existing tokens stay valid.
      jwtSecret: createSecretKey(Buffer.from(secret(env, 'JWT_SECRET'), 'utf8')),
      // Behind the site every request comes from one IP; the limiter is configured per client IP
      // once the site forwards it (accounts issue). Tests switch it off.
      ratelimit: { enabled: env.bool('RATE_LIMIT_ENABLED', true), interval: 60000, max: 10 },
      register: {
        allowedFields: ['firstName', 'lastName', 'typeOfUser'],
      },
    },
  },
  email: {
    config: {
      provider: 'nodemailer',
      providerOptions: {
        host: env('SMTP_HOST', '127.0.0.1'),
        port: env.int('SMTP_PORT', 1025),
        secure: env.bool('SMTP_SECURE', false),
        ignoreTLS: !env.bool('SMTP_SECURE', false),
        // A mail server that accepts the connection but does not answer fails an attempt in seconds,
        // not minutes (nodemailer's defaults); src/lib/mail.ts retries it.
        connectionTimeout: env.int('SMTP_TIMEOUT_MS', 10000),
        greetingTimeout: env.int('SMTP_TIMEOUT_MS', 10000),
        socketTimeout: env.int('SMTP_SOCKET_TIMEOUT_MS', 30000),
        ...(env('SMTP_USERNAME', '') ? { auth: { user: env('SMTP_USERNAME'), pass: env('SMTP_PASSWORD') } } : {}),
      },
      // The admin panel's password-reset mail: Strapi's limit (5 per e-mail address and IP in 5 minutes),
      // counted in Redis with REDIS_URL like the admin login (config/admin.ts).
      ratelimit: { store: new SharedKoaRateLimitStore('admin:forgot-password') },
      settings: {
        defaultFrom: env('MAIL_FROM', 'Talentstad <noreply@talentstad.local>'),
        defaultReplyTo: env('MAIL_REPLY_TO', 'community@talentstad.local'),
      },
    },
  },
  // Error reporting (docs/decisions/0016, 0030): only with SENTRY_DSN; only faults (5xx and the
  // unexpected), never an expected 4xx answer such as a failed or throttled login
  // (src/lib/error-reporting.ts); events lose e-mail addresses, IP addresses, cookies, tokens, query
  // values and request bodies first (the same scrubEvent as the site), and the user is an id at most.
  sentry: {
    enabled: Boolean(env('SENTRY_DSN', '')),
    config: {
      dsn: env('SENTRY_DSN', '') || null,
      init: {
        environment: env('SENTRY_ENVIRONMENT', 'prod'),
        sendDefaultPii: false,
        beforeSend: beforeSendCmsEvent,
        beforeSendTransaction: scrubEvent,
        beforeBreadcrumb: scrubEvent,
      },
    },
  },
  upload: {
    config: {
      // S3_*: uploads go to an S3-compatible bucket shared by every CMS instance (docs/decisions/0019);
      // unset, they stay in public/uploads on this machine's disk.
      ...s3UploadConfig(),
      sizeLimit: uploadSizeLimit(),
      breakpoints: { large: 1200, medium: 750, small: 500 },
    },
  },
})
