import { href } from 'react-router'

/**
 * The site's pages of organisations for their members and the community managers, named through
 * `href()` (the type check refuses a path no route has). The CMS's mails link to the same pages
 * through ORGANIZATION_LINKS (packages/types); lib/site-links.test.ts keeps the two in step.
 */
const id = (documentId: string) => encodeURIComponent(documentId)

export const ORGANIZATION_PAGES = {
  signUp: href('/organisatie-aanmelden'),
  reviewQueue: href('/profiel/aanmeldingen'),
  review: (applicationId: string) => href('/profiel/aanmeldingen/:applicationId', { applicationId: id(applicationId) }),
  invitation: (token: string) => href('/uitnodiging/:token', { token: id(token) }),
  members: (organizationId: string) => href('/profiel/organisatie/:organizationId/leden', { organizationId: id(organizationId) }),
  member: (organizationId: string, userId: string) =>
    href('/profiel/organisatie/:organizationId/leden/:userId', { organizationId: id(organizationId), userId: id(userId) }),
  content: (organizationId: string) => href('/profiel/organisatie/:organizationId/content', { organizationId: id(organizationId) }),
  edit: (organizationId: string) => href('/profiel/organisatie/:organizationId/bewerken', { organizationId: id(organizationId) }),
  /** Who signed up for one of its events (issue 31), and the same list as CSV. */
  attendees: (organizationId: string, eventId: string) =>
    href('/profiel/organisatie/:organizationId/evenementen/:eventId/aanmeldingen', {
      organizationId: id(organizationId),
      eventId: id(eventId),
    }),
  attendeesCsv: (organizationId: string, eventId: string) =>
    href('/profiel/organisatie/:organizationId/evenementen/:eventId/aanmeldingen.csv', {
      organizationId: id(organizationId),
      eventId: id(eventId),
    }),
} as const
