import { execFile } from 'node:child_process'
import { accessSync, constants } from 'node:fs'
import path from 'node:path'

import { RECORDING_LIMITS, SPOKEN_FORMATS, type SpokenFormat } from 'shared-types'

/**
 * The converter of spoken versions (docs/product/spoken.md#recording): ffmpeg, a program rather
 * than a library, since no maintained JavaScript package decodes Opus, AAC and MP3 and encodes Opus
 * and MP3 (ffmpeg.wasm is 30 MB and ten times slower). Where it comes from: FFMPEG_PATH, else the
 * `ffmpeg` on PATH (Debian's package, which `npm test`, `npm start` and the Docker image install),
 * else the binary `scripts/ensure-system.mjs` installs from the npm registry when it cannot use apt.
 */
const NPM_FALLBACK = ['.tools', 'ffmpeg', 'node_modules', '@ffmpeg-installer', 'linux-x64', 'ffmpeg']

const isExecutable = (file: string): boolean => {
  try {
    accessSync(file, constants.X_OK)
    return true
  } catch {
    return false
  }
}

export function ffmpegPath(env: NodeJS.ProcessEnv = process.env): string {
  if (env.FFMPEG_PATH) return env.FFMPEG_PATH
  const onPath = (env.PATH ?? '')
    .split(path.delimiter)
    .map((dir) => path.join(dir, 'ffmpeg'))
    .find((file) => file !== 'ffmpeg' && isExecutable(file))
  if (onPath) return onPath
  // The CMS runs from cms/ (npm start, the tests) or from the repository's root.
  for (const root of [process.cwd(), path.dirname(process.cwd())]) {
    // turbopackIgnore: a path known at run time only, which the standalone build must not trace.
    const fallback = path.join(/* turbopackIgnore: true */ root, ...NPM_FALLBACK)
    if (isExecutable(fallback)) return fallback
  }
  return 'ffmpeg'
}

/** A run of ffmpeg: its exit code and what it printed on stderr (where it reports everything). */
function run(args: string[], timeoutMs: number): Promise<{ code: number; stderr: string }> {
  return new Promise((resolve, reject) => {
    execFile(
      ffmpegPath(),
      ['-hide_banner', '-nostdin', ...args],
      { timeout: timeoutMs, maxBuffer: 8 * 1024 * 1024, encoding: 'utf8' },
      (error, _stdout, stderr) => {
        if (error && (error as NodeJS.ErrnoException).code === 'ENOENT') {
          reject(new Error(`ffmpeg est introuvable (${ffmpegPath()}) : lancez « npm start » ou installez ffmpeg`))
          return
        }
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0
        resolve({ code, stderr })
      },
    )
  })
}

/** What decoding a file tells: no sound at all, not decodable, or its length in seconds. */
export type Probe = { kind: 'unreadable' } | { kind: 'silent' } | { kind: 'audio'; seconds: number }

const seconds = (clock: string): number => {
  const [hours = 0, minutes = 0, rest = 0] = clock.split(':').map(Number)
  return hours * 3600 + minutes * 60 + rest
}

/**
 * Decodes the first audio stream to nothing, to measure it: a header's duration can lie (and
 * Chromium's WebM has none). Decoding stops a second past the limit, so a long file costs little.
 */
export async function probeRecording(file: string): Promise<Probe> {
  const { code, stderr } = await run(
    ['-i', file, '-map', '0:a:0', '-t', String(RECORDING_LIMITS.maxSeconds + 1), '-f', 'null', '-'],
    120_000,
  )
  if (/matches no streams|does not contain any stream/.test(stderr)) return { kind: 'silent' }
  const times = [...stderr.matchAll(/time=(\d+:\d{2}:\d{2}(?:\.\d+)?)/g)].map((match) => seconds(match[1] ?? ''))
  if (code !== 0 || times.length === 0) return { kind: 'unreadable' }
  return { kind: 'audio', seconds: Math.max(...times) }
}

/** Each served format's encoder settings: mono speech, metadata (a phone's name, a place) dropped. */
const ENCODERS: Record<SpokenFormat, string[]> = {
  opus: ['-c:a', 'libopus', '-b:a', '24k', '-vbr', 'constrained', '-application', 'voip', '-ar', '48000'],
  mp3: ['-c:a', 'libmp3lame', '-b:a', '32k', '-ar', '22050'],
}

/** Writes every served format of `input` into `outputs` (a path by format), in one decoding. */
export async function convertRecording(input: string, outputs: Record<SpokenFormat, string>): Promise<void> {
  const args = ['-y', '-i', input]
  for (const { format } of SPOKEN_FORMATS) {
    args.push('-map', '0:a:0', '-ac', '1', '-map_metadata', '-1', ...ENCODERS[format], outputs[format])
  }
  const { code, stderr } = await run(args, 600_000)
  if (code !== 0) throw new Error(`ffmpeg a échoué : ${stderr.trim().split('\n').slice(-3).join(' ')}`)
}
