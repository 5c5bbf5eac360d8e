'use client'

import { Button } from '@payloadcms/ui'
import { type CSSProperties, useCallback, useEffect, useRef, useSyncExternalStore } from 'react'
import { SPOKEN_MESSAGES } from 'shared-types'

import { formatClock, type MicrophoneAccess, microphoneAccess } from './take'
import { type RecorderState, useTakeRecorder } from './useTakeRecorder'
import { RECORDER_WORDS as WORDS } from './words'

/** Whether this page may record; « unknown » while the server renders (it cannot tell). */
const useMicrophoneAccess = (): MicrophoneAccess | 'unknown' =>
  useSyncExternalStore(
    () => () => undefined,
    () => microphoneAccess({ isSecureContext: window.isSecureContext, navigator, MediaRecorder: window.MediaRecorder }),
    () => 'unknown',
  )

/** What the status line says at each step; a refusal is said by the alert line instead. */
function statusOf(state: RecorderState): string {
  switch (state.step) {
    case 'asking':
      return WORDS.asking
    case 'recorded':
      return (state.take.stoppedAtLimit ? WORDS.stoppedAtLimit : WORDS.recorded)(formatClock(state.take.seconds))
    case 'kept':
      return WORDS.kept
    default:
      return ''
  }
}

/** The same file, even renamed in Payload's file name box (a renamed file is a new File). */
const isSameFile = (chosen: unknown, take: File) =>
  chosen instanceof File && chosen.size === take.size && chosen.lastModified === take.lastModified

/**
 * MediaRecorder's WebM carries no length, so a player would show none and could not seek: asking
 * for the far end makes the browser read the whole take and learn it, then the player goes back.
 */
function revealLength(audio: HTMLAudioElement) {
  if (Number.isFinite(audio.duration)) return
  const rewind = () => {
    audio.removeEventListener('timeupdate', rewind)
    audio.currentTime = 0
  }
  audio.addEventListener('timeupdate', rewind)
  audio.currentTime = Number.MAX_SAFE_INTEGER
}

const box: CSSProperties = {
  margin: 'var(--base) 0',
  padding: 'calc(var(--base) * 0.75)',
  border: '1px solid var(--theme-elevation-150)',
  borderRadius: 'var(--style-radius-m)',
}
const row: CSSProperties = { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 'calc(var(--base) / 2)' }
const meter: CSSProperties = {
  display: 'inline-block',
  width: '8rem',
  height: '0.5rem',
  overflow: 'hidden',
  borderRadius: 'var(--style-radius-s)',
  background: 'var(--theme-elevation-150)',
}
const meterBar: CSSProperties = {
  display: 'block',
  height: '100%',
  background: 'var(--theme-success-500)',
  transform: 'scaleX(0)',
  transformOrigin: 'left',
}

type Props = {
  /** Payload's upload offers to choose a file now: a take may be started. */
  canStart: boolean
  /** The form's file (Payload's `file` field), to notice a kept take removed or replaced. */
  chosen: unknown
  onKeep: (take: File) => void
  /** Takes the kept take back out of the form. */
  onWithdraw: () => void
}

/**
 * Records a spoken version from the microphone, beside Payload's file input
 * (docs/product/spoken.md#recording): « Enregistrer », « Arrêter » with the time and the
 * microphone's level, « Réécouter », then « Garder cet enregistrement » (the take becomes the
 * document's file, sent by the usual save) or « Recommencer ». Each step moves the focus to its
 * first control and says itself in a status line, so that it is used with the keyboard and a
 * screen reader alike; the running clock is not read aloud, lest the reader speak into the take.
 */
export function VoiceRecorder({ canStart, chosen, onKeep, onWithdraw }: Props) {
  const access = useMicrophoneAccess()
  const bar = useRef<HTMLSpanElement>(null)
  const showLevel = useCallback((level: number) => {
    if (bar.current) bar.current.style.transform = `scaleX(${level})`
  }, [])
  const { state, start, stop, keep, discard } = useTakeRecorder(showLevel)
  const stopButton = useRef<HTMLButtonElement>(null)
  const player = useRef<HTMLAudioElement>(null)

  // The kept take reaches the form a render later; once there, its removal or replacement
  // (Payload's own « x », another file chosen) brings the recorder back to its start.
  const takeInForm = useRef(false)
  useEffect(() => {
    if (state.step !== 'kept') takeInForm.current = false
    else if (isSameFile(chosen, state.take.file)) takeInForm.current = true
    else if (takeInForm.current) discard()
  }, [chosen, state, discard])

  useEffect(() => {
    if (state.step === 'recording') stopButton.current?.focus()
    if (state.step === 'recorded' || state.step === 'kept') player.current?.focus()
  }, [state.step])

  if (access === 'unknown' || (!canStart && state.step === 'idle')) return null

  const take = state.step === 'recorded' || state.step === 'kept' ? state.take : null
  const redo = () => {
    if (state.step === 'kept') onWithdraw()
    void start()
  }
  const keepTake = () => {
    const file = keep()
    if (file) onKeep(file)
  }

  return (
    <fieldset className="voice-recorder" style={box}>
      <legend className="field-label" style={{ padding: '0 0.25rem' }}>
        {WORDS.title}
      </legend>
      {access === 'available' ? (
        <>
          <p style={{ margin: '0 0 calc(var(--base) / 2)', color: 'var(--theme-elevation-650)' }}>{WORDS.hint}</p>
          {state.step === 'recording' ? (
            <div style={row}>
              <Button buttonStyle="primary" margin={false} onClick={stop} ref={stopButton} size="medium">
                {WORDS.stop}
              </Button>
              <span aria-hidden="true" style={meter} title={WORDS.level}>
                <span ref={bar} style={meterBar} />
              </span>
            </div>
          ) : take ? (
            <>
              <p style={{ margin: 0 }}>{WORDS.listen}</p>
              {/* biome-ignore lint/a11y/useMediaCaption: the clerk hears back what she has just said; the page's French text is its transcript. */}
              <audio
                aria-label={WORDS.listen}
                controls
                onLoadedMetadata={(event) => revealLength(event.currentTarget)}
                preload="metadata"
                ref={player}
                src={take.url}
                style={{ display: 'block', width: '100%', maxWidth: '28rem', margin: '0.25rem 0 0.5rem' }}
              />
              <div style={row}>
                {state.step === 'recorded' ? (
                  <Button buttonStyle="primary" margin={false} onClick={keepTake} size="medium">
                    {WORDS.keep}
                  </Button>
                ) : null}
                <Button buttonStyle="secondary" margin={false} onClick={redo} size="medium">
                  {WORDS.redo}
                </Button>
              </div>
            </>
          ) : (
            <Button
              buttonStyle="secondary"
              disabled={state.step === 'asking'}
              margin={false}
              onClick={() => void start()}
              size="medium"
            >
              {WORDS.start}
            </Button>
          )}
        </>
      ) : (
        <p style={{ margin: '0.25rem 0 0' }}>
          {access === 'insecure' ? SPOKEN_MESSAGES.insecureContext : WORDS.unsupported}
        </p>
      )}
      <p role="status" style={{ margin: statusOf(state) || state.step === 'recording' ? '0.5rem 0 0' : 0 }}>
        {state.step === 'recording' ? (
          <>
            {WORDS.recording('')}
            <span role="timer" aria-live="off">
              {formatClock(state.seconds)}
            </span>
          </>
        ) : (
          statusOf(state)
        )}
      </p>
      <p role="alert" style={{ margin: state.step === 'failed' ? '0.5rem 0 0' : 0, color: 'var(--theme-error-750)' }}>
        {state.step === 'failed' ? state.problem : ''}
      </p>
    </fieldset>
  )
}
