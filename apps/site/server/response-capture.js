// @ts-check
// One way to keep a copy of a rendered answer: the anonymous page cache (server/page-cache.js) and
// the member page cache (app/lib/cms/member-pages.server.ts) both take what a route writes this way.

/** @typedef {(error?: Error | null) => void} WriteCallback */

/**
 * Collects what the route writes to `res` (before compression, which sits outside) while passing
 * it on unchanged, and calls `onClose` once when the response closes: with the body, or with
 * undefined when it grew larger than `maxBytes` (then nothing more is held).
 * @param {import('express').Response} res
 * @param {number} maxBytes
 * @param {(body: Buffer | undefined) => void} onClose
 * @returns {void}
 */
export function captureResponse(res, maxBytes, onClose) {
  /** @type {Buffer[]} */
  let chunks = []
  let length = 0
  let tooLarge = false
  /**
   * @param {unknown} chunk what `write` or `end` was given (a string, a Buffer or a Uint8Array; `end`'s
   *   callback may take its place)
   * @param {unknown} encoding
   */
  const collect = (chunk, encoding) => {
    if (chunk == null || typeof chunk === 'function' || tooLarge) return
    const buffer = Buffer.isBuffer(chunk)
      ? chunk
      : chunk instanceof Uint8Array
        ? Buffer.from(chunk)
        : Buffer.from(String(chunk), typeof encoding === 'string' ? /** @type {BufferEncoding} */ (encoding) : 'utf8')
    length += buffer.length
    if (length > maxBytes) {
      tooLarge = true
      chunks = []
    } else chunks.push(buffer)
  }
  // Node types `write` and `end` as overloads (a callback may take the encoding's place): the
  // originals get the arguments as they came.
  const write = /** @type {(...args: unknown[]) => boolean} */ (res.write)
  const end = /** @type {(...args: unknown[]) => import('express').Response} */ (res.end)
  /** @param {unknown} chunk @param {BufferEncoding | WriteCallback} [encoding] @param {WriteCallback} [callback] */
  res.write = function (chunk, encoding, callback) {
    collect(chunk, encoding)
    return write.call(this, chunk, encoding, callback)
  }
  /** @param {unknown} chunk @param {BufferEncoding | WriteCallback} [encoding] @param {WriteCallback} [callback] */
  res.end = function (chunk, encoding, callback) {
    collect(chunk, encoding)
    return end.call(this, chunk, encoding, callback)
  }
  res.once('close', () => onClose(tooLarge ? undefined : Buffer.concat(chunks)))
}
