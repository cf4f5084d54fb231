// What the demo seed steps do the same way: look up a demo person's id, date content relative to
// the seed's `now`, and render and store photos so that a failing step removes its files again
// (the transaction rolls back the rows; the files are the step's to remove).
import { discardStoredFiles, storeImage } from "~/lib/images.server";
import { type CarArtOptions, renderCarPhoto } from "./car-art.server";
import type { SeedContext, SeededPerson } from "./seed-types";

export const DAY_MS = 24 * 60 * 60 * 1000;

/** The instant `days` days before `now`. */
export function daysBefore(now: Date, days: number): Date {
  return new Date(now.getTime() - days * DAY_MS);
}

/** Everyone the seed created (admin first) and the id of a demo person by username. */
export function demoPeople(people: SeedContext["people"]): {
  everyone: SeededPerson[];
  idOf: (username: string) => string;
} {
  const everyone = [people.admin, ...people.members];
  const idOf = (username: string) => {
    const person = everyone.find((p) => p.username === username);
    if (!person) throw new Error(`No demo person "${username}"`);
    return person.id;
  };
  return { everyone, idOf };
}

export interface SeedFiles {
  /** Renders a demo car photo, stores it as an upload and returns its URL. */
  photo(art: CarArtOptions, options: Parameters<typeof storeImage>[1]): Promise<string>;
  /** Records a file stored another way (e.g. a video), so that a failure removes it too. */
  keep(url: string): string;
}

/** Runs `body`; if it throws, the files it stored are discarded before the error goes on. */
export async function withSeedFiles<T>(body: (files: SeedFiles) => Promise<T>): Promise<T> {
  const stored: string[] = [];
  const keep = (url: string) => {
    stored.push(url);
    return url;
  };
  const photo: SeedFiles["photo"] = async (art, options) =>
    keep((await storeImage(await renderCarPhoto(art), options)).url);
  try {
    return await body({ photo, keep });
  } catch (error) {
    await discardStoredFiles(stored, "seed");
    throw error;
  }
}
