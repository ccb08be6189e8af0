import {
  BRAND,
  MEMBER_ROLE_LABELS,
  ORGANIZATION_LINKS,
  ORGANIZATION_TYPE_LABELS,
  STATIC_PAGES,
  type MemberRole,
  type OrganizationType,
} from '@talentstad/types'
import { greeting, signOff, type Mail } from './mail'
import { siteUrl } from './site-url'

type Organization = { documentId: string; name: string; type: OrganizationType }

const days = (ms: number) => Math.round(ms / 86_400_000)
const roleLabel = (role: MemberRole) => MEMBER_ROLE_LABELS[role].toLowerCase()

/** The Dutch mails about organisations: applications, decisions, invitations and items taken offline. Every value from a member is escaped by the renderer. */
export const organizationMails = {
  applicationReceived(firstName: string | null | undefined, organization: Organization): Mail {
    return {
      subject: `Nieuwe aanmelding van een organisatie: ${organization.name}`,
      blocks: [
        greeting(firstName),
        {
          text: `${organization.name} (${ORGANIZATION_TYPE_LABELS[organization.type].toLowerCase()}) heeft zich aangemeld als partner van ${BRAND.name} en wacht op je beoordeling.`,
        },
        { link: { label: 'Aanmelding beoordelen', url: `${siteUrl()}${ORGANIZATION_LINKS.review(organization.documentId)}` } },
        signOff,
      ],
    }
  },

  /** What waits in the application queue now (issue 26: one mail per community manager and hour, whatever the number of applications). */
  applicationQueue(firstName: string | null | undefined, waiting: number): Mail {
    return {
      subject: waiting === 1 ? 'Er wacht 1 aanmelding van een organisatie' : `Er wachten ${waiting} aanmeldingen van organisaties`,
      blocks: [
        greeting(firstName),
        {
          text:
            waiting === 1
              ? 'Sinds je laatste bericht hebben zich meer organisaties aangemeld. Er wacht nu 1 aanmelding op je beoordeling.'
              : `Sinds je laatste bericht hebben zich meer organisaties aangemeld. Er wachten nu ${waiting} aanmeldingen op je beoordeling.`,
        },
        { link: { label: 'Naar de aanmeldingen', url: `${siteUrl()}${ORGANIZATION_LINKS.reviewQueue}` } },
        signOff,
      ],
    }
  },

  applicationApproved(firstName: string | null | undefined, organization: Organization): Mail {
    return {
      subject: `${organization.name} is goedgekeurd`,
      blocks: [
        greeting(firstName),
        {
          text: `Goed nieuws: de communitymanager heeft de aanmelding van ${organization.name} goedgekeurd. De organisatie staat nu op ${BRAND.name} en jij bent er beheerder van.`,
        },
        {
          text: 'Als beheerder vul je het profiel van de organisatie aan, nodig je collega’s uit en plaats je nieuws, vacatures, evenementen en oproepen.',
        },
        { link: { label: 'Naar je organisatie', url: `${siteUrl()}${ORGANIZATION_LINKS.edit(organization.documentId)}` } },
        signOff,
      ],
    }
  },

  applicationRejected(firstName: string | null | undefined, organization: Organization, reason: string | null): Mail {
    return {
      subject: `Je aanmelding van ${organization.name} is afgewezen`,
      blocks: [
        greeting(firstName),
        { text: `De communitymanager heeft de aanmelding van ${organization.name} afgewezen.${reason ? ' De reden:' : ''}` },
        ...(reason ? [{ text: reason }] : []),
        { text: 'Heb je vragen? Neem dan contact op met het communityteam.' },
        { link: { label: 'Contact', url: `${siteUrl()}${STATIC_PAGES['contact-page'].sitePath}` } },
        signOff,
      ],
    }
  },

  invitation(organization: Organization, role: MemberRole, invitedBy: string, token: string, ttlMs: number): Mail {
    return {
      subject: `Je bent uitgenodigd voor ${organization.name} op ${BRAND.name}`,
      blocks: [
        { text: 'Hoi,' },
        { text: `${invitedBy} nodigt je uit om als ${roleLabel(role)} lid te worden van ${organization.name} op ${BRAND.name}.` },
        {
          text: 'Klik op de link hieronder om de uitnodiging te accepteren. Heb je nog geen account? Maak er dan eerst een aan met dit e-mailadres en open daarna deze link opnieuw.',
        },
        { link: { label: 'Uitnodiging bekijken', url: `${siteUrl()}${ORGANIZATION_LINKS.invitation(token)}` } },
        {
          text: `De link is ${days(ttlMs)} dagen geldig en werkt één keer. Verwachtte je deze uitnodiging niet? Dan kun je deze e-mail negeren.`,
        },
        signOff,
      ],
    }
  },

  itemTakenOffline(
    firstName: string | null | undefined,
    item: { title: string },
    organization: { name: string } | null,
    reason: string,
  ): Mail {
    return {
      subject: `Offline gehaald: ${item.title}`,
      blocks: [
        greeting(firstName),
        {
          text: organization
            ? `De communitymanager heeft "${item.title}" van ${organization.name} offline gehaald. De reden:`
            : `De communitymanager heeft je item "${item.title}" offline gehaald. De reden:`,
        },
        { text: reason },
        { text: 'Je kunt het item aanpassen en opnieuw insturen. Heb je vragen? Neem dan contact op met het communityteam.' },
        signOff,
      ],
    }
  },
}
