import { Typography } from '@strapi/design-system'
import { unstable_useDocument, useFetchClient } from '@strapi/strapi/admin'
import type { PanelComponent } from '@strapi/content-manager/strapi-admin'
import type { PlacedByDto } from '@talentstad/types'
import { useEffect, useState } from 'react'
import { cityDateTime } from './city-time'

/**
 * 'Geplaatst door' in a content item's edit view (issue 46), for every editor: who placed it, by
 * name (a member's, never their address; or the admin account that made it in the desk), and when.
 * The item's `author` relation leads to a member's account, which no editor role reads (ADR 0057),
 * so the name comes from the desk's own route (src/api/content-item/controllers/desk.ts).
 */
const ITEM = 'api::content-item.content-item'

type Loaded = { state: 'loading' } | { state: 'done'; placedBy: PlacedByDto } | { state: 'error' }

function who(placedBy: PlacedByDto): string {
  if (!placedBy) return 'Een lid dat zijn account heeft verwijderd'
  return placedBy.by === 'desk' ? `${placedBy.name} (redactie)` : `${placedBy.name} (lid)`
}

function PlacedByContent({ documentId, createdAt }: { documentId: string; createdAt?: string }) {
  const { get } = useFetchClient()
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' })
  useEffect(() => {
    let live = true
    get<{ data: PlacedByDto }>(`/talentstad/content-items/${documentId}/placed-by`)
      .then(({ data }) => live && setLoaded({ state: 'done', placedBy: data.data }))
      .catch(() => live && setLoaded({ state: 'error' }))
    return () => {
      live = false
    }
  }, [get, documentId])
  if (loaded.state === 'loading') return null
  return (
    <Typography variant="pi" tag="p" data-testid="placed-by">
      {loaded.state === 'error' ? 'Niet bekend.' : who(loaded.placedBy)}
      {createdAt ? `, ${cityDateTime(createdAt)}` : ''}
    </Typography>
  )
}

/** Nothing for other types or a new item that is not saved yet. */
export const PlacedByPanel: PanelComponent = ({ model, documentId, collectionType }) => {
  const { document } = unstable_useDocument({ model, documentId, collectionType }, { skip: model !== ITEM || !documentId })
  if (model !== ITEM || !documentId) return null
  const createdAt = (document as { createdAt?: string } | undefined)?.createdAt
  return { title: 'Geplaatst door', content: <PlacedByContent documentId={documentId} createdAt={createdAt} /> }
}
