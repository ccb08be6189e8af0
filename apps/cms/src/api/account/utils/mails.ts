import type { Core } from '@strapi/strapi'
import { ACCOUNT_LIMITS, ACCOUNT_LINKS, BRAND } from '@talentstad/types'
import { greeting, sendMail, signOff, type Mail } from '../../../lib/mail'
import { siteUrl } from '../../../lib/site-url'
import { inBackground } from './background'

const hours = (ms: number) => Math.round(ms / 3_600_000)
const minutes = (ms: number) => Math.round(ms / 60_000)
const linkWithToken = (path: string, token: string) => `${siteUrl()}${path}?token=${encodeURIComponent(token)}`

export const accountMails = {
  activation(firstName: string | null | undefined, token: string): Mail {
    return {
      subject: `Activeer je account bij ${BRAND.name}`,
      blocks: [
        greeting(firstName),
        { text: `Welkom bij ${BRAND.name}! Klik op de link hieronder om je account te activeren.` },
        { link: { label: 'Activeer mijn account', url: linkWithToken(ACCOUNT_LINKS.activate, token) } },
        {
          text: `De link is ${hours(ACCOUNT_LIMITS.activationTtlMs)} uur geldig en werkt één keer. Heb je je niet aangemeld? Dan kun je deze e-mail negeren.`,
        },
        signOff,
      ],
    }
  },

  alreadyRegistered(firstName: string | null | undefined): Mail {
    return {
      subject: `Je hebt al een account bij ${BRAND.name}`,
      blocks: [
        greeting(firstName),
        {
          text: `Iemand heeft geprobeerd een account bij ${BRAND.name} aan te maken met dit e-mailadres. Er bestaat al een account met dit adres, dus er is niets veranderd.`,
        },
        { text: 'Was jij dit? Log dan in met je bestaande account:' },
        { link: { label: 'Inloggen', url: `${siteUrl()}${ACCOUNT_LINKS.login}` } },
        { text: 'Weet je je wachtwoord niet meer? Stel dan een nieuw wachtwoord in:' },
        { link: { label: 'Wachtwoord vergeten', url: `${siteUrl()}${ACCOUNT_LINKS.resetPassword}` } },
        { text: 'Was jij dit niet? Dan kun je deze e-mail negeren.' },
        signOff,
      ],
    }
  },

  loginCode(firstName: string | null | undefined, code: string): Mail {
    return {
      subject: `Je inlogcode voor ${BRAND.name}`,
      blocks: [
        greeting(firstName),
        { text: 'Vul deze code in om in te loggen:' },
        { code },
        { text: `De code is ${minutes(ACCOUNT_LIMITS.codeTtlMs)} minuten geldig en werkt één keer.` },
        { text: 'Heb je niet geprobeerd in te loggen? Dan kent iemand anders je wachtwoord. Stel dan meteen een nieuw wachtwoord in:' },
        { link: { label: 'Wachtwoord vergeten', url: `${siteUrl()}${ACCOUNT_LINKS.resetPassword}` } },
        signOff,
      ],
    }
  },

  resetPassword(firstName: string | null | undefined, token: string): Mail {
    return {
      subject: `Stel een nieuw wachtwoord in voor ${BRAND.name}`,
      blocks: [
        greeting(firstName),
        { text: 'Je hebt gevraagd om een nieuw wachtwoord. Klik op de link hieronder om een nieuw wachtwoord in te stellen.' },
        { link: { label: 'Nieuw wachtwoord instellen', url: linkWithToken(ACCOUNT_LINKS.resetPassword, token) } },
        {
          text: `De link is ${hours(ACCOUNT_LIMITS.resetTtlMs)} uur geldig en werkt één keer. Heb je dit niet gevraagd? Dan kun je deze e-mail negeren; je wachtwoord blijft hetzelfde.`,
        },
        signOff,
      ],
    }
  },

  passwordChanged(firstName: string | null | undefined): Mail {
    return {
      subject: `Je wachtwoord bij ${BRAND.name} is gewijzigd`,
      blocks: [
        greeting(firstName),
        {
          text: `Het wachtwoord van je account bij ${BRAND.name} is zojuist gewijzigd. Je bent overal uitgelogd waar je met het oude wachtwoord was ingelogd.`,
        },
        { text: 'Was jij dit niet? Stel dan meteen een nieuw wachtwoord in en neem contact op met het communityteam:' },
        { link: { label: 'Wachtwoord vergeten', url: `${siteUrl()}${ACCOUNT_LINKS.resetPassword}` } },
        signOff,
      ],
    }
  },
}

/**
 * Sends without making the caller wait (register, resend-activation, forgot-password answer at
 * once, whether or not a mail goes out, so timing does not tell whether an address is known).
 * A failure is logged.
 */
export function sendMailInBackground(strapi: Core.Strapi, to: string, mail: Mail): void {
  inBackground(strapi, `Account mail "${mail.subject}"`, () => sendMail(strapi, to, mail))
}
