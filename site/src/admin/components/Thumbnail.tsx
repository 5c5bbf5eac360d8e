import { Film } from '../../lib/ui/icons'
import type { AdminMedia } from '../media'

/** The small picture of a table row; videos show an icon rather than loading the file. */
export default function Thumbnail({ media }: { media: AdminMedia | null }) {
  if (!media) return <span className="text-gray-700">Aucune</span>
  if (media.isVideo) {
    return (
      <span className="inline-flex h-12 w-16 items-center justify-center rounded bg-gray-800 text-white">
        <Film size={20} aria-hidden="true" />
        <span className="sr-only">Vidéo</span>
      </span>
    )
  }
  return (
    <img
      src={media.thumbnail}
      alt={media.alt}
      width={media.width}
      height={media.height}
      loading="lazy"
      decoding="async"
      className="h-12 w-16 rounded bg-gray-100 object-cover"
    />
  )
}
