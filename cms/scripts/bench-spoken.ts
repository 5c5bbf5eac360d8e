// The weight of a spoken version as citizens get it (docs/product/spoken.md#recording): one minute of a
// sound harder to compress than a voice (pink noise, hissing like a noisy phone) uploaded to the running
// CMS, converted by its job, each served file's size per minute printed against the 250 Ko budget.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

const BUDGET_BYTES = 250 * 1000

export async function spokenWeight(cmsUrl: string, token: string): Promise<string[]> {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-spoken-'))
  try {
    const wav = path.join(dir, 'minute.wav')
    execFileSync('ffmpeg', [
      '-loglevel',
      'error',
      '-f',
      'lavfi',
      '-i',
      'anoisesrc=color=pink:duration=60:amplitude=0.3',
      '-ac',
      '1',
      wav,
    ])
    const form = new FormData()
    form.append('_payload', JSON.stringify({ title: 'Mesure', language: 'wo' }))
    form.append('file', new File([readFileSync(wav)], 'minute.wav', { type: 'audio/wav' }))
    const headers = { Authorization: `Bearer ${token}` }
    const created = await fetch(`${cmsUrl}/api/recordings`, { method: 'POST', headers, body: form })
    if (!created.ok) throw new Error(`envoi refusé : ${created.status}`)
    const { doc } = (await created.json()) as { doc: { id: number } }
    const started = performance.now()
    for (;;) {
      const recording = (await (await fetch(`${cmsUrl}/api/recordings/${doc.id}`, { headers })).json()) as {
        conversion: string
        listening?: { format: string; bytes: number }[]
      }
      if (recording.conversion === 'failed') throw new Error('conversion échouée')
      if (recording.conversion === 'ready') {
        const seconds = ((performance.now() - started) / 1000).toFixed(1)
        return [
          `Spoken version, one minute converted in ${seconds} s (budget ${BUDGET_BYTES / 1000} Ko a minute as served):`,
          ...(recording.listening ?? []).map(
            (file) =>
              `  ${file.format}: ${(file.bytes / 1000).toFixed(0)} Ko a minute ${file.bytes <= BUDGET_BYTES ? '(within)' : '(OVER BUDGET)'}`,
          ),
        ]
      }
      if (performance.now() - started > 60_000) throw new Error('conversion trop longue')
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
