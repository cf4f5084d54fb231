// The player of a video item: the uploaded file in the browser's own <video> player (the file is
// served from /uploads with Range support, so it seeks without downloading the whole file), or a
// YouTube (youtube-nocookie.com) / Vimeo embed. Only embed URLs normalised by normalizeEmbedUrl
// are stored, and the CSP frame-src allows only those two hosts.
export function VideoPlayer({
  title,
  videoUrl,
  embedUrl,
  poster,
}: {
  title: string;
  videoUrl: string | null;
  embedUrl: string | null;
  poster: string | null;
}) {
  if (videoUrl) {
    return (
      // biome-ignore lint/a11y/useMediaCaption: member videos come without caption tracks
      <video
        controls
        preload="metadata"
        playsInline
        poster={poster ?? undefined}
        src={videoUrl}
        aria-label={title}
        data-testid="media-video"
        className="aspect-video w-full rounded-xl bg-black"
      />
    );
  }
  if (embedUrl) {
    return (
      <iframe
        src={embedUrl}
        title={title}
        loading="lazy"
        allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
        className="aspect-video w-full rounded-xl bg-black"
      />
    );
  }
  return (
    <p className="flex aspect-video w-full items-center justify-center rounded-xl bg-surface text-muted-foreground">
      This video is not available.
    </p>
  );
}
