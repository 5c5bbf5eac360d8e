/**
 * The id at the end of a live path as the CMS keeps it: digits on the SQL databases, a 24-digit
 * hexadecimal ObjectId on MongoDB. Undefined for anything that can be neither ('abc', '0', '1e3', digits
 * past the safe range): the renderer answers those without a request.
 */
export function documentId(id: string): string | undefined {
  if (/^[a-f0-9]{24}$/i.test(id)) return id.toLowerCase()
  const value = Number(id)
  return /^\d+$/.test(id) && Number.isSafeInteger(value) && value >= 1 ? String(value) : undefined
}
