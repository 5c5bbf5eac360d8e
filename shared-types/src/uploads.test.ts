import { describe, expect, it } from 'vitest'
import {
  EXTENSIONS_BY_MIME,
  IMAGE_MIME_TYPES,
  MB,
  MEDIA_MIME_TYPES,
  PDF_MIME_TYPES,
  UNSUPPORTED_FILE_MESSAGE,
  UNSUPPORTED_MEDIA_MESSAGE,
  UNSUPPORTED_PDF_MESSAGE,
  MAX_IMAGE_SIDE,
  UPLOAD_LIMITS,
  VIDEO_MIME_TYPES,
  extensionMatchesMime,
  fittedSize,
  formatByteSize,
  renamedFor,
  resizedTypeOf,
  KB,
  isImageMimeType,
  isVideoMimeType,
  requestTooLargeMessage,
  uploadTooLargeMessage,
} from './uploads'
import { UPLOAD_HINTS } from './messages'

describe('constants', () => {
  it('defines the accepted types and limits', () => {
    expect(MB).toBe(1048576)
    expect(IMAGE_MIME_TYPES).toEqual(['image/jpeg', 'image/png', 'image/webp', 'image/gif'])
    expect(VIDEO_MIME_TYPES).toEqual(['video/mp4', 'video/webm'])
    expect(MEDIA_MIME_TYPES).toHaveLength(6)
    expect(PDF_MIME_TYPES).toEqual(['application/pdf'])
    expect(Object.keys(EXTENSIONS_BY_MIME).sort()).toEqual([...MEDIA_MIME_TYPES, ...PDF_MIME_TYPES].sort())
    // Phone photos (4 to 12 MB) pass everywhere a picture goes (docs/product/staff-screens.md#photos-and-files).
    for (const key of ['news', 'projects', 'services', 'investments', 'media', 'galleryImage'] as const) {
      expect(UPLOAD_LIMITS[key], key).toBe(20 * MB)
    }
    expect(UPLOAD_LIMITS.galleryVideo).toBe(50 * MB)
    expect(UPLOAD_LIMITS.documents).toBe(10 * MB)
    expect(UPLOAD_LIMITS.decisions).toBe(10 * MB)
  })

  it('words the rejection messages exactly', () => {
    expect(UNSUPPORTED_FILE_MESSAGE).toBe(
      'Type de fichier non autorisé : seules les images JPEG, PNG, WebP et GIF sont acceptées',
    )
    expect(UNSUPPORTED_MEDIA_MESSAGE).toBe(
      'Type de fichier non autorisé : seules les images (JPEG, PNG, WebP, GIF) et les vidéos (MP4, WebM) sont acceptées',
    )
    expect(UNSUPPORTED_PDF_MESSAGE).toBe('Type de fichier non autorisé : seuls les documents PDF sont acceptés')
  })
})

describe('requestTooLargeMessage', () => {
  it('names the limit of a body without file', () => {
    expect(requestTooLargeMessage(MB)).toBe('La requête dépasse la taille maximale autorisée (1 Mo)')
  })
})

describe('formatByteSize / uploadTooLargeMessage', () => {
  it('prints whole and fractional megabytes in French', () => {
    expect(formatByteSize(5 * MB)).toBe('5 Mo')
    expect(formatByteSize(50 * MB)).toBe('50 Mo')
    expect(formatByteSize(2.5 * MB)).toBe('2,5 Mo')
    expect(formatByteSize(16 * KB)).toBe('16 Ko')
    expect(requestTooLargeMessage(16 * KB)).toBe('La requête dépasse la taille maximale autorisée (16 Ko)')
  })

  it('builds the too-large message', () => {
    expect(uploadTooLargeMessage(UPLOAD_LIMITS.news)).toBe('Le fichier dépasse la taille maximale autorisée (20 Mo)')
    expect(uploadTooLargeMessage(UPLOAD_LIMITS.documents)).toBe(
      'Le fichier dépasse la taille maximale autorisée (10 Mo)',
    )
  })

  it('states the limits in the admin fields’ hints, in Mo', () => {
    expect(UPLOAD_HINTS.image).toContain(`jusqu'à ${formatByteSize(UPLOAD_LIMITS.news)}`)
    expect(UPLOAD_HINTS.media).toContain(`jusqu'à ${formatByteSize(UPLOAD_LIMITS.galleryImage)} ;`)
    expect(UPLOAD_HINTS.media).toMatch(new RegExp(`jusqu'à ${formatByteSize(UPLOAD_LIMITS.galleryVideo)}$`))
  })
})

describe('what a picture is stored and sent as', () => {
  it('fits the longest side within 2560 px, never enlarging', () => {
    expect(MAX_IMAGE_SIDE).toBe(2560)
    expect(fittedSize(4000, 3000)).toEqual({ width: 2560, height: 1920 })
    expect(fittedSize(3000, 4000)).toEqual({ width: 1920, height: 2560 })
    expect(fittedSize(1200, 800)).toEqual({ width: 1200, height: 800 })
    expect(fittedSize(9000, 10)).toEqual({ width: 2560, height: 3 })
  })

  it('re-encodes photos as JPEG, PNG and WebP as WebP, and leaves GIFs and videos alone', () => {
    expect(resizedTypeOf('image/jpeg')).toBe('image/jpeg')
    expect(resizedTypeOf('image/png')).toBe('image/webp')
    expect(resizedTypeOf('image/webp')).toBe('image/webp')
    expect(resizedTypeOf('image/gif')).toBeNull()
    expect(resizedTypeOf('video/mp4')).toBeNull()
  })

  it('renames a re-encoded file so that its extension matches its bytes', () => {
    expect(renamedFor('IMG_2024.JPG', 'image/jpeg')).toBe('IMG_2024.JPG')
    expect(renamedFor('plan.png', 'image/webp')).toBe('plan.webp')
    expect(renamedFor('sans-extension', 'image/webp')).toBe('sans-extension.webp')
    expect(renamedFor('photo.heic', 'image/jpeg')).toBe('photo.jpg')
  })
})

describe('MIME helpers', () => {
  it('classifies image and video types', () => {
    expect(isImageMimeType('image/png')).toBe(true)
    expect(isImageMimeType('image/svg+xml')).toBe(false)
    expect(isVideoMimeType('video/webm')).toBe(true)
    expect(isVideoMimeType('image/gif')).toBe(false)
  })
})

describe('extensionMatchesMime', () => {
  it('accepts matching extensions in any case', () => {
    expect(extensionMatchesMime('photo.jpg', 'image/jpeg')).toBe(true)
    expect(extensionMatchesMime('photo.JPEG', 'image/jpeg')).toBe(true)
    expect(extensionMatchesMime('clip.m4v', 'video/mp4')).toBe(true)
    expect(extensionMatchesMime('archive.2024.webp', 'IMAGE/WEBP')).toBe(true)
    expect(extensionMatchesMime('anim.gif', 'image/gif; charset=binary')).toBe(true)
    expect(extensionMatchesMime('Budget-2025.PDF', 'application/pdf')).toBe(true)
  })

  it('rejects mismatches, missing extensions and unknown types', () => {
    expect(extensionMatchesMime('photo.png', 'image/jpeg')).toBe(false)
    expect(extensionMatchesMime('page.html', 'image/png')).toBe(false)
    expect(extensionMatchesMime('photo', 'image/png')).toBe(false)
    expect(extensionMatchesMime('.png', 'image/png')).toBe(false)
    expect(extensionMatchesMime('photo.', 'image/png')).toBe(false)
    expect(extensionMatchesMime('image.svg', 'image/svg+xml')).toBe(false)
    expect(extensionMatchesMime('photo.pdf', 'image/png')).toBe(false)
    expect(extensionMatchesMime('formulaire.doc', 'application/pdf')).toBe(false)
    expect(extensionMatchesMime('x.constructor', 'constructor')).toBe(false)
  })
})
