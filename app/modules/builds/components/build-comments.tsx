// Comments of a build (SPEC): oldest first in a list that scrolls past 24rem, each with its
// author and date; a 3-row form whose button stays disabled until there is text, reads
// 'Posting...' while the comment is saved, and clears the field on success.

import { MessageCircle } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Link, useFetcher } from "react-router";
import { toast } from "sonner";
import { MemberText } from "~/components/member-text";
import { Button } from "~/components/ui/button";
import { Label } from "~/components/ui/label";
import { Textarea } from "~/components/ui/textarea";
import { useHydrated, useTimeZone } from "~/components/use-hydrated";
import { useTypedBeforeHydration } from "~/components/use-typed-before-hydration";
import type { BuildComment } from "~/modules/builds/queries.server";
import { AuthorLink } from "~/modules/profiles";
import { type BuildActionResult, DETAIL_MESSAGES, usePostedResult } from "./build-actions";
import { formatCommentDate } from "./format";

const MAX_COMMENT_LENGTH = 2000;

export function BuildComments({
  buildId,
  comments,
  signedIn,
}: {
  buildId: string;
  comments: BuildComment[];
  signedIn: boolean;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h2 id={headingId} className="font-display font-semibold text-2xl uppercase tracking-wide">
        Comments <span className="text-muted-foreground tabular">({comments.length})</span>
      </h2>
      <CommentList comments={comments} />
      <CommentForm buildId={buildId} signedIn={signedIn} />
    </section>
  );
}

function CommentList({ comments }: { comments: BuildComment[] }) {
  const timeZone = useTimeZone();
  const listRef = useRef<HTMLOListElement>(null);
  const count = useRef(comments.length);

  // A new comment (ours, after posting) appears at the bottom: bring it into view.
  useEffect(() => {
    const list = listRef.current;
    if (list && comments.length > count.current) list.scrollTop = list.scrollHeight;
    count.current = comments.length;
  }, [comments.length]);

  if (comments.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 rounded-xl border border-border/70 border-dashed px-6 py-10 text-center text-muted-foreground">
        <MessageCircle aria-hidden="true" className="size-6" />
        <p>No comments yet. Start the conversation!</p>
      </div>
    );
  }
  return (
    <ol
      ref={listRef}
      aria-label="Comments"
      className="flex max-h-96 flex-col gap-3 overflow-y-auto rounded-xl border border-border/60 bg-surface p-3 focus-visible:ring-2 focus-visible:ring-ring"
    >
      {comments.map((comment) => (
        <li key={comment.id} className="min-w-0 rounded-lg bg-surface-raised/60 px-4 py-3">
          <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5">
            <AuthorLink
              username={comment.authorUsername}
              fullName={comment.authorFullName}
              className="font-semibold text-sm"
            />
            <time dateTime={comment.createdAt} className="text-muted-foreground text-xs tabular">
              {formatCommentDate(comment.createdAt, timeZone)}
            </time>
          </div>
          <MemberText content={comment.content} className="mt-1 gap-2 text-sm" />
        </li>
      ))}
    </ol>
  );
}

function CommentForm({ buildId, signedIn }: { buildId: string; signedIn: boolean }) {
  const fetcher = useFetcher<BuildActionResult>({ key: `comment-${buildId}` });
  const posted = usePostedResult(["comment"]);
  const hydrated = useHydrated();
  // Without JavaScript a refused comment comes back in the page: keep its text.
  const [text, setText] = useState(posted && !posted.ok ? (posted.values.content ?? "") : "");
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  useTypedBeforeHydration(fieldRef, text, setText);
  const posting = fetcher.state !== "idle";
  const fieldId = useId();
  const messageId = useId();

  // Once the answer is in and the comments are refreshed (fetcher idle again), report it once.
  const reported = useRef<BuildActionResult>(undefined);
  useEffect(() => {
    const result = fetcher.data;
    if (!result || fetcher.state !== "idle" || reported.current === result) return;
    reported.current = result;
    if (result.ok) {
      setText("");
      toast.success(DETAIL_MESSAGES.commentAddedTitle, {
        description: DETAIL_MESSAGES.commentAdded,
      });
    } else if (result.reason === "unauthenticated") {
      toast.error(DETAIL_MESSAGES.authTitle, { description: DETAIL_MESSAGES.commentAuth });
    } else if (result.reason === "failed") {
      toast.error(DETAIL_MESSAGES.commentFailed);
    } else {
      toast.error(result.message);
    }
  }, [fetcher.data, fetcher.state]);

  const postedMessage = posted
    ? posted.ok
      ? DETAIL_MESSAGES.commentAdded
      : posted.reason === "unauthenticated"
        ? DETAIL_MESSAGES.commentAuth
        : posted.reason === "failed"
          ? DETAIL_MESSAGES.commentFailed
          : posted.message
    : null;

  return (
    <fetcher.Form
      method="post"
      className="flex flex-col gap-3"
      onSubmit={(event) => {
        if (!signedIn) {
          event.preventDefault();
          toast.error(DETAIL_MESSAGES.authTitle, { description: DETAIL_MESSAGES.commentAuth });
        } else if (text.trim() === "") {
          event.preventDefault();
        }
      }}
    >
      <input type="hidden" name="intent" value="comment" />
      <Label htmlFor={fieldId}>Add a comment</Label>
      <Textarea
        ref={fieldRef}
        id={fieldId}
        name="content"
        rows={3}
        required
        maxLength={MAX_COMMENT_LENGTH}
        value={text}
        onChange={(event) => setText(event.target.value)}
        disabled={posting}
        placeholder="Share your thoughts on this build..."
        aria-describedby={postedMessage ? messageId : undefined}
        className="min-h-0 resize-y"
      />
      {postedMessage ? (
        <p
          id={messageId}
          role={posted?.ok ? "status" : "alert"}
          className={posted?.ok ? "text-sm text-success" : "text-destructive text-sm"}
        >
          {postedMessage}
          {posted && !posted.ok && posted.reason === "unauthenticated" ? (
            <>
              {" "}
              <Link to="/auth" className="font-semibold underline underline-offset-4">
                Sign in
              </Link>
            </>
          ) : null}
        </p>
      ) : null}
      <div className="flex justify-end">
        {/* Disabled for blank text only once hydrated: without JavaScript the server checks it. */}
        <Button type="submit" disabled={posting || (hydrated && text.trim() === "")}>
          {posting ? "Posting..." : "Post Comment"}
        </Button>
      </div>
    </fetcher.Form>
  );
}
