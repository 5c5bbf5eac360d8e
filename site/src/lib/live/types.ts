/**
 * What a live fallback is (src/lib/live/registry.ts lists them): given `target` (inside <main>)
 * and the id read from the path, it shows its loading state, then the content (a view of
 * src/lib/views/, which escapes every text) or an error.
 */
export type LiveRenderer = (target: HTMLElement, id: string) => void | Promise<void>

/** What the registry loads: a renderer's module, whose default export is the renderer. */
export interface LiveModule {
  default: LiveRenderer
}
