/**
 * What records a member's own choice to get the digest again (from 'never' to weekly or daily),
 * wherever they make it (their mail settings, a mail's manage link, the profile and onboarding):
 * an unsubscribe link issued before it no longer turns the digest off (issue 43).
 */
export function digestChoice(before: string | null | undefined, next: unknown): { digestSubscribedAt?: Date } {
  return before === 'never' && typeof next === 'string' && next !== 'never' ? { digestSubscribedAt: new Date() } : {}
}
