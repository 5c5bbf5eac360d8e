import { SPOKEN_MESSAGES } from 'shared-types'
import { describe, expect, it } from 'vitest'

import { formatClock, microphoneAccess, microphoneProblem, recorderType, takeFile, takeFileName } from './take'

// The panel's recorder (docs/product/spoken.md#recording).
describe('the recorder’s choices', () => {
  it('asks for Opus in WebM first, then MP4 (Safari), else lets the browser choose', () => {
    const supports = (types: string[]) => (type: string) => types.includes(type)
    expect(recorderType(supports(['audio/webm', 'audio/webm;codecs=opus', 'audio/mp4']))).toBe('audio/webm;codecs=opus')
    expect(recorderType(supports(['audio/mp4']))).toBe('audio/mp4')
    expect(recorderType(supports(['audio/ogg;codecs=opus']))).toBe('audio/ogg;codecs=opus')
    expect(recorderType(supports([]))).toBeUndefined()
  })

  it('names a take after its day and time, with the extension of its container', () => {
    const at = new Date(2026, 10, 27, 14, 32, 50)
    expect(takeFileName(at, 'audio/webm;codecs=opus')).toBe('voix-2026-11-27-1432.webm')
    expect(takeFileName(at, 'audio/mp4')).toBe('voix-2026-11-27-1432.m4a')
    expect(takeFileName(new Date(2027, 0, 3, 9, 5), 'audio/ogg; codecs=opus')).toBe('voix-2027-01-03-0905.ogg')
    expect(takeFileName(at, '')).toBe('voix-2026-11-27-1432.webm')
  })

  it('makes a file of the take’s pieces, typed as a file input would type it', () => {
    const at = new Date(2026, 10, 27, 14, 32)
    const file = takeFile([new Blob(['ab']), new Blob(['cd'])], 'audio/webm;codecs=opus', at)
    expect([file.name, file.type, file.size, file.lastModified]).toEqual([
      'voix-2026-11-27-1432.webm',
      'audio/webm',
      4,
      at.getTime(),
    ])
  })

  it('shows a length as minutes and seconds', () => {
    expect([0, 7.9, 65, 600].map(formatClock)).toEqual(['0:00', '0:07', '1:05', '10:00'])
  })

  it('records only in a secure context with MediaRecorder', () => {
    const devices = { mediaDevices: { getUserMedia: () => undefined } }
    expect(microphoneAccess({ isSecureContext: true, navigator: devices, MediaRecorder: class {} })).toBe('available')
    // At http://192.168.1.20:3000 the browser hides navigator.mediaDevices.
    expect(microphoneAccess({ isSecureContext: false, navigator: {}, MediaRecorder: class {} })).toBe('insecure')
    expect(microphoneAccess({ isSecureContext: false, navigator: devices, MediaRecorder: class {} })).toBe('insecure')
    expect(microphoneAccess({ isSecureContext: true, navigator: devices })).toBe('unsupported')
  })

  it('tells a refused microphone from a missing one', () => {
    expect(microphoneProblem(new DOMException('denied', 'NotAllowedError'))).toBe(SPOKEN_MESSAGES.microphoneRefused)
    expect(microphoneProblem(new DOMException('none', 'NotFoundError'))).toBe(SPOKEN_MESSAGES.noMicrophone)
    expect(microphoneProblem(new DOMException('busy', 'NotReadableError'))).toBe(SPOKEN_MESSAGES.noMicrophone)
  })
})
