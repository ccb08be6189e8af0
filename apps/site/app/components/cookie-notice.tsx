import type { FormEvent, ReactNode } from 'react'
import { Link, useFetcher, useLocation } from 'react-router'
import { MAIN_ID } from '~/components/frame/skip-link'
import { Button } from '~/components/ui/button'
import { CONSENT_API, CONSENT_FIELDS, CONSENT_MESSAGES, type ConsentChoice } from '~/lib/analytics/consent'
import { PATHS } from '~/lib/paths'

export const PRIVACY_PATH = PATHS.privacy

/**
 * The two equally prominent choices: one form, a submit button per choice. Without JavaScript it is
 * a plain form post to /api/consent, which sets the cookie and comes back here.
 */
export function ConsentForm({
  onSubmit,
  refuseLabel = 'Weigeren',
  children,
}: {
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void
  refuseLabel?: string
  children?: ReactNode
}) {
  const location = useLocation()
  return (
    <form method="post" action={CONSENT_API} className="ts-consent__form" onSubmit={onSubmit}>
      <input type="hidden" name={CONSENT_FIELDS.redirectTo} value={`${location.pathname}${location.search}`} />
      {children}
      <Button type="submit" name={CONSENT_FIELDS.choice} value="analytics" className="ts-consent__button">
        Accepteren
      </Button>
      <Button type="submit" name={CONSENT_FIELDS.choice} value="necessary" className="ts-consent__button">
        {refuseLabel}
      </Button>
    </form>
  )
}

/**
 * The cookie notice of a first visit (only when the site has analytics, GTM_ID): a region at the
 * bottom of the window that covers nothing for good (it scrolls with the page's end), early in the
 * tab order right after the skip link, and no trap: the page stays usable while it is open. With
 * JavaScript the choice is posted by a fetcher, so the page does not reload; the root data then
 * carries the choice and the notice is gone (the tag manager loads after 'Accepteren').
 */
export function CookieNotice() {
  const fetcher = useFetcher<{ consent: ConsentChoice }>()

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const submitter = (event.nativeEvent as SubmitEvent).submitter
    const formData = new FormData(event.currentTarget, submitter)
    formData.set(CONSENT_FIELDS.via, 'fetch')
    void fetcher.submit(formData, { method: 'post', action: CONSENT_API })
    // The button that had focus goes away with the notice: focus moves to the page, not to nowhere.
    document.getElementById(MAIN_ID)?.focus({ preventScroll: true })
  }

  // Gone as soon as the choice is on its way (the root data follows).
  if (fetcher.state !== 'idle' || fetcher.data) return null
  return (
    <section className="ts-consent" aria-labelledby="cookie-notice-title" data-testid="cookie-notice">
      <div className="ts-consent__inner">
        <div className="ts-consent__text">
          <h2 id="cookie-notice-title" className="ts-consent__title">
            Cookies op Talentstad
          </h2>
          <p className="ts-consent__body">
            We gebruiken altijd noodzakelijke cookies, zodat de site werkt. Analytische cookies, om te zien hoe de site gebruikt wordt,
            plaatsen we alleen met je toestemming.{' '}
            <Link className="utrecht-link" to={PRIVACY_PATH}>
              Meer over cookies
            </Link>
          </p>
        </div>
        <ConsentForm onSubmit={onSubmit} />
      </div>
    </section>
  )
}

/**
 * /privacy-cookies: the current choice and the same two buttons to change it. A plain form post
 * (a full page load), so after a withdrawal the page comes back without the tag manager.
 */
export function CookieSettings({ consent, enabled }: { consent: ConsentChoice | null; enabled: boolean }) {
  return (
    <section className="ts-consent-settings ts-stack" aria-labelledby="cookie-settings-title">
      <h2 id="cookie-settings-title" className="utrecht-heading-2">
        Je cookiekeuze
      </h2>
      {enabled ? (
        <>
          <p className="utrecht-paragraph" data-testid="consent-status">
            <strong>{CONSENT_MESSAGES.current[consent ?? 'none']}</strong>
          </p>
          <p className="utrecht-paragraph">
            Noodzakelijke cookies gebruiken we altijd. Analytische cookies (via Google Tag Manager) alleen als je ze accepteert. We
            onthouden je keuze 180 dagen; daarna vragen we het opnieuw. Je kunt je keuze hier altijd wijzigen of je toestemming intrekken.
          </p>
          <ConsentForm refuseLabel={consent === 'analytics' ? 'Toestemming intrekken' : 'Weigeren'} />
        </>
      ) : (
        <p className="utrecht-paragraph">
          Deze site plaatst geen analytische cookies, alleen cookies die nodig zijn om de site te laten werken.
        </p>
      )}
    </section>
  )
}
