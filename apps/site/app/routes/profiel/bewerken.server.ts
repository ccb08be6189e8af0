import type { SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { ACCOUNT_MESSAGES, DeleteAccountSchema, ME_API, PROFILE_MESSAGES } from '@talentstad/types'
import { data, redirect } from 'react-router'
import { callAccount } from '~/lib/auth/account.server'
import { requireUser } from '~/lib/auth/auth.server'
import { destroyAuthSession, readAuthSession } from '~/lib/auth/session.server'
import { combineHeaders } from '~/lib/headers'
import { toImageView } from '~/lib/media.server'
import { PATHS } from '~/lib/paths'
import { AvatarSchema, EDIT_PATH, editSchemaFor } from '~/lib/profile-forms'
import { readCappedForm, requireProfile, saveProfile, uploadAvatar } from '~/lib/profile.server'
import { createToastHeaders, redirectWithToast } from '~/lib/toast.server'

/**
 * /profiel/bewerken holds three forms, told apart by their `intent`: the profile data, the
 * picture (multipart, capped before it is read) and the deletion of the account.
 */
export type EditIntent = 'profile' | 'avatar' | 'delete'
export const AVATAR_SAVED = 'Je profielfoto is opgeslagen.'

export async function loadEditPage(request: Request, clientIp?: string) {
  const { profile } = await requireProfile(request, clientIp)
  return {
    email: profile.email,
    isCommunityManager: profile.typeOfUser === 'TYPE_COMMUNITY_MANAGER',
    defaults: {
      firstName: profile.firstName ?? '',
      lastName: profile.lastName ?? '',
      phoneNumber: profile.phoneNumber ?? '',
      linkedIn: profile.linkedIn ?? '',
      typeOfUser: profile.typeOfUser === 'TYPE_COMMUNITY_MANAGER' ? undefined : profile.typeOfUser,
    },
    avatar: toImageView(profile.avatar ? { ...profile.avatar, alternativeText: null } : null, 'thumbnail') ?? null,
  }
}

type Reply = { intent: EditIntent; result: SubmissionResult<string[]> }
const reply = (status: number, intent: EditIntent, result: SubmissionResult<string[]>) => data<Reply>({ intent, result }, { status })

export async function editProfileAction(request: Request, clientIp?: string) {
  const read = await readCappedForm(request)
  // Only the picture form can be that big.
  if (!read.ok) return reply(read.status, 'avatar', { status: 'error', error: { file: [read.message] } })
  const { formData } = read
  const { jwt, user } = await requireUser(request, clientIp)
  const caller = { jwt, clientIp }
  const intent = formData.get('intent')

  if (intent === 'avatar') {
    const submission = parseWithZod(formData, { schema: AvatarSchema })
    if (submission.status !== 'success') return reply(400, 'avatar', submission.reply())
    const uploaded = await uploadAvatar(caller, submission.value.file)
    if (!uploaded.ok) return reply(uploaded.status, 'avatar', submission.reply({ fieldErrors: { file: [uploaded.message] } }))
    return redirectWithToast(EDIT_PATH, { type: 'success', title: AVATAR_SAVED })
  }

  if (intent === 'delete') {
    const submission = parseWithZod(formData, { schema: DeleteAccountSchema })
    const hideFields = ['password']
    if (submission.status !== 'success') return reply(400, 'delete', submission.reply({ hideFields }))
    const result = await callAccount(ME_API.account, { method: 'DELETE', body: submission.value, token: jwt, clientIp })
    if (!result.ok) {
      const fieldErrors = result.code === 'current-password-wrong' ? { password: [ACCOUNT_MESSAGES.currentPasswordWrong] } : undefined
      const formErrors = fieldErrors ? undefined : [result.code === 'throttled' ? result.message : PROFILE_MESSAGES.deleteFailed]
      return reply(result.status === 503 ? 503 : 400, 'delete', submission.reply({ fieldErrors, formErrors, hideFields }))
    }
    // The CMS has ended every session of the account; the browser forgets its cookie too.
    const setCookie = await destroyAuthSession(await readAuthSession(request))
    return redirect(PATHS.home, {
      headers: combineHeaders({ 'Set-Cookie': setCookie }, await createToastHeaders({ type: 'success', title: PROFILE_MESSAGES.accountDeleted })),
    })
  }

  const submission = parseWithZod(formData, { schema: editSchemaFor(user.typeOfUser === 'TYPE_COMMUNITY_MANAGER') })
  if (submission.status !== 'success') return reply(400, 'profile', submission.reply())
  const saved = await saveProfile(caller, submission.value)
  if (!saved.ok) {
    return reply(saved.status === 503 ? 503 : 400, 'profile', submission.reply({ formErrors: [saved.status === 400 ? PROFILE_MESSAGES.invalid : saved.message] }))
  }
  return redirectWithToast(PATHS.profile, { type: 'success', title: PROFILE_MESSAGES.saved })
}
