/** A request's own actions in the panel (print, export, erase): filled in by the panel's request tools. */
export function RequestTools() {
  return null
}
