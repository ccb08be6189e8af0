import { useEffect, useRef } from 'react'
import { useNonce } from '~/lib/http/nonce-provider'

/**
 * The invisible bot check (reCAPTCHA v3), only when the site has keys (window.ENV): the script is
 * loaded once for the whole app, and each protected form asks for a token on submit and sends it
 * in a hidden field that the action verifies (lib/forms/recaptcha.server.ts).
 */
type Grecaptcha = {
  ready: (callback: () => void) => void
  execute: (siteKey: string, options: { action: string }) => Promise<string>
}
declare global {
  interface Window {
    grecaptcha?: Grecaptcha
  }
}

export function BotCheckScript({ siteKey, scriptUrl }: { siteKey?: string; scriptUrl: string }) {
  const nonce = useNonce()
  if (!siteKey) return null
  return <script nonce={nonce} async defer src={`${scriptUrl}?render=${encodeURIComponent(siteKey)}`} />
}

function getToken(siteKey: string, action: string) {
  return new Promise<string>((resolve, reject) => {
    const grecaptcha = window.grecaptcha
    if (!grecaptcha) return reject(new Error('reCAPTCHA not loaded'))
    grecaptcha.ready(() => {
      grecaptcha.execute(siteKey, { action }).then(resolve, reject)
    })
  })
}

/** A hidden `recaptchaToken` field that fills itself in when its form is submitted. */
export function BotCheckField({ action }: { action: string }) {
  const ref = useRef<HTMLInputElement>(null)
  useEffect(() => {
    const input = ref.current
    const form = input?.form
    const siteKey = window.ENV?.RECAPTCHA_SITE_KEY
    if (!input || !form || !siteKey) return
    let fresh = false
    const onSubmit = (event: SubmitEvent) => {
      if (fresh) {
        fresh = false
        return
      }
      event.preventDefault()
      event.stopImmediatePropagation()
      const submitter = event.submitter
      getToken(siteKey, action)
        .then((token) => {
          input.value = token
        })
        .catch(() => {
          input.value = ''
        })
        .finally(() => {
          fresh = true
          form.requestSubmit(submitter instanceof HTMLElement ? submitter : undefined)
        })
    }
    // Capture phase: runs before React's and conform's submit handlers.
    form.addEventListener('submit', onSubmit, { capture: true })
    return () => form.removeEventListener('submit', onSubmit, { capture: true })
  }, [action])
  return <input ref={ref} type="hidden" name="recaptchaToken" defaultValue="" />
}
