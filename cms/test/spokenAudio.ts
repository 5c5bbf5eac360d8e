import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

/**
 * Recordings as phones and apps make them, made here by ffmpeg (which `npm test` installs): a voice
 * stands in as a tone that changes pitch, so that every encoder has something to encode.
 */
const dir = mkdtempSync(path.join(tmpdir(), 'commune-recordings-'))

const CONTAINERS = {
  wav: ['-c:a', 'pcm_s16le'],
  ogg: ['-c:a', 'libopus', '-b:a', '32k'],
  webm: ['-c:a', 'libopus', '-b:a', '32k'],
  m4a: ['-c:a', 'aac', '-b:a', '48k'],
  mp3: ['-c:a', 'libmp3lame', '-b:a', '64k'],
} as const
export type Container = keyof typeof CONTAINERS

export const MIME_OF: Record<Container, string> = {
  wav: 'audio/wav',
  ogg: 'audio/ogg',
  webm: 'audio/webm',
  m4a: 'audio/mp4',
  mp3: 'audio/mpeg',
}

/** `seconds` of a voice-like sound in `container`, as bytes. */
export function recordingBytes(container: Container, seconds: number, extra: string[] = []): Buffer {
  const file = path.join(dir, `${container}-${seconds}-${extra.join('')}.${container}`)
  execFileSync('ffmpeg', [
    '-loglevel',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    `sine=frequency=220:beep_factor=3:duration=${seconds}:sample_rate=48000`,
    '-ac',
    '1',
    ...CONTAINERS[container],
    ...extra,
    file,
  ])
  return readFileSync(file)
}

/** What ffmpeg reads of a served file: its codec line (« Audio: opus, 48000 Hz, mono … »). */
export function audioStreamOf(bytes: Buffer, name: string): string {
  const file = path.join(dir, `served-${name}`)
  writeFileSync(file, bytes)
  try {
    execFileSync('ffmpeg', ['-hide_banner', '-i', file], { encoding: 'utf8', stdio: 'pipe' })
  } catch (error) {
    // ffmpeg with no output file exits 1 after describing its input, which is what is wanted.
    const stderr = String((error as { stderr?: string }).stderr ?? '')
    return (
      stderr
        .split('\n')
        .find((line) => line.includes('Audio:'))
        ?.trim() ?? stderr
    )
  }
  return ''
}
