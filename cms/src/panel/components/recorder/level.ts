/**
 * The microphone's level while a take is recorded, from 0 to 1, about sixty times a second: a bar
 * that moves tells the clerk the microphone hears her before she has spoken ten minutes for nothing.
 * Returns how to stop following it. Without Web Audio the recorder works, without the bar.
 */
export function followLevel(stream: MediaStream, show: (level: number) => void): () => void {
  let context: AudioContext
  try {
    context = new AudioContext()
  } catch {
    return () => undefined
  }
  // Created once the microphone is granted, after the click: a browser may start it suspended.
  void context.resume().catch(() => undefined)
  const analyser = context.createAnalyser()
  analyser.fftSize = 512
  context.createMediaStreamSource(stream).connect(analyser)
  const samples = new Float32Array(analyser.fftSize)
  let frame = 0
  const draw = () => {
    analyser.getFloatTimeDomainData(samples)
    let peak = 0
    for (const sample of samples) peak = Math.max(peak, Math.abs(sample))
    // Speech peaks well under full scale: a voice at a normal distance fills most of the bar.
    show(Math.min(1, peak * 1.5))
    frame = requestAnimationFrame(draw)
  }
  frame = requestAnimationFrame(draw)
  return () => {
    cancelAnimationFrame(frame)
    show(0)
    void context.close().catch(() => undefined)
  }
}
