/**
 * What AVIF buys over WebP for the commune's pictures: both encoded by sharp at Astro's defaults
 * (its image service passes no quality unless a page asks), at the widths the pages request most.
 * Prints bytes and encoding time per format; gates nothing.
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import sharp from 'sharp'

/** The card and detail widths most pages ask for (see the `widths` of CmsImage's callers). */
const WIDTHS = [360, 800, 1600]

export interface FormatFigure {
  format: 'avif' | 'webp' | 'jpeg'
  kilobytes: number
  seconds: number
}

/** Encodes every original upload (not the CMS's own resized copies) of `mediaDir` at each width. */
export async function compareImageFormats(mediaDir: string): Promise<{ pictures: number; figures: FormatFigure[] }> {
  const originals = readdirSync(mediaDir).filter(
    (name) => /\.(jpe?g|png|webp)$/i.test(name) && !/-\d+x\d+\.\w+$/.test(name),
  )
  const figures: FormatFigure[] = []
  for (const format of ['avif', 'webp', 'jpeg'] as const) {
    let bytes = 0
    const started = performance.now()
    for (const name of originals) {
      const input = readFileSync(path.join(mediaDir, name))
      for (const width of WIDTHS) {
        const output = await sharp(input).resize({ width, withoutEnlargement: true }).toFormat(format).toBuffer()
        bytes += output.length
      }
    }
    figures.push({
      format,
      kilobytes: Math.round(bytes / 1024),
      seconds: Number(((performance.now() - started) / 1000).toFixed(1)),
    })
  }
  return { pictures: originals.length, figures }
}

if (import.meta.main) {
  const dir = process.argv[2]
  if (!dir) throw new Error('usage : image-formats.ts <dossier des médias du CMS>')
  const { pictures, figures } = await compareImageFormats(dir)
  console.log(`${pictures} images × ${WIDTHS.length} largeurs`)
  console.table(figures)
}
