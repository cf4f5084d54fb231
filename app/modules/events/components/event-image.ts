/** SPEC §3: an event without an image uses the default hero image (public/images/, 1280×800). */
export const DEFAULT_EVENT_IMAGE = "/images/event-default.webp";

/** The picture an event shows: its flyer, else the default hero. */
export function eventImageSrc(imageUrl: string | null | undefined): string {
  return imageUrl?.trim() || DEFAULT_EVENT_IMAGE;
}

/** OpenStreetMap's search for a place: a plain link the reader follows (no API, no key). */
export function mapSearchUrl(location: string): string {
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(location)}`;
}
