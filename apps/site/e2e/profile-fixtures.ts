import sharp from 'sharp'

/** Real images made on the spot (no binary fixtures in the repository). */
export async function pngFixture(width = 64, height = 64) {
  return sharp({ create: { width, height, channels: 4, background: { r: 13, g: 92, b: 99, alpha: 1 } } }).png().toBuffer()
}

export async function jpegFixture(width = 320, height = 240) {
  return sharp({ create: { width, height, channels: 3, background: { r: 255, g: 210, b: 63 } } }).jpeg().toBuffer()
}
