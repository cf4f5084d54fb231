// The order of a build's showcase photos as the edit form sends it. The first photo is the cover
// (SPEC: "the first is the featured image"). Each kept photo comes with the position the member
// gave it (1 = cover): with JavaScript the up/down and "Make cover" buttons keep the positions
// 1…n in step; without it, a position select per photo may leave two photos on one position, and
// the photo the member moved wins the place it was moved to. Client-safe and pure: the form
// previews with it and updateBuild saves with it.

/** The form field of a kept photo's position: `photoPosition:<image id>` = "1", "2", … */
export const PHOTO_POSITION_PREFIX = "photoPosition:";

/** Reads the positions the form sent: image id → 1-based position (anything else is skipped). */
export function readPhotoPositions(form: FormData): Record<string, number> {
  const positions: Record<string, number> = {};
  for (const [name, value] of form.entries()) {
    if (!name.startsWith(PHOTO_POSITION_PREFIX) || typeof value !== "string") continue;
    const position = Number(value);
    if (Number.isInteger(position) && position >= 1 && position <= 99) {
      positions[name.slice(PHOTO_POSITION_PREFIX.length)] = position;
    }
  }
  return positions;
}

/**
 * The photos in their new order. `photos` is the current order; a photo without a position keeps
 * its current one. On a tie, a photo moved up goes before the photos already there and a photo
 * moved down after them, so "put photo 3 at position 1" makes it the cover whatever the others say.
 */
export function orderPhotos<T extends { id: string }>(
  photos: readonly T[],
  positions: Readonly<Record<string, number>>,
): T[] {
  const keyed = photos.map((photo, index) => {
    const current = index + 1;
    const wanted = positions[photo.id] ?? current;
    const direction = wanted < current ? 0 : wanted > current ? 2 : 1;
    return { photo, wanted, direction, index };
  });
  keyed.sort((a, b) => a.wanted - b.wanted || a.direction - b.direction || a.index - b.index);
  return keyed.map((k) => k.photo);
}

/** The ids among the positions sent that are not photos of the build (refused by updateBuild). */
export function foreignPhotoIds(
  photos: readonly { id: string }[],
  positions: Readonly<Record<string, number>>,
): string[] {
  const own = new Set(photos.map((p) => p.id));
  return Object.keys(positions).filter((id) => !own.has(id));
}

/** Moves the photo `id` by `by` places (or to the front with "cover"), for the form's buttons. */
export function movePhoto<T extends { id: string }>(
  photos: readonly T[],
  id: string,
  by: -1 | 1 | "cover",
): T[] {
  const from = photos.findIndex((p) => p.id === id);
  if (from < 0) return [...photos];
  const to = by === "cover" ? 0 : from + by;
  if (to < 0 || to >= photos.length || to === from) return [...photos];
  const next = [...photos];
  const [photo] = next.splice(from, 1);
  next.splice(to, 0, photo);
  return next;
}
