import {
  AddressSchema,
  CALL_TO_ACTIONS_MAX,
  CallToActionSchema,
  ContactPersonSchema,
  InvitationSchema,
  MEMBER_ROLE_LABELS,
  MEMBER_ROLES,
  ORGANIZATION_MESSAGES,
  ORGANIZATION_TYPE_LABELS,
  ORGANIZATION_TYPES,
  OrganizationGeneralSchema,
  OrganizationSignUpSchema,
  OrganizationTagsSchema,
  ReviewDecisionSchema,
  RoleChangeSchema,
  type OrganizationSignUpInput,
} from '@talentstad/types'
import { z } from 'zod'

/**
 * The organisation forms as the browser and the server both parse them (conform + zod). The CMS's
 * schemas (packages/types organizations.ts) are used as they are, except where a form must differ:
 * the sign-up's website travels as `websiteUrl` (`website` is the honeypot's name, forms.tsx), and
 * the pages with several forms say which one with `intent`.
 */

export const ORGANIZATION_TYPE_CHOICES = ORGANIZATION_TYPES.map((value) => ({ value, label: ORGANIZATION_TYPE_LABELS[value] }))
export const MEMBER_ROLE_CHOICES = MEMBER_ROLES.map((value) => ({ value, label: MEMBER_ROLE_LABELS[value] }))

/** /organisatie-aanmelden; the logo is a file beside these fields. */
export const SignUpFormSchema = OrganizationSignUpSchema.omit({ website: true }).extend({
  websiteUrl: OrganizationSignUpSchema.shape.website,
})
export const toSignUpInput = ({ websiteUrl, ...rest }: z.output<typeof SignUpFormSchema>): OrganizationSignUpInput => ({
  ...rest,
  website: websiteUrl,
})

/** /profiel/aanmeldingen/:id: approve, or reject with a reason. */
export const ApplicationDecisionFormSchema = ReviewDecisionSchema

/** /profiel/organisatie/:id/leden: the admins' forms. */
export const InviteFormSchema = InvitationSchema.extend({ intent: z.literal('invite') })
export const WithdrawFormSchema = z.object({ intent: z.literal('withdraw'), invitationId: z.string().regex(/^[A-Za-z0-9]{1,64}$/) })
export const JoinRequestFormSchema = z.object({
  intent: z.literal('join-request'),
  userId: z.string().regex(/^[A-Za-z0-9]{1,64}$/),
  decision: z.enum(['accept', 'decline']),
})
export const MembersFormSchema = z.discriminatedUnion('intent', [InviteFormSchema, WithdrawFormSchema, JoinRequestFormSchema])

/** /profiel/organisatie/:id/leden/:userId. */
export const RoleFormSchema = RoleChangeSchema.extend({ intent: z.literal('role') })
export const RemoveFormSchema = z.object({ intent: z.literal('remove') })
export const LeaveFormSchema = z.object({ intent: z.literal('leave') })
export const MemberFormSchema = z.discriminatedUnion('intent', [RoleFormSchema, RemoveFormSchema, LeaveFormSchema])

/** /profiel/organisatie/:id/bewerken: one form per section. */
export const GeneralFormSchema = OrganizationGeneralSchema.extend({ intent: z.literal('general') })
export const ContactFormSchema = ContactPersonSchema.extend({ intent: z.literal('contactPerson') })
export const AddressFormSchema = AddressSchema.extend({ intent: z.literal('address') })
export const TagsFormSchema = OrganizationTagsSchema.extend({ intent: z.literal('tags') })

/**
 * The call-to-actions form: fixed rows (CALL_TO_ACTIONS_MAX), a row with both fields empty is no
 * button. 'Omhoog', 'Omlaag' and 'Verwijderen' are submit buttons (`move` = 'up:2', `removeRow` =
 * '1'), so reordering works without JavaScript; the list is then saved in its new order.
 */
const CtaRowSchema = z.object({ text: z.string().trim().optional().default(''), url: z.string().trim().optional().default('') })
export const CtaFormSchema = z
  .object({
    intent: z.literal('callToActions'),
    rows: z.array(CtaRowSchema).max(CALL_TO_ACTIONS_MAX, { error: ORGANIZATION_MESSAGES.ctaTooMany }).optional().default([]),
    move: z.string().optional(),
    removeRow: z.string().optional(),
  })
  .superRefine((value, ctx) => {
    if (value.move || value.removeRow) return
    value.rows.forEach((row, index) => {
      if (!row.text && !row.url) return
      const checked = CallToActionSchema.safeParse(row)
      if (!checked.success) {
        for (const issue of checked.error.issues)
          ctx.addIssue({ code: 'custom', path: ['rows', index, ...issue.path], message: issue.message })
      }
    })
  })

export type CtaRow = { text: string; url: string }

/**
 * What a move or a removal did, for the page to say it ('‘Contact’ staat nu op plaats 2 van 3') and
 * to keep the cursor on the row it was on. Positions count from 1, among the filled rows.
 */
export type CtaChange =
  | { kind: 'moved'; label: string; direction: 'up' | 'down'; position: number; count: number }
  | { kind: 'removed'; label: string; position: number; count: number }

const isFilled = (row: CtaRow) => Boolean(row.text || row.url)
const labelOf = (row: CtaRow) => row.text || row.url

/**
 * The rows after a move or a removal (`move` = 'up:2', `removeRow` = '1', indexes of the rows as
 * posted), without the empty ones, and what changed: `null` for a move off the list or a row that
 * is not there.
 */
export function arrangeRows(rows: CtaRow[], move?: string, removeRow?: string): { rows: CtaRow[]; change: CtaChange | null } {
  const next = [...rows]
  let change: ((arranged: CtaRow[]) => CtaChange) | null = null
  if (removeRow !== undefined && /^\d+$/.test(removeRow)) {
    const index = Number(removeRow)
    const removed = next[index]
    if (removed && isFilled(removed)) {
      next.splice(index, 1)
      // The row that takes its place is the one after it (or none).
      const position = next.slice(0, index).filter(isFilled).length + 1
      change = (arranged) => ({ kind: 'removed', label: labelOf(removed), position, count: arranged.length })
    }
  } else {
    const match = move ? /^(up|down):(\d+)$/.exec(move) : null
    if (match) {
      const direction = match[1] as 'up' | 'down'
      const from = Number(match[2])
      const to = direction === 'up' ? from - 1 : from + 1
      const moved = next[from]
      if (moved && isFilled(moved) && to >= 0 && to < next.length) {
        ;[next[from], next[to]] = [next[to]!, moved]
        change = (arranged) => ({
          kind: 'moved',
          label: labelOf(moved),
          direction,
          position: arranged.indexOf(moved) + 1,
          count: arranged.length,
        })
      }
    }
  }
  const arranged = next.filter(isFilled)
  return { rows: arranged, change: change ? change(arranged) : null }
}

/** What the page says after a move or a removal (a status message, read once per change). */
export function ctaChangeMessage(change: CtaChange): string {
  const what =
    change.kind === 'moved'
      ? `‘${change.label}’ staat nu op plaats ${change.position} van ${change.count}.`
      : `‘${change.label}’ is verwijderd.`
  return `${what} Sla de knoppen op om de wijziging te bewaren.`
}

/** The call-to-actions to save: the filled-in rows, in order. */
export const filledRows = (rows: CtaRow[]) => rows.filter(isFilled)
