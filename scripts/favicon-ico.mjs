// Writes favicon.ico for the site (apps/site/public) and the CMS (apps/cms, strapi::favicon) from
// the site's favicon.svg, the logo's mark: PNG images of 16, 32 and 48 px in one ICO file (the form
// every browser and feed reader takes at /favicon.ico). Run again after the mark changes:
// `node scripts/favicon-ico.mjs`.
import { readFileSync, writeFileSync } from 'node:fs'
import sharp from 'sharp'
import { root } from './lib.mjs'

const SIZES = [16, 32, 48]
const svg = readFileSync(`${root}/apps/site/public/favicon.svg`)
const images = await Promise.all(
  SIZES.map((size) =>
    sharp(svg, { density: (72 * size) / 28 })
      .resize(size, size)
      .png({ compressionLevel: 9 })
      .toBuffer(),
  ),
)

// ICO: a 6-byte header, a 16-byte entry per image, then the images (PNG inside ICO since Windows Vista).
const header = Buffer.alloc(6)
header.writeUInt16LE(0, 0) // reserved
header.writeUInt16LE(1, 2) // type: icon
header.writeUInt16LE(images.length, 4)
let offset = header.length + 16 * images.length
const entries = images.map((image, index) => {
  const entry = Buffer.alloc(16)
  entry.writeUInt8(SIZES[index] % 256, 0) // width (0 means 256)
  entry.writeUInt8(SIZES[index] % 256, 1) // height
  entry.writeUInt8(0, 2) // no palette
  entry.writeUInt8(0, 3) // reserved
  entry.writeUInt16LE(1, 4) // colour planes
  entry.writeUInt16LE(32, 6) // bits per pixel
  entry.writeUInt32LE(image.length, 8)
  entry.writeUInt32LE(offset, 12)
  offset += image.length
  return entry
})
const ico = Buffer.concat([header, ...entries, ...images])
for (const file of ['apps/site/public/favicon.ico', 'apps/cms/favicon.ico']) {
  writeFileSync(`${root}/${file}`, ico)
  console.log(`${file}: ${ico.length} bytes`)
}
