// The photos of a photo set, in order, with their captions. Each photo opens full size in a new
// view (a plain link to the stored image: works everywhere, no script needed).
import { MediaCover } from "./media-cover";

export function PhotoGrid({
  title,
  photos,
}: {
  title: string;
  photos: { id: string; imageUrl: string; caption: string | null }[];
}) {
  return (
    <ul data-testid="photo-grid" className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {photos.map((photo, index) => (
        <li key={photo.id}>
          <figure className="flex flex-col gap-2">
            <a
              href={photo.imageUrl}
              className="block overflow-hidden rounded-xl ring-1 ring-border/50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              <MediaCover
                src={photo.imageUrl}
                alt={photo.caption ?? `${title}, photo ${index + 1}`}
                width={800}
                height={600}
                sizes="(min-width: 1024px) 400px, (min-width: 640px) 46vw, 92vw"
                priority={index < 3}
                className="aspect-[4/3] w-full transition-transform duration-300 hover:scale-[1.02] motion-reduce:transition-none"
              />
            </a>
            {photo.caption ? (
              <figcaption className="text-muted-foreground text-sm [overflow-wrap:anywhere]">
                {photo.caption}
              </figcaption>
            ) : null}
          </figure>
        </li>
      ))}
    </ul>
  );
}
