/** One photo of a build's gallery and of its zoom view (a file of its own: both import it). */
export interface GalleryPhoto {
  url: string | null;
  caption: string | null;
  /** What the photo shows (its alt text), when the owner described it; else the caption. */
  alt?: string | null;
}
