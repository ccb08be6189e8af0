import { HONEYPOT_FIELD } from '~/components/forms'
import { verifyBotCheck, BOT_CHECK_FIELD, type BotCheckAction } from './recaptcha.server'
import { assertSameOrigin } from './same-origin.server'

/**
 * The checks every public form action runs before it looks at the fields: a cross-site POST is a
 * 403; a filled-in honeypot marks a bot (answer as if it worked, do nothing); the invisible bot
 * check, when configured, must pass.
 */
export async function readGuardedForm(
  request: Request,
  options: { botCheck?: BotCheckAction; clientIp?: string } = {},
): Promise<{ formData: FormData; isBot: boolean; botCheckFailed: boolean }> {
  assertSameOrigin(request)
  const formData = await request.formData()
  const honeypot = formData.get(HONEYPOT_FIELD)
  if (typeof honeypot === 'string' && honeypot !== '') return { formData, isBot: true, botCheckFailed: false }
  const botCheckFailed = options.botCheck
    ? !(await verifyBotCheck(formData.get(BOT_CHECK_FIELD), options.botCheck, options.clientIp))
    : false
  return { formData, isBot: false, botCheckFailed }
}
