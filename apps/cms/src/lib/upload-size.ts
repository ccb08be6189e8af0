/**
 * The largest file the upload plugin takes (the admin panel's media library): UPLOAD_SIZE_LIMIT,
 * 5 MB by default. One definition for the plugin's config and the multipart limits.
 */
export function uploadSizeLimit(): number {
  const value = Number(process.env.UPLOAD_SIZE_LIMIT)
  return Number.isInteger(value) && value > 0 ? value : 5 * 1024 * 1024
}
