// koa2-ratelimit ships no types: what src/lib/koa-rate-limit-store.ts and its test use.
declare module 'koa2-ratelimit' {
  export const RateLimit: {
    /** Throws when `store` is not a koa2-ratelimit store. */
    middleware(options: { store: object; interval?: number | Record<string, number>; max?: number }): unknown
  }
  export const Stores: {
    Store: abstract new () => object
  }
}
