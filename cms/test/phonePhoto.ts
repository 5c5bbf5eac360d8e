import sharp from 'sharp'

let made: Promise<Buffer> | undefined

/**
 * A 12-megapixel phone photo (4000 × 3000 JPEG, about 6 MB), as the contract tests and the site's
 * browser tests send it (docs/product/staff-screens.md): taken with the phone turned, so stored landscape with EXIF
 * orientation 6 (turn 90° clockwise), and with the place it was taken in GPS tags. Pixels that do
 * not compress keep it at a phone's weight. Made once per test file, in under a second.
 */
export function phonePhoto(): Promise<Buffer> {
  made ??= (async () => {
    const [width, height] = [4000, 3000]
    const pixels = Buffer.alloc(width * height * 3)
    for (let i = 0; i < pixels.length; i++) pixels[i] = Math.imul(i, 2654435761) >>> 24
    return sharp(pixels, { raw: { width, height, channels: 3 } })
      .jpeg({ quality: 80 })
      .withMetadata({ orientation: 6 })
      .withExif({
        IFD0: { Make: 'Tecno', Model: 'Spark 10' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '14/1 41/1 0/1',
          GPSLongitudeRef: 'W',
          GPSLongitude: '17/1 26/1 0/1',
        },
      })
      .toBuffer()
  })()
  return made
}
