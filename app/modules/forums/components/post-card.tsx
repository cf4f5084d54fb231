// One post of a topic: author, time, the text (rendered safely), an 'edited' marker, and Quote /
// Edit. Quote and Edit are links (?quote=… / ?edit=…) so they work without JavaScript; with it,
// Quote copies the post into the reply box at once. A reply hidden pending review is a placeholder
// for everyone but its author and admins, who see it marked (ADR 038).
import { Pencil, Quote } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { HiddenBadge, HiddenPlaceholder } from "~/components/hidden-notice";
import { MemberText } from "~/components/member-text";
import { Avatar } from "~/components/ui/avatar";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/utils";
import { AuthorLink } from "~/modules/profiles";
import type { ForumPost } from "../queries.server";
import { relativeTime } from "../relative-time";
import { EditPostForm } from "./edit-post-form";
import { RelativeTime } from "./relative-time";
import { postAnchor, type TopicActionResult, topicHref } from "./topic-actions";

export interface PostCardProps {
  post: ForumPost;
  topicId: string;
  /** The replies page this card is shown on (links keep it). */
  page: number;
  now: number;
  /** The topic's body: shown without its own header (the page header names the author). */
  opening?: boolean;
  /** The post's author also started the topic. */
  byTopicAuthor?: boolean;
  /** Signed in: Quote is offered (there is a reply box to quote into). */
  canQuote: boolean;
  /** The viewer wrote it: Edit is offered. */
  canEdit: boolean;
  editing: boolean;
  /** The action's answer to an edit of this post that did not go through. */
  editResult?: TopicActionResult;
  /** With JavaScript: put a quote of the post into the reply box. */
  onQuote?: (post: ForumPost) => void;
  /** The Report control, for members who may report it (not theirs). */
  report?: ReactNode;
}

export function PostCard({
  post,
  topicId,
  page,
  now,
  opening = false,
  byTopicAuthor = false,
  canQuote,
  canEdit,
  editing,
  editResult,
  onQuote,
  report,
}: PostCardProps) {
  const anchor = postAnchor(post.id);
  if (post.concealed) return <HiddenPlaceholder id={anchor} className="scroll-mt-24 rounded-xl" />;
  return (
    <article
      id={anchor}
      aria-label={opening ? "Topic post" : `Reply by ${post.authorName}`}
      className={cn(
        "scroll-mt-24 rounded-xl border bg-surface target:border-accent/70",
        opening ? "border-border/60 p-5 sm:p-7" : "border-border/50 p-4 sm:p-5",
      )}
    >
      {opening ? null : (
        <header className="mb-3 flex items-center gap-3">
          <Avatar
            src={post.authorAvatarUrl}
            name={post.authorUsername ? post.authorName : ""}
            className="size-9"
          />
          <div className="flex min-w-0 flex-wrap items-baseline gap-x-2 gap-y-0.5">
            <AuthorLink
              username={post.authorUsername}
              fullName={post.authorName}
              className="font-semibold"
            />
            {byTopicAuthor ? (
              <Badge variant="outline" className="py-0 text-[0.7rem] text-muted-foreground">
                Author
              </Badge>
            ) : null}
            <RelativeTime
              iso={post.createdAt}
              now={now}
              className="text-muted-foreground text-sm"
            />
            {post.hidden ? <HiddenBadge state={post.hidden} /> : null}
          </div>
        </header>
      )}

      {editing ? (
        <EditPostForm post={post} topicId={topicId} page={page} result={editResult} />
      ) : (
        <MemberText
          content={post.content}
          className={opening ? "text-base sm:text-[1.05rem]" : ""}
        />
      )}

      {editing || !(post.editedAt || canQuote || canEdit) ? null : (
        <footer className="mt-4 flex flex-wrap items-center gap-x-2 gap-y-1">
          {post.editedAt ? (
            <span
              className="mr-auto text-muted-foreground text-xs italic"
              title={`Edited ${relativeTime(post.editedAt, now)}`}
            >
              edited
            </span>
          ) : (
            <span className="mr-auto" />
          )}
          {canQuote ? (
            <Button asChild variant="ghost" size="sm" className="text-muted-foreground">
              <Link
                to={topicHref(topicId, { page, quote: post.id, hash: "reply" })}
                preventScrollReset
                aria-label={`Quote ${post.authorName}`}
                onClick={(event) => {
                  if (!onQuote || event.metaKey || event.ctrlKey || event.shiftKey) return;
                  event.preventDefault();
                  onQuote(post);
                }}
              >
                <Quote aria-hidden="true" />
                Quote
              </Link>
            </Button>
          ) : null}
          {canEdit ? (
            <Button asChild variant="ghost" size="sm" className="text-muted-foreground">
              <Link
                to={topicHref(topicId, { page, edit: post.id, hash: anchor })}
                preventScrollReset
                replace
                aria-label={opening ? "Edit post" : "Edit reply"}
              >
                <Pencil aria-hidden="true" />
                Edit
              </Link>
            </Button>
          ) : null}
        </footer>
      )}
      {report && !editing ? <div className="mt-3">{report}</div> : null}
    </article>
  );
}
