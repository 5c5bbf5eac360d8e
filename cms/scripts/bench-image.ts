// The CMS image's weight for `npm run bench`: what cms/Dockerfile copies on top of the base image,
// i.e. Next's standalone server with its static files (scripts/standalone.ts), measured on disk
// after a build. Docker itself does not run here, so the layer is measured as the folder it copies.
import { lstatSync, readdirSync } from 'node:fs'
import path from 'node:path'

import { prepareStandalone } from './standalone.ts'

/** The image budget of docs and README: what the runtime stage copies, base image and ffmpeg aside. */
const GOAL_MB = 150

/** Bytes of the files under `dir`, links counted as links (COPY keeps pnpm's links as they are). */
export function folderBytes(dir: string): number {
  let bytes = 0
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name)
    bytes += entry.isDirectory() ? folderBytes(file) : lstatSync(file).size
  }
  return bytes
}

/** The bench's lines about the image, in Mo of 10⁶ bytes (as `docker image ls` counts). */
export function imageWeight(): string[] {
  const megabytes = Math.round(folderBytes(prepareStandalone()) / 1e6)
  return [
    `Image du CMS : ${megabytes} Mo copiés (objectif ≤ ${GOAL_MB} Mo)`,
    'Image du CMS : ffmpeg vient du paquet Debian (couche apt de l’image, non comptée ci-dessus)',
  ]
}

if (import.meta.main) for (const line of imageWeight()) console.log(line)
