/** What the lightbox shows for one grid item; images are pre-optimised by the build (getImage). */
export interface LightboxItem {
  title: string
  /** French long date of createdAt. */
  date: string
  /** ISO date for <time datetime>. */
  datetime?: string
  /** Address of the video file, for video items. */
  video?: string
  image?: {
    src: string
    srcSet?: string
    sizes?: string
    width: number
    height: number
    /** The default image shown if this one fails to load (scripts/imageFallback.ts). */
    fallback?: string
  }
}

interface Props {
  item: LightboxItem
  /** The id of the title, which names the viewer's dialog. */
  titleId: string
}

/** The viewer's media, a video or an image, with its whole title and date under it. */
export function LightboxFigure({ item, titleId }: Props) {
  return (
    <figure className="m-auto flex max-w-full flex-col items-center">
      {item.video ? (
        // biome-ignore lint/a11y/useMediaCaption: the commune's videos come without subtitle files; the figure's caption describes them.
        <video
          src={item.video}
          controls
          preload="metadata"
          className="h-auto max-h-[calc(100dvh-10rem)] w-[min(100%,960px)] rounded-lg bg-black"
        >
          <a href={item.video} className="underline">
            Télécharger la vidéo « {item.title} »
          </a>
        </video>
      ) : (
        item.image && (
          <img
            src={item.image.src}
            srcSet={item.image.srcSet || undefined}
            sizes={item.image.srcSet ? item.image.sizes : undefined}
            width={item.image.width}
            height={item.image.height}
            alt={item.title}
            data-fallback={item.image.fallback}
            decoding="async"
            className="h-auto max-h-[calc(100dvh-10rem)] w-auto max-w-[min(100%,1200px)] rounded-lg object-contain"
          />
        )
      )}
      {/* The whole title, over as many lines as it takes. */}
      <figcaption className="mt-4 max-w-full text-center">
        <h2
          id={titleId}
          className="max-w-prose text-lg font-bold break-words hyphens-auto sm:text-xl"
          data-testid="lightbox-title"
        >
          {item.title}
        </h2>
        {item.date && (
          <time dateTime={item.datetime} className="mt-1 block text-sm text-gray-200">
            {item.date}
          </time>
        )}
      </figcaption>
    </figure>
  )
}
