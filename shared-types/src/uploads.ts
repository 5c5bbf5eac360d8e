import { formatFileSize } from './format'

export const MB = 1024 * 1024

export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const
export const VIDEO_MIME_TYPES = ['video/mp4', 'video/webm'] as const
export const MEDIA_MIME_TYPES = [...IMAGE_MIME_TYPES, ...VIDEO_MIME_TYPES] as const
/** Downloadable documents and municipal decisions are PDF only: every citizen's phone opens them. */
export const PDF_MIME_TYPES = ['application/pdf'] as const

export type ImageMimeType = (typeof IMAGE_MIME_TYPES)[number]
export type VideoMimeType = (typeof VIDEO_MIME_TYPES)[number]

/** Accepted file-name extensions per MIME type, so a renamed file cannot pass as another type. */
export const EXTENSIONS_BY_MIME: Record<string, string[]> = {
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
  'image/webp': ['webp'],
  'image/gif': ['gif'],
  'video/mp4': ['mp4', 'm4v'],
  'video/webm': ['webm'],
  'application/pdf': ['pdf'],
}

/**
 * Any picture as it leaves a phone or a camera: phone photos weigh 4 to 12 MB. What is stored is
 * smaller (MAX_IMAGE_SIDE), and the admin screens shrink it before sending
 * (docs/product/staff-screens.md#photos-and-files).
 */
export const IMAGE_UPLOAD_LIMIT = 20 * MB

/** Enforced upload size limits in bytes. */
export const UPLOAD_LIMITS = {
  news: IMAGE_UPLOAD_LIMIT,
  projects: IMAGE_UPLOAD_LIMIT,
  services: IMAGE_UPLOAD_LIMIT,
  investments: IMAGE_UPLOAD_LIMIT,
  media: IMAGE_UPLOAD_LIMIT,
  galleryImage: IMAGE_UPLOAD_LIMIT,
  galleryVideo: 50 * MB,
  documents: 10 * MB,
  decisions: 10 * MB,
} as const

export type UploadLimitKey = keyof typeof UPLOAD_LIMITS

/** The limit of a picture or video of the gallery or the media library, by its type: videos may be bigger. */
export const mediaLimitOf = (mime: string): number =>
  mime.startsWith('video/') ? UPLOAD_LIMITS.galleryVideo : UPLOAD_LIMITS.galleryImage

export const KB = 1024

/**
 * A limit as the API's messages say it: formatFileSize's figures, with a plain space before the unit
 * (5 * MB → '5 Mo', 16 * KB → '16 Ko').
 */
export const formatByteSize = (bytes: number): string => formatFileSize(bytes).replace('\u00a0', ' ')

export function uploadTooLargeMessage(limitBytes: number): string {
  return `Le fichier dépasse la taille maximale autorisée (${formatByteSize(limitBytes)})`
}

export function requestTooLargeMessage(limitBytes: number): string {
  return `La requête dépasse la taille maximale autorisée (${formatByteSize(limitBytes)})`
}

/**
 * Pixels an uploaded image may have (a 48-megapixel phone photo passes): a small file can declare
 * 16000 × 16000 pixels and take seconds and gigabytes to decode.
 */
export const MAX_IMAGE_PIXELS = 50_000_000

export const IMAGE_TOO_LARGE_MESSAGE = `L’image est trop grande : ${MAX_IMAGE_PIXELS / 1_000_000} millions de pixels au maximum`

/**
 * Longest side of a stored image, in pixels: sharper than any screen the site is read on (its
 * largest copy is 1280 px wide), and a 12-megapixel photo shrinks to about a third of its weight.
 */
export const MAX_IMAGE_SIDE = 2560

/** The size an image is stored at: within MAX_IMAGE_SIDE on its longest side, never enlarged. */
export function fittedSize(width: number, height: number, maxSide = MAX_IMAGE_SIDE): { width: number; height: number } {
  const scale = Math.min(1, maxSide / Math.max(width, height))
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) }
}

/**
 * What the browser re-encodes a chosen picture to before sending it: photos stay JPEG, PNG and WebP
 * become WebP (which keeps transparency); null for what it sends as chosen (a GIF may be animated).
 */
export function resizedTypeOf(mime: string): 'image/jpeg' | 'image/webp' | null {
  if (mime === 'image/jpeg') return 'image/jpeg'
  if (mime === 'image/png' || mime === 'image/webp') return 'image/webp'
  return null
}

/** The file name for a re-encoded picture: the server checks that the extension matches the bytes. */
export function renamedFor(name: string, mime: string): string {
  const extension = EXTENSIONS_BY_MIME[mime]?.[0]
  if (!extension || extensionMatchesMime(name, mime)) return name
  const dot = name.lastIndexOf('.')
  return `${dot > 0 ? name.slice(0, dot) : name}.${extension}`
}

export const IMAGE_UNREADABLE_MESSAGE =
  'Image illisible : le fichier est endommagé ou n’est pas une vraie image JPEG, PNG, WebP ou GIF'

export const UNSUPPORTED_FILE_MESSAGE =
  'Type de fichier non autorisé : seules les images JPEG, PNG, WebP et GIF sont acceptées'

export const UNSUPPORTED_MEDIA_MESSAGE =
  'Type de fichier non autorisé : seules les images (JPEG, PNG, WebP, GIF) et les vidéos (MP4, WebM) sont acceptées'

export const UNSUPPORTED_PDF_MESSAGE = 'Type de fichier non autorisé : seuls les documents PDF sont acceptés'

export function isImageMimeType(mime: string): mime is ImageMimeType {
  return (IMAGE_MIME_TYPES as readonly string[]).includes(mime)
}

export function isVideoMimeType(mime: string): mime is VideoMimeType {
  return (VIDEO_MIME_TYPES as readonly string[]).includes(mime)
}

/** True when the file name's extension is one of those accepted for the MIME type. */
export function extensionMatchesMime(filename: string, mime: string): boolean {
  // Drop parameters such as '; charset=binary' and compare case-insensitively.
  const type = (mime.split(';')[0] ?? '').trim().toLowerCase()
  if (!Object.hasOwn(EXTENSIONS_BY_MIME, type)) return false
  const dot = filename.lastIndexOf('.')
  if (dot <= 0 || dot === filename.length - 1) return false
  const extension = filename.slice(dot + 1).toLowerCase()
  return EXTENSIONS_BY_MIME[type]?.includes(extension) ?? false
}
