/** One photo of a build's gallery and of its zoom view (a file of its own: both import it). */
export interface GalleryPhoto {
  url: string | null;
  caption: string | null;
  /** The owner's description for screen readers; absent or null: the caption or title is used. */
  alt?: string | null;
}
