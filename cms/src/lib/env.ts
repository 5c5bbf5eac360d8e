/** A number from the environment when it is set and `accepts` it, else the default. */
export function numberFromEnv(name: string, fallback: number, accepts: (value: number) => boolean): number {
  const raw = process.env[name]
  return raw !== undefined && accepts(Number(raw)) ? Number(raw) : fallback
}
