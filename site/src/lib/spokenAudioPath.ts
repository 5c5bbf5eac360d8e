/**
 * Where the site serves the spoken versions' files: its own /api/, forwarded to the CMS
 * (integrations/cmsApiProxy.ts), whose file route answers Range requests; offline, the worker does
 * (docs/product/spoken.md#offline). A module of its own: the pages' scripts that name it (lib/spoken.ts)
 * and the worker's rules (offline/pages.ts) share no chunk through it.
 */
export const SPOKEN_AUDIO_PATH = '/api/spoken-audio/file/'
