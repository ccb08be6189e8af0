import type { SubmissionResult } from '@conform-to/react'
import { ACCOUNT_MESSAGES, DeleteAccountSchema, PROFILE_MESSAGES } from '@talentstad/types'
import { data } from 'react-router'
import type { z } from 'zod'
import { deleteAccount } from '~/lib/account/account.server'
import { requireUser } from '~/lib/auth/auth.server'
import { destroyAuthSession, readAuthSession } from '~/lib/auth/session.server'
import { parseForm } from '~/lib/forms/parse-form.server'
import { combineHeaders } from '~/lib/http/headers'
import { UPLOAD_FORM_MAX_BYTES } from '~/lib/http/request-limits'
import { toImageView } from '~/lib/cms/media.server'
import { PATHS } from '~/lib/paths'
import { AvatarSchema, EDIT_PATH, editSchemaFor } from '~/lib/profile/forms'
import { requireProfile, saveProfile, uploadAvatar } from '~/lib/profile/profile.server'
import { createToastHeaders, redirectWithToast } from '~/lib/toast.server'
import { safeRedirect } from '~/lib/http/redirect.server'
import type { FormReply } from '~/lib/forms/form-reply'

/**
 * /profiel/bewerken holds three forms, told apart by their `intent`: the profile data, the
 * picture (multipart; every body is capped before it is read) and the deletion of the account.
 */
export type EditIntent = 'profile' | 'avatar' | 'delete'
export const AVATAR_SAVED = 'Je profielfoto is opgeslagen.'

export async function loadEditPage(request: Request) {
  const { profile } = await requireProfile(request)
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

type Reply = FormReply<{ intent: EditIntent }>
const reply = (status: number, intent: EditIntent, result: SubmissionResult<string[]>) => data<Reply>({ intent, result }, { status })

const intentOf = (formData: FormData): EditIntent => {
  const intent = formData.get('intent')
  return intent === 'avatar' || intent === 'delete' ? intent : 'profile'
}

export async function editProfileAction(request: Request) {
  const { jwt, user } = await requireUser(request)
  const caller = { jwt, signal: request.signal }
  const schemas = {
    avatar: AvatarSchema,
    delete: DeleteAccountSchema,
    profile: editSchemaFor(user.typeOfUser === 'TYPE_COMMUNITY_MANAGER'),
  }
  const hideFields = ['password']
  // The picture form is multipart and capped before it is read; the size message goes to its file field.
  const form = await parseForm(request, {
    schema: (formData) => schemas[intentOf(formData)],
    maxBytes: UPLOAD_FORM_MAX_BYTES,
    sizeErrorField: 'file',
    hideFields,
  })
  // Only the picture form can be that big.
  if (!form.ok) return reply(form.status, form.formData ? intentOf(form.formData) : 'avatar', form.result)
  const { submission } = form
  const intent = intentOf(form.formData)

  if (intent === 'avatar') {
    const uploaded = await uploadAvatar(caller, (form.value as z.output<typeof AvatarSchema>).file)
    if (!uploaded.ok) return reply(uploaded.status, 'avatar', submission.reply({ fieldErrors: { file: [uploaded.message] } }))
    return redirectWithToast(EDIT_PATH, { type: 'success', title: AVATAR_SAVED })
  }

  if (intent === 'delete') {
    const result = await deleteAccount(caller, form.value as z.output<typeof DeleteAccountSchema>)
    if (!result.ok) {
      const fieldErrors = result.code === 'current-password-wrong' ? { password: [ACCOUNT_MESSAGES.currentPasswordWrong] } : undefined
      // The CMS's own words when they say what to do: wait (throttled), or first hand over the
      // organisations of which the member is the only admin (409 sole-admin, which names them).
      const explained = result.code === 'throttled' || result.code === 'sole-admin'
      const formErrors = fieldErrors ? undefined : [explained ? result.message : PROFILE_MESSAGES.deleteFailed]
      const status = result.status === 503 || result.status === 409 ? result.status : 400
      return reply(status, 'delete', submission.reply({ fieldErrors, formErrors, hideFields }))
    }
    // The CMS has ended every session of the account; the browser forgets its cookie too.
    const setCookie = await destroyAuthSession(await readAuthSession(request))
    return safeRedirect(PATHS.home, {
      headers: combineHeaders(
        { 'Set-Cookie': setCookie },
        await createToastHeaders({ type: 'success', title: PROFILE_MESSAGES.accountDeleted }),
      ),
    })
  }

  const saved = await saveProfile(caller, form.value as z.output<(typeof schemas)['profile']>)
  if (!saved.ok) {
    return reply(
      saved.status === 503 ? 503 : 400,
      'profile',
      submission.reply({ formErrors: [saved.status === 400 ? PROFILE_MESSAGES.invalid : saved.message] }),
    )
  }
  return redirectWithToast(PATHS.profile, { type: 'success', title: PROFILE_MESSAGES.saved })
}
