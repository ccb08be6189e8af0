import { AsyncLocalStorage } from 'node:async_hooks'

/**
 * The member a request's JWT names, as the account-session middleware read it with their session
 * (every column and the role, as users-permissions reads a member), for the rest of that request
 * (docs/decisions/0045). users-permissions' authentication then takes it from here instead of
 * reading the same user and role again (src/extensions/users-permissions/strapi-server.ts).
 */
export type RequestMember = { id: number; blocked?: boolean | null; role?: unknown; [column: string]: unknown }

const current = new AsyncLocalStorage<RequestMember>()

/** Runs the rest of the request with this member known. */
export function withRequestMember<T>(member: RequestMember, run: () => T): T {
  return current.run(member, run)
}

/** The member this request already read, when it is the one asked for; else undefined (read it). */
export function requestMember(id: unknown): RequestMember | undefined {
  const member = current.getStore()
  return member && member.id === Number(id) ? member : undefined
}
