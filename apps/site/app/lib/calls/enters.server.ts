import { type EnterDto, type EnterInput, type MyEnterDto, ENTERS_API } from '@talentstad/types'
import { memberRead, memberReadOptional, memberWrite, type Caller } from '../cms/member-api.server'

/** Enters on calls (issue 10): a member's own, and those on a call for its author. */

export const getMyEnters = async (caller: Caller) => (await memberRead<{ data: MyEnterDto[] }>(caller, ENTERS_API.mine)).data

/** The enters on a call for its author (or its organisation's content roles); null for anyone else. */
export const getEntersForAuthor = (caller: Caller, documentId: string) =>
  memberReadOptional<EnterDto[]>(caller, ENTERS_API.onCall(documentId))

/** The member's own enter on a call (the 'Geenterd' state), or null. */
export const getMyEnterOn = (caller: Caller, documentId: string) =>
  memberReadOptional<MyEnterDto | null>(caller, ENTERS_API.mineOn(documentId))

export const enterCall = (caller: Caller, documentId: string, input: EnterInput) =>
  memberWrite<{ data: MyEnterDto }>(caller, ENTERS_API.onCall(documentId), 'POST', input)
export const withdrawEnter = (caller: Caller, documentId: string) =>
  memberWrite<undefined>(caller, ENTERS_API.withdraw(documentId), 'DELETE')
