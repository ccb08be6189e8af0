import { CALLS_API, type EnterDto, type EnterInput, type MyEnterDto } from '@talentstad/types'
import { memberRead, memberReadOptional, memberWrite, type Caller } from '../cms/member-api.server'

/** Enters on calls (issue 10): a member's own, and those on a call for its author. */

export const getMyEnters = async (caller: Caller) => (await memberRead<{ data: MyEnterDto[] }>(caller, CALLS_API.myEnters)).data

/** The enters on a call for its author (or its organisation's content roles); null for anyone else. */
export const getEntersForAuthor = (caller: Caller, documentId: string) =>
  memberReadOptional<EnterDto[]>(caller, CALLS_API.enters(documentId))

/** The member's own enter on a call (the 'Geenterd' state), or null. */
export const getMyEnterOn = (caller: Caller, documentId: string) =>
  memberReadOptional<MyEnterDto | null>(caller, CALLS_API.myEnterOn(documentId))

export const enterCall = (caller: Caller, documentId: string, input: EnterInput) =>
  memberWrite<{ data: MyEnterDto }>(caller, CALLS_API.enters(documentId), 'POST', input)
export const withdrawEnter = (caller: Caller, documentId: string) => memberWrite<undefined>(caller, CALLS_API.myEnter(documentId), 'DELETE')
