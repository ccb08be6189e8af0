import type { Core } from '@strapi/strapi'
import type { EventRow, RegistrationsService } from '../api/registration/services/registrations'
import { sendAfterCommit } from './content-mails'

const ITEM = 'api::content-item.content-item'
/** The Document Service actions that change what is public of an item. */
const PUBLIC_CHANGES = new Set(['publish', 'unpublish', 'delete'])

/**
 * An event's attendees hear of a change to it, whoever makes it (issue 31): the site's content
 * form and review, the community managers' take-offline and the admin panel all go through the
 * Document Service. Before the action this reads the public version (one indexed query, skipped
 * for anything without sign-ups); once the write commits, the registrations service compares it
 * with the version public then and mails (api::registration.registrations `eventChanged`).
 */
export function registerEventChanges(strapi: Core.Strapi) {
  strapi.documents.use(async (context, next) => {
    const params = context.params as { documentId?: unknown; status?: unknown } | undefined
    const publishes = PUBLIC_CHANGES.has(context.action) || (context.action === 'update' && params?.status === 'published')
    if (context.uid !== ITEM || !publishes || typeof params?.documentId !== 'string') return next()
    const registrations = strapi.service('api::registration.registrations') as RegistrationsService
    const before: EventRow | null = await registrations.publicEvent(params.documentId)
    const result = await next()
    if (before?.signUpEnabled) {
      sendAfterCommit(strapi, `Attendee mails for a change of ${before.documentId}`, () => registrations.eventChanged(before))
    }
    return result
  })
}
