import sharp from 'sharp'

/**
 * PNG and JPEG copies of the site's SVG drawings, written at build time: home-screen icons and
 * link previews need bitmaps (apps ignore SVG there), and drawing them from the SVG sources keeps
 * one source per picture. sharp is already the build's image library (Astro's image service).
 */
export async function rasterResponse(
  svg: string,
  size: { width: number; height: number },
  format: 'png' | 'jpeg',
): Promise<Response> {
  const image = sharp(Buffer.from(svg)).resize(size.width, size.height)
  const body =
    format === 'png'
      ? await image.png({ compressionLevel: 9 }).toBuffer()
      : await image.jpeg({ quality: 82, mozjpeg: true }).toBuffer()
  return new Response(new Uint8Array(body), { headers: { 'Content-Type': `image/${format}` } })
}
