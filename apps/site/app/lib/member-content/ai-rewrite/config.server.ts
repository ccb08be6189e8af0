import { BODY_MAX_CHARS } from '@talentstad/types'
import { getEnv, type Env } from '../../env.server'

/** How many characters of suggestion the site passes on (the body's own cap). */
export const REWRITE_MAX_OUTPUT_CHARS = BODY_MAX_CHARS

export type AiRewriteConfig = {
  baseURL: string
  apiKey: string
  model: string
  perHour: number
  perAddressPerHour: number
  platformPerDay: number
  timeoutMs: number
}

/** The rewrite's configuration, or null when it is off (no OPENAI_BASE_URL or no OPENAI_API_KEY). */
export function aiRewriteConfig(env: Env = getEnv()): AiRewriteConfig | null {
  if (!env.OPENAI_BASE_URL || !env.OPENAI_API_KEY) return null
  return {
    baseURL: env.OPENAI_BASE_URL,
    apiKey: env.OPENAI_API_KEY,
    model: env.OPENAI_MODEL,
    perHour: env.AI_REWRITE_PER_HOUR,
    perAddressPerHour: env.AI_REWRITE_PER_ADDRESS_PER_HOUR,
    platformPerDay: env.AI_REWRITE_PLATFORM_PER_DAY,
    timeoutMs: env.AI_REWRITE_TIMEOUT_MS,
  }
}

/** For the form's loader: whether to offer 'Herschrijf met AI' at all. */
export function isAiRewriteEnabled(env: Env = getEnv()): boolean {
  return aiRewriteConfig(env) !== null
}
