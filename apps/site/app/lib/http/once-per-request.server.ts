import { requestContext } from '~/../server/request-context.js'

/**
 * A value made once per HTTP request, however many loaders ask for it: root, layouts and the page
 * each get their own Request object, so the key is the request's context (server.js sets it per
 * request), or the Request itself outside the server (unit tests).
 */
export function oncePerRequest<T>(cache: WeakMap<object, T>, request: Request, make: () => T): T {
  const key: object = requestContext.getStore() ?? request
  if (!cache.has(key)) cache.set(key, make())
  return cache.get(key)!
}
