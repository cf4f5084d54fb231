// Home page "Hot Forum Topics": the four liveliest topics (getHotTopics) with category, author,
// reply count and last activity, each linking to its topic, plus Visit Forums.
import { Clock, Flame, MessageSquare, MessagesSquare } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";
import { EmptyState, SectionHeading } from "~/components/page";
import { Badge } from "~/components/ui/badge";
import { ButtonLink } from "~/components/ui/button-link";
import { cn } from "~/lib/utils";
import { repliesLabel } from "../format";
import type { HotTopic } from "../queries.server";
import { RelativeTime, useNow } from "./relative-time";

export function HotTopics({
  topics,
  now: serverNow,
  className,
}: {
  topics: HotTopic[];
  /** The server's time when the page was made (ISO), so relative times hydrate cleanly. */
  now?: string;
  className?: string;
}) {
  const headingId = useId();
  const now = useNow(serverNow);
  return (
    <section aria-labelledby={headingId} className={cn("flex flex-col gap-6", className)}>
      <SectionHeading
        id={headingId}
        title={
          <>
            <Flame aria-hidden="true" className="size-6 text-accent sm:size-7" />
            Hot Forum Topics
          </>
        }
        link={{ to: "/forums", label: "Visit Forums" }}
        className="flex items-center gap-2 text-2xl sm:text-3xl"
      />

      {topics.length === 0 ? (
        <EmptyState
          icon={MessagesSquare}
          title="The forums are quiet. Be the first to start a discussion!"
          action={<ButtonLink to="/forums/create">Start a Discussion</ButtonLink>}
          className="py-12"
        />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2">
          {topics.map((topic) => (
            <li key={topic.id} className="flex">
              <Link
                to={`/forums/topic/${topic.id}`}
                className="group flex w-full flex-col gap-3 rounded-xl border border-border/60 bg-surface p-5 transition-[border-color,transform] hover:-translate-y-0.5 hover:border-accent/60 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                <Badge variant="outline" className="text-muted-foreground">
                  {topic.categoryName}
                </Badge>
                <h3 className="line-clamp-2 font-semibold text-lg leading-snug group-hover:text-accent">
                  {topic.title}
                </h3>
                <p className="mt-auto flex flex-wrap items-center gap-x-3 gap-y-1 text-muted-foreground text-sm">
                  <span>by {topic.authorName}</span>
                  <span className="inline-flex items-center gap-1 tabular">
                    <MessageSquare aria-hidden="true" className="size-3.5" />
                    {repliesLabel(topic.replyCount)}
                  </span>
                  <span className="inline-flex items-center gap-1">
                    <Clock aria-hidden="true" className="size-3.5" />
                    <span className="sr-only">Last active </span>
                    <RelativeTime iso={topic.lastActivityAt} now={now} />
                  </span>
                </p>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
