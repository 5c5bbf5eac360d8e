'use client'

import { useCallback, useEffect, useRef, useState } from 'react'

import { followLevel } from './level'
import { MAX_TAKE_SECONDS, RECORDER_BITS_PER_SECOND, microphoneProblem, recorderType, takeFile } from './take'

/** A finished take: the file the form will send, the address the player reads it from, its length. */
export interface Take {
  file: File
  url: string
  seconds: number
  /** Stopped by the ten-minute limit rather than by the clerk. */
  stoppedAtLimit: boolean
}

export type RecorderState =
  | { step: 'idle' }
  | { step: 'asking' }
  | { step: 'recording'; seconds: number }
  | { step: 'recorded'; take: Take }
  | { step: 'kept'; take: Take }
  | { step: 'failed'; problem: string }

/** What a take in progress holds: released (microphone off, timers stopped) as soon as it ends. */
interface Session {
  recorder: MediaRecorder
  stream: MediaStream
  startedAt: number
  timer: number
  stopLevel: () => void
  stoppedAtLimit: boolean
  /** The take's length when « Arrêter » was pressed (the recorder hands its last bytes over later). */
  seconds?: number
}

const secondsSince = (startedAt: number) => (performance.now() - startedAt) / 1000

/**
 * One take at a time from the microphone (docs/product/spoken.md#recording), with MediaRecorder:
 * start, stop (by the clerk, or at ten minutes), keep or start again. `showLevel` receives the
 * microphone's level while recording. The microphone is released when a take ends, so the
 * browser's « micro en cours d’utilisation » goes away, and when the component leaves the page.
 */
export function useTakeRecorder(showLevel: (level: number) => void) {
  const [state, setState] = useState<RecorderState>({ step: 'idle' })
  const session = useRef<Session | null>(null)
  const takeUrl = useRef<string | null>(null)
  const mounted = useRef(true)

  const release = useCallback(() => {
    const current = session.current
    if (!current) return
    session.current = null
    window.clearInterval(current.timer)
    current.stopLevel()
    for (const track of current.stream.getTracks()) track.stop()
  }, [])

  const forgetTake = useCallback(() => {
    if (takeUrl.current) URL.revokeObjectURL(takeUrl.current)
    takeUrl.current = null
  }, [])

  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
      const recorder = session.current?.recorder
      if (recorder && recorder.state !== 'inactive') {
        // Leaving the page mid-take: nothing to keep.
        recorder.onstop = null
        recorder.stop()
      }
      release()
      forgetTake()
    }
  }, [release, forgetTake])

  const stop = useCallback((atLimit = false) => {
    const current = session.current
    if (!current || current.recorder.state === 'inactive') return
    current.stoppedAtLimit = atLimit
    current.seconds = Math.min(MAX_TAKE_SECONDS, secondsSince(current.startedAt))
    current.recorder.stop()
  }, [])

  const start = useCallback(async () => {
    if (session.current) return
    forgetTake()
    setState({ step: 'asking' })
    let stream: MediaStream
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: { channelCount: { ideal: 1 } } })
    } catch (error) {
      if (mounted.current) setState({ step: 'failed', problem: microphoneProblem(error) })
      return
    }
    if (!mounted.current) {
      for (const track of stream.getTracks()) track.stop()
      return
    }
    const mimeType = recorderType((type) => MediaRecorder.isTypeSupported(type))
    const recorder = new MediaRecorder(stream, { mimeType, audioBitsPerSecond: RECORDER_BITS_PER_SECOND })
    const chunks: Blob[] = []
    const recordedAt = new Date()
    recorder.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.push(event.data)
    }
    recorder.onstop = () => {
      const ended = session.current
      // Stopped without « Arrêter »: the microphone went away (unplugged, taken by another program).
      const seconds = ended?.seconds ?? (ended ? Math.min(MAX_TAKE_SECONDS, secondsSince(ended.startedAt)) : 0)
      release()
      const file = takeFile(chunks, recorder.mimeType || mimeType || 'audio/webm', recordedAt)
      const url = URL.createObjectURL(file)
      takeUrl.current = url
      setState({ step: 'recorded', take: { file, url, seconds, stoppedAtLimit: ended?.stoppedAtLimit ?? false } })
    }
    const startedAt = performance.now()
    const timer = window.setInterval(() => {
      const seconds = secondsSince(startedAt)
      if (seconds >= MAX_TAKE_SECONDS) {
        stop(true)
        return
      }
      const whole = Math.floor(seconds)
      setState((previous) =>
        previous.step === 'recording' && previous.seconds === whole ? previous : { step: 'recording', seconds: whole },
      )
    }, 250)
    session.current = {
      recorder,
      stream,
      startedAt,
      timer,
      stopLevel: followLevel(stream, showLevel),
      stoppedAtLimit: false,
    }
    recorder.start()
    setState({ step: 'recording', seconds: 0 })
  }, [forgetTake, release, showLevel, stop])

  /** The take goes into the form; it stays playable here until the clerk saves or starts again. */
  const keep = useCallback((): File | null => {
    if (state.step !== 'recorded') return null
    setState({ step: 'kept', take: state.take })
    return state.take.file
  }, [state])

  /** Back to the start, the take forgotten (the clerk removed it from the form, or starts again). */
  const discard = useCallback(() => {
    forgetTake()
    setState({ step: 'idle' })
  }, [forgetTake])

  return { state, start, stop: () => stop(false), keep, discard }
}
