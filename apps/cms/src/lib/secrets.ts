/**
 * A secret from the environment. Development and tests may fall back to a fixed value; production
 * refuses to start without the real one, so no deployment runs on a secret published in this repo.
 */
export function secret(env: (name: string, fallback?: string) => string | undefined, name: string): string {
  const value = env(name, '')
  if (value) return value
  if (process.env.NODE_ENV === 'production') {
    throw new Error(`${name} must be set in production (see the README, "Configuration")`)
  }
  return `dev-only-${name.toLowerCase()}-not-for-production`
}
