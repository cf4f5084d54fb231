// One item of /following: a new journal entry of a followed build, or a new build of a followed
// member. Photo first, then what it is, the build (and entry) linked, the date and an excerpt.
import { BookOpen, CarFront } from "lucide-react";
import { Link } from "react-router";
import { StoredImage } from "~/components/stored-image";
import { useTimeZone } from "~/components/use-hydrated";
import { formatLongDate } from "~/modules/builds";
import { AuthorLink } from "~/modules/profiles";
import type { FeedItem } from "../queries.server";

const linkClass =
  "rounded-sm underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring";

export function FeedItemCard({ item, priority }: { item: FeedItem; priority?: boolean }) {
  const timeZone = useTimeZone();
  const isEntry = item.kind === "entry";
  const href = isEntry ? `/builds/${item.buildId}/journal/${item.id}` : `/builds/${item.buildId}`;
  // An entry's day is a calendar day (no time zone); a new build's is the moment it was posted.
  const date = isEntry && item.entryDate ? `${item.entryDate}T12:00:00Z` : item.createdAt;
  const dateText = formatLongDate(date, isEntry ? "UTC" : timeZone);
  return (
    <article className="grid gap-4 overflow-hidden rounded-xl bg-surface ring-1 ring-border/50 sm:grid-cols-[minmax(0,16rem)_minmax(0,1fr)]">
      {/* The photo repeats the title's link for the mouse; keyboards and screen readers use the title. */}
      <Link to={href} tabIndex={-1} aria-hidden="true" className="block bg-surface-raised">
        <StoredImage
          src={item.photoUrl}
          alt=""
          width={800}
          height={600}
          sizes="(min-width: 640px) 256px, 100vw"
          priority={priority}
          className="aspect-[4/3] size-full object-cover"
        />
      </Link>
      <div className="flex min-w-0 flex-col gap-2 p-4 sm:py-5 sm:pr-5 sm:pl-0">
        <p className="inline-flex items-center gap-1.5 font-semibold text-accent text-xs uppercase tracking-wider">
          {isEntry ? (
            <BookOpen aria-hidden="true" className="size-3.5" />
          ) : (
            <CarFront aria-hidden="true" className="size-3.5" />
          )}
          {isEntry ? "New journal entry" : "New build"}
        </p>
        <h3 className="font-display font-semibold text-xl uppercase leading-tight tracking-wide [overflow-wrap:anywhere]">
          <Link to={href} className={linkClass}>
            {isEntry ? item.entryTitle : item.buildTitle}
          </Link>
        </h3>
        <p className="text-muted-foreground text-sm [overflow-wrap:anywhere]">
          {isEntry ? (
            <>
              <Link to={`/builds/${item.buildId}`} className={`${linkClass} text-foreground`}>
                {item.buildTitle}
              </Link>{" "}
              ·{" "}
            </>
          ) : null}
          By <AuthorLink username={item.ownerUsername} fullName={item.ownerFullName} /> ·{" "}
          <time dateTime={isEntry && item.entryDate ? item.entryDate : item.createdAt}>
            {dateText}
          </time>
        </p>
        {item.excerpt ? (
          <p className="line-clamp-3 text-foreground/80 text-sm leading-relaxed [overflow-wrap:anywhere]">
            {item.excerpt}
          </p>
        ) : null}
      </div>
    </article>
  );
}
