import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { Core } from '@strapi/strapi'
import sharp from 'sharp'

const PALETTE = [
  ['#0b4f6c', '#01baef'],
  ['#3d2c8d', '#916bbf'],
  ['#1b4332', '#52b788'],
  ['#7f1d1d', '#f97316'],
  ['#1e3a8a', '#60a5fa'],
  ['#334155', '#94a3b8'],
  ['#831843', '#f472b6'],
  ['#713f12', '#facc15'],
]

function artwork(index: number, width: number, height: number, label?: string) {
  const [from, to] = PALETTE[index % PALETTE.length]
  const circles = Array.from({ length: 5 }, (_, i) => {
    const r = ((index * 37 + i * 53) % 40) + 20
    const cx = ((index * 71 + i * 131) % 100) / 100
    const cy = ((index * 29 + i * 97) % 100) / 100
    return `<circle cx="${cx * width}" cy="${cy * height}" r="${(r / 100) * height}" fill="#fff" fill-opacity="0.12"/>`
  }).join('')
  const text = label
    ? `<text x="50%" y="54%" text-anchor="middle" dominant-baseline="middle" font-family="DejaVu Sans, sans-serif" font-weight="bold" font-size="${height * 0.36}" fill="#fff">${label}</text>`
    : ''
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/>${circles}${text}</svg>`,
  )
}

/** Generates an image with sharp and stores it through the upload plugin, as an editor's upload would be. */
export async function uploadGeneratedImage(
  strapi: Core.Strapi,
  { name, index, width, height, label, alt }: { name: string; index: number; width: number; height: number; label?: string; alt: string },
): Promise<number> {
  const existing = await strapi.db.query('plugin::upload.file').findOne({ where: { name: `${name}.jpg` }, select: ['id'] })
  if (existing) return existing.id

  const dir = await mkdtemp(path.join(os.tmpdir(), 'talentstad-seed-'))
  try {
    const filepath = path.join(dir, `${name}.jpg`)
    await writeFile(
      filepath,
      await sharp(artwork(index, width, height, label))
        .jpeg({ quality: 72, mozjpeg: true })
        .toBuffer(),
    )
    const { size } = await stat(filepath)
    const [file] = await strapi
      .plugin('upload')
      .service('upload')
      .upload({
        data: { fileInfo: { name: `${name}.jpg`, alternativeText: alt, caption: '' } },
        files: { filepath, originalFilename: `${name}.jpg`, mimetype: 'image/jpeg', size },
      })
    return file.id
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}
