import { Badge, Button, Dialog, Field, Flex, Modal, Textarea, Typography } from '@strapi/design-system'
import { Check, Cross } from '@strapi/icons'
import { unstable_useDocument, useAuth, useFetchClient, useNotification } from '@strapi/strapi/admin'
import type { PanelComponent, PanelComponentProps } from '@strapi/content-manager/strapi-admin'
import { MESSAGES, type ReviewDeskDto } from '@talentstad/types'
import { useCallback, useEffect, useState, type FormEvent } from 'react'
import { cityDateTime } from './city-time'

/**
 * Reviewing where the editors are (issue 32): a side panel 'Beoordeling' in the edit view of a
 * content item and of an organisation, with who submitted it, when, the last decision, and, while
 * it waits, 'Goedkeuren' and 'Afwijzen' (a required reason, in a dialog). It asks the desk's admin
 * routes (src/api/review/desk-routes.ts), which decide through the site's own review services.
 * Only admins with the review permission (the Communitymanager role, Super Admins) see it.
 */

const REVIEW_ACTION = 'api::review'
const KIND_OF: Record<string, string> = {
  'api::content-item.content-item': 'content-items',
  'api::organization.organization': 'organizations',
}

const STATE_LABEL: Record<ReviewDeskDto['state'], string> = {
  pending: 'Wacht op beoordeling',
  approved: 'Goedgekeurd',
  rejected: 'Afgewezen',
}
const STATE_BADGE: Record<ReviewDeskDto['state'], 'secondary' | 'success' | 'danger'> = {
  pending: 'secondary',
  approved: 'success',
  rejected: 'danger',
}

type FetchError = { response?: { data?: { error?: { message?: string } } } }
const messageOf = (error: unknown) => (error as FetchError)?.response?.data?.error?.message ?? 'Er is iets misgegaan. Probeer het opnieuw.'

/** The desk's facts for one document, and a decision that refreshes them and the edit view. */
function useReviewDesk({ model, documentId, collectionType }: PanelComponentProps, allowed: boolean) {
  const kind = allowed ? KIND_OF[model] : undefined
  const { get, post } = useFetchClient()
  const { refetch, document } = unstable_useDocument({ model, documentId, collectionType }, { skip: !kind || !documentId })
  const [desk, setDesk] = useState<ReviewDeskDto | null>(null)
  const path = kind && documentId ? `/talentstad/review/${kind}/${documentId}` : null
  // A save in the edit view gives the item a new version: read the panel again.
  const updatedAt = (document as { updatedAt?: string } | undefined)?.updatedAt

  const load = useCallback(async () => {
    if (!path) return
    const { data } = await get<{ data: ReviewDeskDto | null }>(path)
    setDesk(data.data)
  }, [get, path])

  useEffect(() => {
    load().catch(() => setDesk(null))
  }, [load, updatedAt])

  const decide = useCallback(
    async (decision: { decision: 'approve' } | { decision: 'reject'; reason: string }) => {
      if (!path || !desk) return
      const body = desk.version ? { ...decision, version: desk.version } : decision
      try {
        const { data } = await post<{ data: ReviewDeskDto }>(path, body)
        setDesk(data.data)
      } finally {
        // The edit view shows the new state (or the newer version a 409 was about).
        refetch()
      }
    },
    [desk, path, post, refetch],
  )
  return { desk, decide, reload: load }
}

function RejectDialog({ onReject }: { onReject: (reason: string) => Promise<void> }) {
  const [open, setOpen] = useState(false)
  const [reason, setReason] = useState('')
  const [error, setError] = useState<string | undefined>()
  const [busy, setBusy] = useState(false)

  async function submit(event: FormEvent) {
    event.preventDefault()
    // The form is inside the edit view's form in the page: this submit is ours alone.
    event.stopPropagation()
    if (!reason.trim()) {
      setError(MESSAGES.rejectReasonRequired)
      return
    }
    setBusy(true)
    try {
      await onReject(reason.trim())
      setOpen(false)
      setReason('')
      setError(undefined)
    } catch (failure) {
      setError(messageOf(failure))
    } finally {
      setBusy(false)
    }
  }

  return (
    <Modal.Root open={open} onOpenChange={setOpen}>
      <Modal.Trigger>
        <Button variant="danger-light" startIcon={<Cross />} fullWidth>
          Afwijzen
        </Button>
      </Modal.Trigger>
      <Modal.Content>
        <form onSubmit={submit} noValidate>
          <Modal.Header>
            <Modal.Title>Afwijzen</Modal.Title>
          </Modal.Header>
          <Modal.Body>
            <Field.Root name="rejectReason" error={error} hint="De auteur krijgt deze reden in de mail." required>
              <Field.Label>Reden</Field.Label>
              <Textarea value={reason} onChange={(event: { target: { value: string } }) => setReason(event.target.value)} />
              <Field.Hint />
              <Field.Error />
            </Field.Root>
          </Modal.Body>
          <Modal.Footer>
            <Modal.Close>
              <Button variant="tertiary">Annuleren</Button>
            </Modal.Close>
            {/* 'danger' (white on Strapi's red) fails the contrast check; 'danger-light' passes. */}
            <Button type="submit" variant="danger-light" loading={busy}>
              Afwijzen
            </Button>
          </Modal.Footer>
        </form>
      </Modal.Content>
    </Modal.Root>
  )
}

function ApproveDialog({ what, onApprove }: { what: string; onApprove: () => Promise<void> }) {
  return (
    <Dialog.Root>
      <Dialog.Trigger>
        <Button variant="success" startIcon={<Check />} fullWidth>
          Goedkeuren
        </Button>
      </Dialog.Trigger>
      <Dialog.Content>
        <Dialog.Header>Goedkeuren</Dialog.Header>
        <Dialog.Body>
          <Typography textAlign="center">{what}</Typography>
        </Dialog.Body>
        <Dialog.Footer>
          <Dialog.Cancel>
            <Button variant="tertiary" fullWidth>
              Annuleren
            </Button>
          </Dialog.Cancel>
          <Dialog.Action>
            <Button variant="success" fullWidth onClick={() => void onApprove()}>
              Goedkeuren
            </Button>
          </Dialog.Action>
        </Dialog.Footer>
      </Dialog.Content>
    </Dialog.Root>
  )
}

/** "Anna Auteur (anna@…)" for a member, "Robin Redacteur (redactie)" for an item made in the desk. */
function submitter(submittedBy: ReviewDeskDto['submittedBy']): string {
  if (!submittedBy) return 'een account dat niet meer bestaat'
  if (submittedBy.by === 'desk') return `${submittedBy.name} (redactie)`
  return submittedBy.email ? `${submittedBy.name} (${submittedBy.email})` : submittedBy.name
}

function ReviewPanelContent({ desk, decide }: Pick<ReturnType<typeof useReviewDesk>, 'decide'> & { desk: ReviewDeskDto }) {
  const { toggleNotification } = useNotification()
  const item = desk.kind === 'item'

  async function approve() {
    try {
      await decide({ decision: 'approve' })
      toggleNotification({
        type: 'success',
        message: item ? 'Goedgekeurd: het item staat online.' : 'Goedgekeurd: de organisatie staat online.',
      })
    } catch (error) {
      toggleNotification({ type: 'danger', message: messageOf(error) })
    }
  }
  async function reject(reason: string) {
    await decide({ decision: 'reject', reason })
    toggleNotification({ type: 'success', message: 'Afgewezen: de reden is gemaild.' })
  }

  return (
    <Flex direction="column" alignItems="stretch" gap={3} width="100%" data-testid="review-panel">
      <Flex gap={2}>
        <Badge variant={STATE_BADGE[desk.state]}>{STATE_LABEL[desk.state]}</Badge>
      </Flex>
      <Typography variant="pi" tag="p">
        {item ? 'Ingediend door' : 'Aangemeld door'} {submitter(desk.submittedBy)}, {cityDateTime(desk.submittedAt)}
      </Typography>
      {desk.decision ? (
        <Typography variant="pi" tag="p">
          {desk.decision.state === 'approved' ? 'Goedgekeurd' : 'Afgewezen'} op {cityDateTime(desk.decision.at)}
          {desk.decision.reason ? `. Reden: ${desk.decision.reason}` : ''}
        </Typography>
      ) : (
        <Typography variant="pi" tag="p" textColor="neutral600">
          Nog geen beslissing.
        </Typography>
      )}
      {desk.state === 'pending' ? (
        <Flex direction="column" alignItems="stretch" gap={2}>
          <ApproveDialog
            what={
              item
                ? 'Deze versie gaat online en de auteur krijgt een mail.'
                : 'De organisatie komt online, de aanvrager wordt er beheerder van en krijgt een mail.'
            }
            onApprove={approve}
          />
          <RejectDialog onReject={reject} />
        </Flex>
      ) : null}
    </Flex>
  )
}

/** The edit view's 'Beoordeling' panel: nothing for other types, for admins without the right, or for an item not under review. */
export const ReviewPanel: PanelComponent = (props) => {
  const allowed = useAuth('ReviewPanel', (state) => state.permissions.some((permission) => permission.action === REVIEW_ACTION))
  const { desk, decide } = useReviewDesk(props, allowed)
  if (!desk) return null
  return { title: 'Beoordeling', content: <ReviewPanelContent desk={desk} decide={decide} /> }
}
