/**
 * The spoken version the browser tests listen to (docs/product/spoken.md#listening): the global setup
 * records one in Wolof through the CMS's API as staff would, waits for its conversion and gives it to
 * a procedure before the site is built. spoken.spec.ts plays it; the budgets measure its page.
 */

/** The procedure that gets the recording: the first-run content's birth extract. */
export const SPOKEN_PROCEDURE = "Extrait d'acte de naissance"
/** The recording's summary, written in Wolof under its button. */
export const SPOKEN_SUMMARY = 'Kayit yi nga war a indi ci meeri bi.'
/** Long enough to be heard playing and paused while the tests look. */
const SECONDS = 20

interface Account {
  email: string
  password: string
}

/**
 * What a phone records, made here: a WAV file (16-bit mono PCM at 8 kHz) of a tone whose pitch moves
 * like a voice, so that the encoders have something to encode.
 */
export function voiceWav(seconds = SECONDS, rate = 8000): Buffer {
  const samples = seconds * rate
  const wav = Buffer.alloc(44 + samples * 2)
  wav.write('RIFF', 0)
  wav.writeUInt32LE(36 + samples * 2, 4)
  wav.write('WAVEfmt ', 8)
  wav.writeUInt32LE(16, 16)
  wav.writeUInt16LE(1, 20) // PCM
  wav.writeUInt16LE(1, 22) // mono
  wav.writeUInt32LE(rate, 24)
  wav.writeUInt32LE(rate * 2, 28)
  wav.writeUInt16LE(2, 32)
  wav.writeUInt16LE(16, 34)
  wav.write('data', 36)
  wav.writeUInt32LE(samples * 2, 40)
  let phase = 0
  for (let i = 0; i < samples; i++) {
    const t = i / rate
    phase += (2 * Math.PI * (180 + 60 * Math.sin(2 * Math.PI * 1.5 * t))) / rate
    const syllable = 0.55 + 0.45 * Math.sin(2 * Math.PI * 3 * t)
    wav.writeInt16LE(Math.round(12_000 * syllable * Math.sin(phase)), 44 + i * 2)
  }
  return wav
}

interface RecordingDoc {
  id: number
  conversion?: string | null
  conversionError?: string | null
}

/** Records a version in `language`, and waits until it is ready to play. */
async function recordReady(cmsUrl: string, token: string, language: string): Promise<RecordingDoc> {
  const headers = { Authorization: `Bearer ${token}` }
  const form = new FormData()
  form.append(
    '_payload',
    JSON.stringify({ title: `${SPOKEN_PROCEDURE} — ${language}`, language, summary: SPOKEN_SUMMARY }),
  )
  form.append(
    'file',
    new File([new Uint8Array(voiceWav())], `extrait-naissance-${language}.wav`, { type: 'audio/wav' }),
  )
  const created = await fetch(`${cmsUrl}/api/recordings`, { method: 'POST', headers, body: form })
  if (created.status !== 201) throw new Error(`enregistrement refusé : ${created.status} ${await created.text()}`)
  const { doc } = (await created.json()) as { doc: RecordingDoc }

  const deadline = Date.now() + 60_000
  let recording = doc
  while (recording.conversion === 'pending' && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 250))
    recording = (await (await fetch(`${cmsUrl}/api/recordings/${doc.id}?depth=0`)).json()) as RecordingDoc
  }
  if (recording.conversion !== 'ready')
    throw new Error(`conversion de l’enregistrement : ${recording.conversion} ${recording.conversionError ?? ''}`)
  return recording
}

/**
 * Records a version per language (Wolof for the browser tests; Wolof and Pulaar for the bench's
 * Lighthouse run), waits until they are ready to play, gives them to SPOKEN_PROCEDURE, and returns
 * that procedure's id.
 */
export async function addSpokenVersion(cmsUrl: string, admin: Account, languages = ['wo']): Promise<number> {
  const login = await fetch(`${cmsUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(admin),
  })
  const { token } = (await login.json()) as { token: string }
  const headers = { Authorization: `Bearer ${token}` }
  const recordings = []
  for (const language of languages) recordings.push(await recordReady(cmsUrl, token, language))

  const found = await fetch(
    `${cmsUrl}/api/procedures?depth=0&limit=1&where[title][equals]=${encodeURIComponent(SPOKEN_PROCEDURE)}`,
  )
  const procedure = ((await found.json()) as { docs: { id: number }[] }).docs[0]
  if (!procedure) throw new Error(`démarche « ${SPOKEN_PROCEDURE} » absente`)
  const attached = await fetch(`${cmsUrl}/api/procedures/${procedure.id}`, {
    method: 'PATCH',
    headers: { ...headers, 'Content-Type': 'application/json' },
    body: JSON.stringify({ spokenVersions: recordings.map((recording) => recording.id) }),
  })
  if (!attached.ok) throw new Error(`version parlée refusée : ${attached.status} ${await attached.text()}`)
  return procedure.id
}
