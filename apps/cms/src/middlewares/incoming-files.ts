import { errors } from '@strapi/utils'
import { UPLOAD_MESSAGES } from '@talentstad/types'
import { incomingFiles, removeIncomingFiles } from '../lib/image-upload'
import type { MultipartRoute } from '../lib/multipart-routes'
import { BODY_PARSED, MULTIPART_ROUTE } from './multipart-guard'

type Ctx = { request: { files?: Record<string, unknown> }; state: Record<string, unknown> }

/**
 * Right after Strapi's body parser (config/middlewares.ts): every file the parser wrote for this
 * request is removed once the request is answered, whatever its field name, route or status (401,
 * 403, 404, a thrown error). Strapi removes only the field `files`; a controller that keeps a file
 * stores a copy through the upload plugin first. More files than the route takes is 400.
 */
export default () => async (ctx: Ctx, next: () => Promise<unknown>) => {
  ctx.state[BODY_PARSED] = true
  const files = incomingFiles(ctx)
  if (files.length === 0) return next()
  try {
    const route = ctx.state[MULTIPART_ROUTE] as MultipartRoute | undefined
    if (route && files.length > route.maxFiles) {
      throw new errors.ValidationError(UPLOAD_MESSAGES.tooManyFiles, { code: 'upload', maxFiles: route.maxFiles })
    }
    return await next()
  } finally {
    await removeIncomingFiles(files)
  }
}
