// What the journal's pages show (client-safe).

export interface JournalPhoto {
  id: string;
  url: string;
  caption: string | null;
  /** What the photo shows (the image's alt); null until the owner describes it. */
  description: string | null;
}

/** One entry in a build's journal list: its first photos and its text cut short. */
export interface JournalListItem {
  id: string;
  buildId: string;
  /** YYYY-MM-DD */
  entryDate: string;
  title: string;
  excerpt: string;
  mileage: number | null;
  costMinor: number | null;
  currency: string | null;
  photoCount: number;
  photos: JournalPhoto[];
}

export interface JournalLinkedMod {
  id: string;
  partName: string;
  brand: string | null;
  category: string;
}

export interface JournalEntryDetail {
  id: string;
  buildId: string;
  userId: string;
  entryDate: string;
  title: string;
  body: string;
  mileage: number | null;
  costMinor: number | null;
  currency: string | null;
  createdAt: string;
  updatedAt: string;
  photos: JournalPhoto[];
  mods: JournalLinkedMod[];
}
