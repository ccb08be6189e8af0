import { Box, Flex, Typography } from '@strapi/design-system'
import { useFetchClient, Widget } from '@strapi/strapi/admin'
import { useEffect, useState } from 'react'
import { Link } from 'react-router-dom'
import { cityDateTime } from './city-time'

/**
 * The admin home page's widgets for the day's work (issue 32): the calls waiting for review, the
 * organisation applications waiting, and content recently taken offline or deleted. Each reads the
 * content manager's own list API with the editor's session, so the panel's role permissions decide
 * what they may count (an editor without read rights on a type sees the widget's error state).
 */

const ITEM = 'api::content-item.content-item'
const ORGANIZATION = 'api::organization.organization'
const DAY = 24 * 60 * 60 * 1000

type Row = { documentId: string; title?: string; name?: string; createdAt: string; updatedAt: string; rejectReason?: string | null }
type ListAnswer = { results: Row[]; pagination: { total: number } }
type Loaded = { state: 'loading' } | { state: 'error' } | { state: 'done'; rows: Row[]; total: number }

/** One page of a collection type's list, as the content manager's list view asks it. */
function useList(uid: string, query: string): Loaded {
  const { get } = useFetchClient()
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' })
  useEffect(() => {
    let live = true
    get<ListAnswer>(`/content-manager/collection-types/${uid}?${query}`)
      .then(({ data }) => live && setLoaded({ state: 'done', rows: data.results, total: data.pagination.total }))
      .catch(() => live && setLoaded({ state: 'error' }))
    return () => {
      live = false
    }
  }, [get, uid, query])
  return loaded
}

/** "3 dagen", "1 dag", "minder dan een dag": how long something has waited. */
export function waitedFor(createdAt: string, now = Date.now()): string {
  const days = Math.floor((now - new Date(createdAt).getTime()) / DAY)
  return days < 1 ? 'minder dan een dag' : days === 1 ? '1 dag' : `${days} dagen`
}

function Rows({ uid, rows, detail }: { uid: string; rows: Row[]; detail: (row: Row) => string }) {
  return (
    <Box tag="ul" width="100%">
      {rows.map((row) => (
        <Box tag="li" key={row.documentId} paddingBottom={2}>
          <Link to={`/content-manager/collection-types/${uid}/${row.documentId}`}>
            <Typography textColor="primary600" fontWeight="semiBold">
              {row.title ?? row.name ?? row.documentId}
            </Typography>
          </Link>
          <Typography variant="pi" textColor="neutral600" tag="p">
            {detail(row)}
          </Typography>
        </Box>
      ))}
    </Box>
  )
}

function Queue({
  uid,
  query,
  none,
  count,
  detail,
}: {
  uid: string
  query: string
  none: string
  count: (total: number, oldest: Row) => string
  detail: (row: Row) => string
}) {
  const loaded = useList(uid, query)
  if (loaded.state === 'loading') return <Widget.Loading />
  if (loaded.state === 'error') return <Widget.Error />
  if (loaded.total === 0) return <Widget.NoData>{none}</Widget.NoData>
  return (
    <Flex direction="column" alignItems="flex-start" gap={3} width="100%">
      <Typography variant="delta" tag="p" data-testid="widget-count">
        {count(loaded.total, loaded.rows[0]!)}
      </Typography>
      <Rows uid={uid} rows={loaded.rows} detail={detail} />
    </Flex>
  )
}

const plural = (count: number, one: string, many: string) => (count === 1 ? `1 ${one}` : `${count} ${many}`)

export function CallsToReviewWidget() {
  return (
    <Queue
      uid={ITEM}
      query="page=1&pageSize=5&sort=createdAt:ASC&filters[$and][0][reviewState][$eq]=pending&filters[$and][1][type][$eq]=CONTENT_TYPE_CALL_UP&filters[$and][2][deletedAt][$null]=true"
      none="Er wachten geen oproepen op beoordeling."
      count={(total, oldest) =>
        `${plural(total, 'oproep wacht', 'oproepen wachten')} op beoordeling; de oudste wacht ${waitedFor(oldest.createdAt)}.`
      }
      detail={(row) => `Ingediend ${cityDateTime(row.createdAt)}`}
    />
  )
}

export function ApplicationsToReviewWidget() {
  return (
    <Queue
      uid={ORGANIZATION}
      query="page=1&pageSize=5&sort=createdAt:ASC&filters[$and][0][applicationState][$eq]=pending"
      none="Er wachten geen aanmeldingen van organisaties."
      count={(total, oldest) =>
        `${plural(total, 'aanmelding wacht', 'aanmeldingen wachten')} op beoordeling; de oudste wacht ${waitedFor(oldest.createdAt)}.`
      }
      detail={(row) => `Aangemeld ${cityDateTime(row.createdAt)}`}
    />
  )
}

/** How far back 'recently' reaches for content taken offline. */
const RECENT_DAYS = 14

export function TakenOfflineWidget() {
  // Fixed for the life of the widget, so the query (and its fetch) stays the same between renders.
  const [since] = useState(() => new Date(Date.now() - RECENT_DAYS * DAY).toISOString())
  return (
    <Queue
      uid={ITEM}
      query={`page=1&pageSize=5&sort=updatedAt:DESC&filters[$and][0][$or][0][reviewState][$eq]=rejected&filters[$and][0][$or][1][deletedAt][$notNull]=true&filters[$and][1][updatedAt][$gte]=${encodeURIComponent(since)}`}
      none={`Er is de afgelopen ${RECENT_DAYS} dagen niets offline gehaald.`}
      count={(total) =>
        `${plural(total, 'item is', 'items zijn')} de afgelopen ${RECENT_DAYS} dagen offline gehaald, afgewezen of verwijderd.`
      }
      detail={(row) => `${cityDateTime(row.updatedAt)}${row.rejectReason ? ` · ${row.rejectReason.slice(0, 80)}` : ''}`}
    />
  )
}
