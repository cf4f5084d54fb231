// Client-safe types of the notifications area.

/** What an area passes to notifyMember(): one notice for one member. */
export interface NoticeInput {
  /** The member who gets the notice. */
  userId: string;
  /** What happened, e.g. 'build-approved', 'event-rejected', 'media-published'. */
  kind: string;
  /** One line, shown in bold in the list and used as the e-mail subject. */
  title: string;
  /** What it means / the next step (plain text). */
  body?: string;
  /** Site path the notice leads to, e.g. '/builds/123' (a path on this site, starting with '/'). */
  link?: string;
}

/** One notice as the /notifications page shows it. */
export interface NoticeItem {
  id: string;
  kind: string;
  title: string;
  body: string | null;
  link: string | null;
  read: boolean;
  createdAt: string;
}
