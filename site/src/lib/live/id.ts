/**
 * The id at the end of a live path as the CMS's numeric id, or undefined for anything that cannot
 * be one ('abc', '0', '1e3', digits past the safe range): the renderer answers those without a request.
 */
export function numericId(id: string): number | undefined {
  const value = Number(id)
  return /^\d+$/.test(id) && Number.isSafeInteger(value) && value >= 1 ? value : undefined
}
