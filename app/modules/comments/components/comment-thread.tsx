// A comment thread (a build's comments, a journal entry's, an event's questions and answers); the
// kind's own words come in `texts`. SPEC (builds): oldest first in a list
// that scrolls past 24rem, each with its author and date; a 3-row form whose button stays
// disabled until there is text, reads 'Posting...' while the comment is saved, and clears the
// field on success. Beyond the SPEC: one level of replies, edit ("edited", its time on hover) and
// delete of one's own comments (a deleted comment with replies stays as "Comment deleted"),
// reports to the admins, @username mentions, and "Show newer comments" past 50. Every form works
// without JavaScript: its link (?reply=<id>, ?edit=, ?delete=, ?report=) renders it in the page;
// with JavaScript the same links open it in place and the forms post through fetchers.

import { MessageCircle } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Link, useActionData, useFetcher, useLocation } from "react-router";
import { toast } from "sonner";
import { HiddenBadge, HiddenPlaceholder } from "~/components/hidden-notice";
import { isModifiedClick, LoadMoreLink } from "~/components/list/load-more";
import { useLoadMore } from "~/components/list/use-load-more";
import { MemberText } from "~/components/member-text";
import { Avatar } from "~/components/ui/avatar";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Label } from "~/components/ui/label";
import { Textarea } from "~/components/ui/textarea";
import { useHydrated, useTimeZone } from "~/components/use-hydrated";
import { useTypedBeforeHydration } from "~/components/use-typed-before-hydration";
import type { ActionResult } from "~/lib/action-result";
import { cn } from "~/lib/utils";
import { AuthorLink, authorName } from "~/modules/profiles";
import { ReportForm as SharedReportForm } from "~/modules/reports";
import { COMMENT_MAX_LENGTH, COMMENT_MESSAGES, type CommentThreadTexts } from "../constants";
import { type CommentFormKind, type OpenCommentForm, openFormHref } from "../open-form";
import type { CommentThreadItem, CommentThreadPage, ThreadComment } from "../queries.server";
import { formatCommentDate } from "./format";

type CommentResult = ActionResult<{ commentId?: string }>;
type CommentIntent = "comment" | "comment-edit" | "comment-delete" | "comment-report";

/**
 * The answer to a plain form post (no JavaScript: the page was rendered again by the action) for
 * one of `intents`, to show inline. With JavaScript the forms use fetchers and toasts instead.
 */
function usePostedResult(intents: readonly CommentIntent[]): CommentResult | undefined {
  const actionData = useActionData() as CommentResult | undefined;
  return actionData?.intent && intents.includes(actionData.intent as CommentIntent)
    ? actionData
    : undefined;
}

interface ThreadContext {
  /** The page whose action takes the comment intents (the thread's own page). */
  action: string;
  signedIn: boolean;
  open: OpenCommentForm | null;
  setOpen: (form: OpenCommentForm | null) => void;
  texts: CommentThreadTexts;
}

export function CommentThread({
  action,
  pagesPath,
  page,
  signedIn,
  openForm,
  texts,
}: {
  action: string;
  texts: CommentThreadTexts;
  /** The loader answering later pages (?cursor=…): a page of its own without JavaScript. */
  pagesPath: string;
  page: CommentThreadPage;
  signedIn: boolean;
  openForm: OpenCommentForm | null;
}) {
  const headingId = useId();
  const list = useLoadMore(
    { items: page.items, nextCursor: page.nextCursor, failed: false },
    { id: "comments-more", message: "Failed to load comments. Please try again." },
    { path: pagesPath },
  );
  // Without JavaScript a refused small form comes back in the page: open it again, text kept.
  const refused = useRefusedForm();
  const [open, setOpen] = useState(refused ?? openForm);
  const refusedKey = refused ? `${refused.kind}:${refused.commentId}` : null;
  // A navigation (no-JavaScript link, or back/forward) or a refused post decides again what is
  // open (keyed by value: the objects are new on every render).
  // biome-ignore lint/correctness/useExhaustiveDependencies: refused is read through its key
  useEffect(() => setOpen(refused ?? openForm), [openForm, refusedKey]);
  const ctx: ThreadContext = { action, signedIn, open, setOpen, texts };
  return (
    <section aria-labelledby={headingId} className="flex min-w-0 flex-col gap-4">
      <h2 id={headingId} className="font-display font-semibold text-2xl uppercase tracking-wide">
        {texts.heading} <span className="text-muted-foreground tabular">({page.total})</span>
      </h2>
      <CommentList items={list.items} ctx={ctx} listRef={list.listRef} />
      <LoadMoreLink list={list} className="mt-0">
        {COMMENT_MESSAGES.showNewer}
      </LoadMoreLink>
      <CommentForm action={action} signedIn={signedIn} texts={texts} />
    </section>
  );
}

const FORM_OF_INTENT: Record<string, CommentFormKind> = {
  comment: "reply",
  "comment-edit": "edit",
  "comment-delete": "delete",
  "comment-report": "report",
};

/** The small form a refused post (without JavaScript) came from, to show it again. */
function useRefusedForm(): OpenCommentForm | null {
  const posted = usePostedResult(["comment", "comment-edit", "comment-delete", "comment-report"]);
  if (!posted || posted.ok || !posted.intent) return null;
  const commentId = posted.values.commentId || posted.values.parentId;
  const kind = FORM_OF_INTENT[posted.intent];
  return commentId && kind ? { kind, commentId } : null;
}

function CommentList({
  items,
  ctx,
  listRef,
}: {
  items: CommentThreadItem[];
  ctx: ThreadContext;
  listRef: (node: HTMLElement | null) => void;
}) {
  const scroller = useRef<HTMLOListElement | null>(null);
  const count = useRef(items.length);

  // A new comment (ours, after posting) appears at the bottom: bring it into view.
  useEffect(() => {
    const node = scroller.current;
    if (node && items.length > count.current) node.scrollTop = node.scrollHeight;
    count.current = items.length;
  }, [items.length]);

  if (items.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 rounded-xl border border-border/70 border-dashed px-6 py-10 text-center text-muted-foreground">
        <MessageCircle aria-hidden="true" className="size-6" />
        <p>{ctx.texts.empty}</p>
      </div>
    );
  }
  return (
    <ol
      ref={(node) => {
        scroller.current = node;
        listRef(node);
      }}
      aria-label={ctx.texts.heading}
      className="flex max-h-96 flex-col gap-3 overflow-y-auto rounded-xl border border-border/60 bg-surface p-3 focus-visible:ring-2 focus-visible:ring-ring"
    >
      {items.map((comment) => (
        <li key={comment.id} className="min-w-0">
          <CommentCard comment={comment} ctx={ctx} mentions={comment.mentions} />
          {comment.replies.length > 0 ? (
            <ol
              aria-label={`Replies to ${comment.deleted ? "a deleted comment" : comment.concealed ? "a hidden comment" : authorOf(comment)}`}
              className="mt-2 ml-4 flex flex-col gap-2 border-border/60 border-l-2 pl-3 sm:ml-6"
            >
              {comment.replies.map((reply) => (
                <li key={reply.id} className="min-w-0">
                  <CommentCard comment={reply} ctx={ctx} mentions={comment.mentions} />
                </li>
              ))}
            </ol>
          ) : null}
        </li>
      ))}
    </ol>
  );
}

function authorOf(comment: ThreadComment): string {
  return authorName({ fullName: comment.authorFullName, username: comment.authorUsername });
}

function CommentCard({
  comment,
  ctx,
  mentions,
}: {
  comment: ThreadComment;
  ctx: ThreadContext;
  mentions: readonly string[];
}) {
  const timeZone = useTimeZone();
  const open = ctx.open?.commentId === comment.id ? ctx.open.kind : null;
  if (comment.deleted) {
    return (
      <article
        id={`comment-${comment.id}`}
        className="rounded-lg border border-border/60 border-dashed px-4 py-3 text-muted-foreground text-sm italic"
      >
        {COMMENT_MESSAGES.deleted}
      </article>
    );
  }
  if (comment.concealed) return <HiddenPlaceholder id={`comment-${comment.id}`} />;
  const name = authorOf(comment);
  return (
    <article
      id={`comment-${comment.id}`}
      className="scroll-mt-24 rounded-lg bg-surface-raised/60 px-4 py-3 target:ring-2 target:ring-accent/60"
    >
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <span className="flex min-w-0 items-center gap-2">
          <Avatar
            src={comment.authorAvatarUrl}
            name={comment.authorUsername ? name : ""}
            sizes="24px"
            className="size-6 text-[10px]"
          />
          <AuthorLink
            username={comment.authorUsername}
            fullName={comment.authorFullName}
            className="min-w-0 font-semibold text-sm [overflow-wrap:anywhere]"
          />
          {comment.authorBadge ? (
            <Badge variant="outline" className="px-2 py-0 text-[11px] uppercase tracking-wide">
              {comment.authorBadge}
            </Badge>
          ) : null}
          {comment.hidden ? <HiddenBadge state={comment.hidden} /> : null}
        </span>
        <span className="flex items-baseline gap-2 text-muted-foreground text-xs tabular">
          <time dateTime={comment.createdAt}>{formatCommentDate(comment.createdAt, timeZone)}</time>
          {comment.editedAt ? (
            <span title={`Edited ${formatCommentDate(comment.editedAt, timeZone)}`}>
              (<time dateTime={comment.editedAt}>{COMMENT_MESSAGES.edited}</time>)
            </span>
          ) : null}
        </span>
      </div>
      {open === "edit" ? (
        <EditForm comment={comment} ctx={ctx} />
      ) : (
        <MemberText content={comment.content} mentions={mentions} className="mt-1 gap-2 text-sm" />
      )}
      <CommentActions comment={comment} ctx={ctx} open={open} />
      {open === "reply" ? <ReplyForm parentId={comment.id} name={name} ctx={ctx} /> : null}
      {open === "delete" ? <DeleteConfirm comment={comment} ctx={ctx} /> : null}
      {open === "report" ? <ReportForm comment={comment} ctx={ctx} /> : null}
    </article>
  );
}

function CommentActions({
  comment,
  ctx,
  open,
}: {
  comment: ThreadComment;
  ctx: ThreadContext;
  open: CommentFormKind | null;
}) {
  const location = useLocation();
  const actions: { kind: CommentFormKind; label: string; allowed: boolean }[] = [
    { kind: "reply", label: "Reply", allowed: comment.canReply },
    { kind: "edit", label: "Edit", allowed: comment.canEdit },
    { kind: "delete", label: "Delete", allowed: comment.canDelete },
    { kind: "report", label: "Report", allowed: comment.canReport },
  ];
  const shown = actions.filter((a) => a.allowed);
  if (shown.length === 0) return null;
  return (
    <div className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs">
      {shown.map(({ kind, label }) => (
        <Link
          key={kind}
          to={openFormHref(location.search, open === kind ? null : { kind, commentId: comment.id })}
          preventScrollReset
          replace
          aria-expanded={open === kind}
          className={cn(
            "rounded-sm font-semibold text-muted-foreground underline-offset-4 hover:text-foreground hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
            kind === "delete" && "hover:text-destructive",
          )}
          onClick={(event) => {
            if (isModifiedClick(event)) return;
            event.preventDefault();
            ctx.setOpen(open === kind ? null : { kind, commentId: comment.id });
          }}
        >
          {label}
        </Link>
      ))}
    </div>
  );
}

/**
 * A small form's fetcher: closes the form and says so once its answer is in (`toasts` false: a
 * listener elsewhere says it, the report's).
 */
function useCommentFetcher(key: string, ctx: ThreadContext, done: string | null, toasts = true) {
  const fetcher = useFetcher<CommentResult>({ key });
  const reported = useRef<CommentResult>(undefined);
  useEffect(() => {
    const result = fetcher.data;
    if (!result || fetcher.state !== "idle" || reported.current === result) return;
    reported.current = result;
    if (result.ok) {
      ctx.setOpen(null);
      if (done) toast.success(done);
    } else if (!toasts) {
      // Said by the listener.
    } else if (result.reason === "unauthenticated") {
      toast.error(ctx.texts.authTitle, { description: ctx.texts.signIn });
    } else {
      toast.error(result.message);
    }
  }, [fetcher.data, fetcher.state, ctx, done, toasts]);
  const failure = fetcher.data && !fetcher.data.ok ? fetcher.data : null;
  return { fetcher, busy: fetcher.state !== "idle", failure };
}

/** Focus the opened form's first field (the link that opened it had the focus). */
function useFocusOnOpen<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const hydrated = useHydrated();
  useEffect(() => {
    if (hydrated) ref.current?.focus({ preventScroll: true });
  }, [hydrated]);
  return ref;
}

function FormError({ id, message }: { id: string; message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="text-destructive text-sm">
      {message}
    </p>
  );
}

function CancelLink({ ctx }: { ctx: ThreadContext }) {
  const location = useLocation();
  return (
    <Button asChild variant="ghost" size="sm">
      <Link
        to={openFormHref(location.search, null)}
        preventScrollReset
        replace
        onClick={(event) => {
          if (isModifiedClick(event)) return;
          event.preventDefault();
          ctx.setOpen(null);
        }}
      >
        Cancel
      </Link>
    </Button>
  );
}

/** The answer of a form posted without JavaScript, for this intent and comment. */
function usePostedFor(intent: CommentIntent, commentId: string) {
  const posted = usePostedResult([intent]);
  if (!posted) return undefined;
  if (posted.ok) return posted.commentId === commentId ? posted : undefined;
  return posted.values.commentId === commentId || posted.values.parentId === commentId
    ? posted
    : undefined;
}

function ReplyForm({
  parentId,
  name,
  ctx,
}: {
  parentId: string;
  name: string;
  ctx: ThreadContext;
}) {
  return (
    <CommentTextForm
      ctx={ctx}
      intent="comment"
      commentId={parentId}
      hidden={{ parentId }}
      fetcherKey={`reply-${parentId}`}
      successMessage={ctx.texts.added}
      initialText=""
      label={`Reply to ${name}`}
      rows={2}
      submit={{ idle: "Post Reply", busy: "Posting..." }}
      className="mt-3"
    />
  );
}

function EditForm({ comment, ctx }: { comment: ThreadComment; ctx: ThreadContext }) {
  return (
    <CommentTextForm
      ctx={ctx}
      intent="comment-edit"
      commentId={comment.id}
      hidden={{ commentId: comment.id }}
      fetcherKey={`edit-${comment.id}`}
      successMessage={COMMENT_MESSAGES.editSaved}
      initialText={comment.content}
      label="Edit your comment"
      labelHidden
      rows={3}
      submit={{ idle: "Save", busy: "Saving..." }}
      className="mt-2"
    />
  );
}

/**
 * A reply's or an edit's small form: one text field that keeps what was typed (before hydration,
 * and through a refusal posted without JavaScript), its error, Cancel and the submit button.
 */
function CommentTextForm({
  ctx,
  intent,
  commentId,
  hidden,
  fetcherKey,
  successMessage,
  initialText,
  label,
  labelHidden = false,
  rows,
  submit,
  className,
}: {
  ctx: ThreadContext;
  intent: "comment" | "comment-edit";
  /** The comment the form belongs to (the one answered, or the one edited). */
  commentId: string;
  hidden: Record<string, string>;
  fetcherKey: string;
  successMessage: string;
  initialText: string;
  label: string;
  labelHidden?: boolean;
  rows: number;
  submit: { idle: string; busy: string };
  className: string;
}) {
  const posted = usePostedFor(intent, commentId);
  const [text, setText] = useState(
    posted && !posted.ok ? (posted.values.content ?? initialText) : initialText,
  );
  const field = useFocusOnOpen<HTMLTextAreaElement>();
  useTypedBeforeHydration(field, text, setText);
  const { fetcher, busy, failure } = useCommentFetcher(fetcherKey, ctx, successMessage);
  const hydrated = useHydrated();
  const fieldId = useId();
  const errorId = useId();
  const error = failure?.message ?? (posted && !posted.ok ? posted.message : null);
  return (
    <fetcher.Form method="post" action={ctx.action} className={`${className} flex flex-col gap-2`}>
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Label htmlFor={fieldId} className={labelHidden ? "sr-only" : "text-xs"}>
        {label}
      </Label>
      <Textarea
        ref={field}
        id={fieldId}
        name="content"
        rows={rows}
        required
        maxLength={COMMENT_MAX_LENGTH}
        value={text}
        onChange={(event) => setText(event.target.value)}
        disabled={busy}
        aria-describedby={error ? errorId : undefined}
        className="min-h-0 resize-y text-sm"
      />
      <FormError id={errorId} message={error} />
      <div className="flex justify-end gap-2">
        <CancelLink ctx={ctx} />
        <Button type="submit" size="sm" disabled={busy || (hydrated && text.trim() === "")}>
          {busy ? submit.busy : submit.idle}
        </Button>
      </div>
    </fetcher.Form>
  );
}

function DeleteConfirm({ comment, ctx }: { comment: ThreadComment; ctx: ThreadContext }) {
  const posted = usePostedFor("comment-delete", comment.id);
  const { fetcher, busy, failure } = useCommentFetcher(
    `delete-${comment.id}`,
    ctx,
    COMMENT_MESSAGES.deleteDone,
  );
  const button = useFocusOnOpen<HTMLButtonElement>();
  const errorId = useId();
  const error = failure?.message ?? (posted && !posted.ok ? posted.message : null);
  return (
    <fetcher.Form
      method="post"
      action={ctx.action}
      className="mt-3 flex flex-wrap items-center justify-end gap-2 rounded-md bg-destructive/10 px-3 py-2"
    >
      <input type="hidden" name="intent" value="comment-delete" />
      <input type="hidden" name="commentId" value={comment.id} />
      <p className="mr-auto text-sm">Delete this comment?</p>
      <FormError id={errorId} message={error} />
      <CancelLink ctx={ctx} />
      <Button ref={button} type="submit" size="sm" variant="destructive" disabled={busy}>
        {busy ? "Deleting..." : "Delete"}
      </Button>
    </fetcher.Form>
  );
}

function ReportForm({ comment, ctx }: { comment: ThreadComment; ctx: ThreadContext }) {
  const posted = usePostedFor("comment-report", comment.id);
  // The toast is <ReportToasts>': a third report hides the comment, and this form with it.
  const fetcherKey = `report-${comment.id}`;
  const { fetcher, failure } = useCommentFetcher(fetcherKey, ctx, null, false);
  return (
    <SharedReportForm
      fetcher={fetcher}
      fetcherKey={fetcherKey}
      doneMessage={COMMENT_MESSAGES.reportDone}
      action={ctx.action}
      intent="comment-report"
      fields={{ commentId: comment.id }}
      legend="Report this comment"
      failure={failure ?? (posted && !posted.ok ? posted : null)}
      cancel={<CancelLink ctx={ctx} />}
      className="mt-3"
    />
  );
}

/** Without JavaScript, the answer to a small form comes back in the page: say it there too. */
export function PostedCommentNotice() {
  const posted = usePostedResult(["comment-edit", "comment-delete", "comment-report"]);
  if (!posted?.ok) return null;
  const text =
    posted.intent === "comment-edit"
      ? COMMENT_MESSAGES.editSaved
      : posted.intent === "comment-delete"
        ? COMMENT_MESSAGES.deleteDone
        : COMMENT_MESSAGES.reportDone;
  return (
    <p role="status" className="text-sm text-success">
      {text}
    </p>
  );
}

function CommentForm({
  action,
  signedIn,
  texts,
}: {
  action: string;
  signedIn: boolean;
  texts: CommentThreadTexts;
}) {
  const fetcher = useFetcher<CommentResult>({ key: `comment-${action}` });
  const posted = usePostedResult(["comment"]);
  const topLevel = posted && (posted.ok || !posted.values.parentId) ? posted : undefined;
  const hydrated = useHydrated();
  // Without JavaScript a refused comment comes back in the page: keep its text.
  const [text, setText] = useState(topLevel && !topLevel.ok ? (topLevel.values.content ?? "") : "");
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  useTypedBeforeHydration(fieldRef, text, setText);
  const posting = fetcher.state !== "idle";
  const fieldId = useId();
  const messageId = useId();

  // Once the answer is in and the comments are refreshed (fetcher idle again), report it once.
  const reported = useRef<CommentResult>(undefined);
  useEffect(() => {
    const result = fetcher.data;
    if (!result || fetcher.state !== "idle" || reported.current === result) return;
    reported.current = result;
    if (result.ok) {
      setText("");
      toast.success(texts.addedTitle, { description: texts.added });
    } else if (result.reason === "unauthenticated") {
      toast.error(texts.authTitle, { description: texts.signIn });
    } else if (result.reason === "failed") {
      toast.error(texts.failed);
    } else {
      toast.error(result.message);
    }
  }, [fetcher.data, fetcher.state, texts]);

  const postedMessage = topLevel
    ? topLevel.ok
      ? texts.added
      : topLevel.reason === "unauthenticated"
        ? texts.signIn
        : topLevel.reason === "failed"
          ? texts.failed
          : topLevel.message
    : null;

  return (
    <fetcher.Form
      method="post"
      action={action}
      className="flex flex-col gap-3"
      onSubmit={(event) => {
        if (!signedIn) {
          event.preventDefault();
          toast.error(texts.authTitle, { description: texts.signIn });
        } else if (text.trim() === "") {
          event.preventDefault();
        }
      }}
    >
      <input type="hidden" name="intent" value="comment" />
      <Label htmlFor={fieldId}>{texts.formLabel}</Label>
      <Textarea
        ref={fieldRef}
        id={fieldId}
        name="content"
        rows={3}
        required
        maxLength={COMMENT_MAX_LENGTH}
        value={text}
        onChange={(event) => setText(event.target.value)}
        disabled={posting}
        placeholder={texts.placeholder}
        aria-describedby={postedMessage ? messageId : undefined}
        className="min-h-0 resize-y"
      />
      {postedMessage ? (
        <p
          id={messageId}
          role={topLevel?.ok ? "status" : "alert"}
          className={topLevel?.ok ? "text-sm text-success" : "text-destructive text-sm"}
        >
          {postedMessage}
          {topLevel && !topLevel.ok && topLevel.reason === "unauthenticated" ? (
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
          {posting ? "Posting..." : texts.submit}
        </Button>
      </div>
    </fetcher.Form>
  );
}
