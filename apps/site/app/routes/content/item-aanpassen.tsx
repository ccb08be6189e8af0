import { CONTENT_TYPE_LABELS, type ContentType } from '@talentstad/types'
import { useActionData, useLoaderData } from 'react-router'
import { ContentForm } from '~/components/member-content/content-form'
import { contentEditPath } from '~/lib/content/paths'
import { titleMeta } from '~/lib/meta'
import { contentFormAction, loadEditPage } from '~/lib/member-content/content-form.server'
import type { Route } from './+types/item-aanpassen'
import { Notice } from '~/components/ui/notice'

/*
 * The edit page of an item of member content, one module for every type (docs/decisions/0049): it
 * is registered in app/routes.ts under each type's address (/oproepen/:itemId/aanpassen,
 * /vacatures/…, /evenementen/…, /nieuws/…, /artikelen/…), because the address names the type as
 * the item's public page does, and the form, the rights and the review are the same for all five.
 * An item opened under another type's address is sent on to its own (loadEditPage, 308).
 */

/** 'Oproep aanpassen', or for an organisation's other items 'Vacature aanpassen' and so on. */
function heading(type: string | undefined) {
  return `${CONTENT_TYPE_LABELS[(type ?? 'CONTENT_TYPE_CALL_UP') as ContentType] ?? 'Oproep'} aanpassen`
}

export const meta: Route.MetaFunction = ({ data }) => titleMeta(heading(data?.initial.type))

// The item's documentId in the address. Only the author, or for an organisation's item its
// contentManager or admin, may open it (the CMS's is-author policy decides; others get the Dutch 403
// page, anonymous visitors the sign-in redirect).
export function loader({ request, params }: Route.LoaderArgs) {
  return loadEditPage(request, params.itemId)
}

export function action({ request, params }: Route.ActionArgs) {
  return contentFormAction(request, { documentId: params.itemId })
}

export default function Component({ params }: Route.ComponentProps) {
  const page = useLoaderData<typeof loader>()
  const reply = useActionData<typeof action>()
  // An organisation's news, job, event or article is edited here too; only calls go through review.
  const isCall = page.initial.type === 'CONTENT_TYPE_CALL_UP'
  return (
    <div className="ts-page-content ts-stack ts-content-form-page">
      <h1 className="utrecht-heading-1">{heading(page.initial.type)}</h1>
      <p className="utrecht-paragraph utrecht-paragraph--lead">{page.title}</p>
      {isCall ? (
        <Notice>
          Na het versturen kijkt de communitymanager je wijziging na. Staat je oproep al online, dan blijft de vorige versie staan tot de
          wijziging is goedgekeurd.
        </Notice>
      ) : null}
      <ContentForm
        page={page}
        reply={reply}
        action={contentEditPath(page.initial.type as ContentType, params.itemId)}
        submitLabel={isCall ? 'Wijziging versturen' : 'Wijziging opslaan'}
      />
    </div>
  )
}
