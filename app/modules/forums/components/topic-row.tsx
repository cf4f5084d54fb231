// One topic in the /forums list: category, title, the opening post's first words, author, reply
// count and how long ago the latest post was. The whole card is the topic's link.
import { Clock, MessageSquare } from "lucide-react";
import { Link } from "react-router";
import { HiddenBadge } from "~/components/hidden-notice";
import { Avatar } from "~/components/ui/avatar";
import { Badge } from "~/components/ui/badge";
import { AuthorLink } from "~/modules/profiles";
import { repliesLabel } from "../format";
import type { TopicListItem } from "../queries.server";
import { RelativeTime } from "./relative-time";

export function TopicRow({ topic, now }: { topic: TopicListItem; now: number }) {
  return (
    <article className="group relative flex gap-4 rounded-xl border border-border/60 bg-surface p-4 transition-colors hover:border-accent/50 has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-ring sm:p-5">
      <Avatar
        src={topic.authorAvatarUrl}
        name={topic.authorUsername ? topic.authorName : ""}
        className="mt-0.5 hidden size-10 sm:inline-flex"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <span className="flex flex-wrap gap-1.5">
          <Badge variant="outline" className="text-muted-foreground">
            {topic.categoryName}
          </Badge>
          {topic.hidden ? <HiddenBadge state={topic.hidden} /> : null}
        </span>
        <h3 className="line-clamp-2 font-semibold text-lg leading-snug [overflow-wrap:anywhere]">
          <Link
            to={`/forums/topic/${topic.id}`}
            className="break-words after:absolute after:inset-0 after:rounded-xl after:content-[''] group-hover:text-accent focus-visible:outline-none"
          >
            {topic.title}
          </Link>
        </h3>
        {topic.excerpt ? (
          <p className="line-clamp-2 text-muted-foreground text-sm [overflow-wrap:anywhere] sm:line-clamp-1">
            {topic.excerpt}
          </p>
        ) : null}
        <p className="mt-1 flex flex-wrap items-center gap-x-4 gap-y-1 text-muted-foreground text-xs sm:text-sm">
          <span>
            by{" "}
            <AuthorLink
              username={topic.authorUsername}
              fullName={topic.authorName}
              overCard
              className="text-foreground/85"
            />
          </span>
          <span className="inline-flex items-center gap-1 tabular">
            <MessageSquare aria-hidden="true" className="size-3.5" />
            {repliesLabel(topic.replyCount)}
          </span>
          <span className="inline-flex items-center gap-1">
            <Clock aria-hidden="true" className="size-3.5" />
            <span className="sr-only">Last active </span>
            <RelativeTime iso={topic.lastActivityAt} now={now} />
            {topic.lastReplyAuthorName ? (
              <span className="hidden md:inline">
                · latest reply by{" "}
                <AuthorLink
                  username={topic.lastReplyAuthorUsername}
                  fullName={topic.lastReplyAuthorName}
                  overCard
                />
              </span>
            ) : null}
          </span>
        </p>
      </div>
    </article>
  );
}
