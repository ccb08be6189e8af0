// @ts-check
// Content changes, one way for the whole process: the CMS's signal (POST /api/cms-events) or a
// message from another site instance (the Redis fan-out) calls `contentChanged(models)`, and every
// cache of this process that registered with `onContentChange` drops or marks stale what is made of
// those models. A change that arrived through the signal is passed on to the other instances.
// No dependencies: the React Router build and server.js share the state through globalThis.

const STATE = Symbol.for('talentstad.content-changes')
/**
 * A cache's invalidation: drops or marks stale what is made of these models, and may say how many.
 * @typedef {(models: string[]) => number | void} ContentChangeListener
 */
/** @typedef {(models: string[]) => Promise<void>} ContentChangePublisher */
/** @typedef {{ listeners: Set<ContentChangeListener>, publish?: ContentChangePublisher }} ContentChangeState */
// The cast types `globalThis` only (Prettier would move it out onto the whole assignment).
// prettier-ignore
/** @type {ContentChangeState} */
const state = (/** @type {typeof globalThis & { [STATE]?: ContentChangeState }} */ (globalThis)[STATE] ??= { listeners: new Set(), publish: undefined })

/**
 * Registers a cache's invalidation; returns the function that unregisters it.
 * @param {ContentChangeListener} listener
 * @returns {() => boolean}
 */
export function onContentChange(listener) {
  state.listeners.add(listener)
  return () => state.listeners.delete(listener)
}

/**
 * Where changes go to the other instances (the invalidation bus), if anywhere.
 * @param {ContentChangePublisher} publish
 */
export function setContentChangePublisher(publish) {
  state.publish = publish
}

/**
 * Drops what this process cached of these models; unless the change came from another instance,
 * tells the others too. Returns how many cached entries were dropped or marked stale.
 * @param {string[]} models @param {{ fromOtherInstance?: boolean }} [options]
 * @returns {number}
 */
export function contentChanged(models, { fromOtherInstance = false } = {}) {
  let count = 0
  for (const listener of state.listeners) count += Number(listener(models) ?? 0)
  if (!fromOtherInstance && state.publish) state.publish(models).catch(() => {})
  return count
}
