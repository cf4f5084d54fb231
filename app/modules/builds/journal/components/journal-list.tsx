// A build's journal as a list: each entry's date, title, the start of its text, its first photos
// and the mileage, newest first, with the shared Load More (a real link to the journal's own page,
// /builds/:id/journal?cursor=…, so it works without JavaScript).
import { CalendarDays, Gauge, Images, NotebookPen, Plus, Rss } from "lucide-react";
import { Link } from "react-router";
import { ListStatus, LoadMoreLink } from "~/components/list/load-more";
import { type ListPage, useLoadMore } from "~/components/list/use-load-more";
import { SectionTitle } from "~/components/page";
import { StoredImage } from "~/components/stored-image";
import { ButtonLink } from "~/components/ui/button-link";
import { formatMoney } from "../../spec/components/mod-list-view";
import { formatDay, formatNumber } from "../../spec/components/spec-format";
import { JOURNAL_MESSAGES, journalPaths } from "../constants";
import type { JournalListItem } from "../types";

export const JOURNAL_SECTION_ID = "build-journal";

export function JournalSection({
  buildId,
  page,
  isOwner,
  isPublic,
}: {
  buildId: string;
  page: ListPage<JournalListItem>;
  isOwner: boolean;
  /** Approved and active: the journal has an RSS feed. */
  isPublic: boolean;
}) {
  const list = useLoadMore(
    page,
    { id: "journal-load", message: JOURNAL_MESSAGES.loadFailed },
    { path: journalPaths.list(buildId) },
  );
  return (
    <section aria-labelledby={JOURNAL_SECTION_ID} className="flex min-w-0 flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <SectionTitle id={JOURNAL_SECTION_ID}>Build journal</SectionTitle>
        <div className="flex flex-wrap items-center gap-2">
          {isPublic ? (
            <Link
              to={journalPaths.feed(buildId)}
              reloadDocument
              className="inline-flex items-center gap-1.5 text-muted-foreground text-sm hover:text-foreground"
            >
              <Rss aria-hidden="true" className="size-4" />
              RSS
            </Link>
          ) : null}
          {isOwner ? (
            <ButtonLink to={journalPaths.create(buildId)} icon={Plus}>
              Add journal entry
            </ButtonLink>
          ) : null}
        </div>
      </div>
      {list.items.length === 0 ? (
        <p className="flex items-center gap-2 text-muted-foreground">
          <NotebookPen aria-hidden="true" className="size-4" />
          {isOwner
            ? "No entries yet. Write about what you did to the car: parts fitted, days out, setbacks."
            : "No journal entries yet."}
        </p>
      ) : (
        <ol ref={list.listRef} className="grid grid-cols-1 gap-4 lg:grid-cols-2">
          {list.items.map((entry) => (
            <li key={entry.id} className="flex min-w-0">
              <JournalEntryCard entry={entry} />
            </li>
          ))}
        </ol>
      )}
      <ListStatus list={list} shownText={(n) => `${n} journal entries shown`} />
      <LoadMoreLink list={list} className="mt-0">
        Load More Entries
      </LoadMoreLink>
    </section>
  );
}

export function JournalEntryCard({ entry }: { entry: JournalListItem }) {
  const href = journalPaths.entry(entry.buildId, entry.id);
  const more = entry.photoCount - entry.photos.length;
  return (
    <article className="flex w-full min-w-0 flex-col gap-3 rounded-xl bg-surface p-4 ring-1 ring-border/50 sm:p-5">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-muted-foreground text-sm">
        <span className="inline-flex items-center gap-1.5">
          <CalendarDays aria-hidden="true" className="size-4" />
          <time dateTime={entry.entryDate}>{formatDay(entry.entryDate)}</time>
        </span>
        {entry.mileage !== null ? (
          <span className="inline-flex items-center gap-1.5 tabular">
            <Gauge aria-hidden="true" className="size-4" />
            <span>
              <span className="sr-only">Mileage </span>
              {formatNumber(entry.mileage)}
            </span>
          </span>
        ) : null}
        {entry.costMinor !== null && entry.currency ? (
          <span className="tabular">
            <span className="sr-only">Cost </span>
            {formatMoney({ currency: entry.currency, minor: entry.costMinor })}
          </span>
        ) : null}
        {entry.photoCount > 0 ? (
          <span className="inline-flex items-center gap-1.5">
            <Images aria-hidden="true" className="size-4" />
            {entry.photoCount} {entry.photoCount === 1 ? "photo" : "photos"}
          </span>
        ) : null}
      </div>
      <h3 className="font-display font-semibold text-lg [overflow-wrap:anywhere]">
        <Link to={href} className="hover:text-accent focus-visible:text-accent">
          {entry.title}
        </Link>
      </h3>
      <p className="text-muted-foreground text-sm [overflow-wrap:anywhere]">{entry.excerpt}</p>
      {entry.photos.length > 0 ? (
        <ul className="grid grid-cols-4 gap-2" aria-label={`Photos of ${entry.title}`}>
          {entry.photos.map((photo, i) => (
            <li
              key={photo.id}
              className="relative aspect-square overflow-hidden rounded-md bg-surface-raised"
            >
              <StoredImage
                src={photo.url}
                alt={photo.description ?? photo.caption ?? `Photo ${i + 1} of ${entry.title}`}
                width={240}
                height={240}
                sizes="(min-width: 1024px) 160px, 24vw"
                className="size-full object-cover"
              />
              {more > 0 && i === entry.photos.length - 1 ? (
                <span className="absolute inset-0 flex items-center justify-center bg-black/55 font-semibold text-white">
                  +{more}
                  <span className="sr-only"> more photos</span>
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </article>
  );
}
