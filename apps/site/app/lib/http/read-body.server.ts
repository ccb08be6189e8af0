/**
 * A request body, read up to `maxBytes`: the declared Content-Length is checked first (a body
 * declared too large is not read at all), then the bytes that really come are counted and the
 * reading stops at the cap. Null when the body is too large.
 */
export async function readCappedBody(request: Request, maxBytes: number): Promise<Buffer | null> {
  const declared = request.headers.get('content-length')
  if (declared !== null && !(Number(declared) <= maxBytes)) return null
  if (!request.body) return Buffer.alloc(0)
  const reader = request.body.getReader()
  const parts: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > maxBytes) {
      await reader.cancel()
      return null
    }
    parts.push(value)
  }
  return Buffer.concat(parts)
}
