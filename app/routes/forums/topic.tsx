// /forums/topic/:id — category tag, title, author and time, the opening post as the body, replies
// oldest first (20 per page), and the reply box (a sign-in prompt for visitors). The action takes
// intent=reply|edit; authors edit their own posts in place (?edit=…), Quote copies a post into
// the reply box (?quote=… without JavaScript). Admins also send lock|unlock|delete-topic|
// delete-post (issue 6); a locked topic shows a notice instead of the reply box.
import {
  ArrowLeft,
  LoaderCircle,
  Lock,
  LockOpen,
  MessageSquare,
  RotateCw,
  SearchX,
  Trash2,
} from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { data, Form, Link, redirect, useLocation, useNavigation } from "react-router";
import { toast } from "sonner";
import { Container } from "~/components/layout/container";
import { Avatar } from "~/components/ui/avatar";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Skeleton } from "~/components/ui/skeleton";
import { flashRedirect } from "~/lib/flash.server";
import { readForm } from "~/lib/form-data.server";
import { plainExcerpt, quoteText } from "~/lib/member-text";
import { clientActionFallback, revalidateUnlessRequestFailed } from "~/lib/network-failure";
import { consumeRequestRateLimit } from "~/lib/rate-limit.server";
import { getSessionUser, isAdmin, requireUser } from "~/lib/session.server";
import { PostCard } from "~/modules/forums/components/post-card";
import { RelativeTime, useNow } from "~/modules/forums/components/relative-time";
import { ReplyForm, SignInToReply } from "~/modules/forums/components/reply-form";
import { ReplyPagination } from "~/modules/forums/components/reply-pagination";
import {
  isTopicIntent,
  postAnchor,
  TOPIC_PARAMS,
  type TopicActionResult,
  type TopicIntent,
  topicHref,
} from "~/modules/forums/components/topic-actions";
import { repliesLabel } from "~/modules/forums/format";
import {
  editPost,
  postReply,
  TopicLockedError,
  TopicNotFoundError,
} from "~/modules/forums/forums.server";
import { FORUM_MESSAGES } from "~/modules/forums/messages";
import { deletePost, deleteTopic, setTopicLocked } from "~/modules/forums/moderation.server";
import { formValues, forumsHref, parsePage, parseUuid } from "~/modules/forums/params";
import {
  type ForumPost,
  getPostInTopic,
  getTopic,
  listReplies,
  pageCount,
  pageOfPost,
  type TopicDetail,
} from "~/modules/forums/queries.server";
import { editPostSchema, firstIssue, replySchema } from "~/modules/forums/schemas";
import { AuthorLink } from "~/modules/profiles/components/author-link";
import type { Route } from "./+types/topic";

// ---------------------------------------------------------------------------------------------
// Server

export async function loader({ request, params }: Route.LoaderArgs) {
  const id = parseUuid(params.id);
  if (!id) return data({ state: "not-found" as const }, { status: 404 });

  let topic: TopicDetail | null;
  try {
    topic = await getTopic(id);
  } catch (error) {
    console.error("[forums] topic failed", error);
    return data({ state: "failed" as const }, { status: 500 });
  }
  if (!topic) return data({ state: "not-found" as const }, { status: 404 });

  const url = new URL(request.url);
  const pages = pageCount(topic.replyCount);
  const page = Math.min(parsePage(url.searchParams.get(TOPIC_PARAMS.page)), pages);
  const user = await getSessionUser(request);

  let replies: ForumPost[] = [];
  let postsFailed = false;
  try {
    replies = await listReplies(topic.id, page);
  } catch (error) {
    console.error("[forums] posts failed", error);
    postsFailed = true;
  }

  // ?edit=<post id>: that post opens in its editor, if it is the viewer's and on this page.
  // No edit form in a locked topic (the action refuses edits there too).
  const editId = topic.locked ? null : parseUuid(url.searchParams.get(TOPIC_PARAMS.edit));
  const editable = [topic.opening, ...replies].find(
    (p) => p.id === editId && p.authorId === user?.id,
  );
  // ?quote=<post id>: the reply box starts with a quote of it (the no-JavaScript Quote button).
  const quoteId = user ? parseUuid(url.searchParams.get(TOPIC_PARAMS.quote)) : null;
  const quoted = quoteId ? await getPostInTopic(topic.id, quoteId).catch(() => null) : null;

  return data(
    {
      state: "loaded" as const,
      now: new Date().toISOString(),
      topic,
      replies,
      postsFailed,
      page,
      pages,
      viewerId: user?.id ?? null,
      viewerIsAdmin: user ? await isAdmin(user.id) : false,
      editingPostId: editable?.id ?? null,
      quote: quoted ? quoteText(quoted.authorName, quoted.content) : "",
    },
    { status: postsFailed ? 500 : 200 },
  );
}

/** Per member: a conversation pace, not a flood. */
const RATE_LIMITS = {
  reply: { limit: 10, windowSeconds: 60 },
  edit: { limit: 20, windowSeconds: 60 },
} as const;

function refuse(status: number, result: TopicActionResult) {
  return data(result, { status });
}

const MODERATION_INTENTS = ["lock", "unlock", "delete-topic", "delete-post"] as const;
type ModerationIntent = (typeof MODERATION_INTENTS)[number];
const isModerationIntent = (value: unknown): value is ModerationIntent =>
  MODERATION_INTENTS.includes(value as ModerationIntent);

/**
 * Admin intents (issue 6). The role is checked here for a clean 403 and again by the module.
 * Non-admins get 403 JSON and nothing changes.
 */
async function moderate(request: Request, intent: ModerationIntent, form: FormData, id?: string) {
  const user = await requireUser(request);
  const forbidden = data({ intent, error: "forbidden" as const }, { status: 403 });
  if (!(await isAdmin(user.id))) return forbidden;
  const topicId = parseUuid(id);
  if (!topicId) return data({ intent, error: "not-found" as const }, { status: 404 });

  if (intent === "delete-topic") {
    const result = await deleteTopic(user.id, topicId);
    if (!result.ok) return data({ intent, error: result.error }, { status: 404 });
    return flashRedirect("/forums", { type: "success", message: FORUM_MESSAGES.topicDeleted });
  }
  if (intent === "delete-post") {
    const result = await deletePost(user.id, String(form.get("postId") ?? ""));
    if (!result.ok) {
      return data(
        { intent, error: result.error },
        { status: result.error === "opening-post" ? 409 : 404 },
      );
    }
    return flashRedirect(topicHref(topicId), {
      type: "success",
      message: FORUM_MESSAGES.postDeleted,
    });
  }
  const result = await setTopicLocked(user.id, topicId, intent === "lock");
  if (!result.ok) return data({ intent, error: result.error }, { status: 404 });
  return redirect(topicHref(topicId));
}

export async function action({ request, params }: Route.ActionArgs) {
  const form = await readForm(request);
  const intent = form.get("intent");
  if (isModerationIntent(intent)) return moderate(request, intent, form, params.id);
  if (!isTopicIntent(intent)) {
    return data({ intent: "reply", error: "Unknown action.", content: "" } as TopicActionResult, {
      status: 400,
    });
  }
  const values = formValues(form, ["content", "postId"]);
  const echo = { intent, content: values.content, postId: values.postId || undefined };
  const failed = intent === "reply" ? FORUM_MESSAGES.replyFailed : FORUM_MESSAGES.postUpdateFailed;

  const user = await getSessionUser(request);
  if (!user) {
    return flashRedirect("/auth", {
      type: "error",
      message:
        intent === "reply" ? FORUM_MESSAGES.signInToReply : "Please sign in to edit your post",
    });
  }
  const topicId = parseUuid(params.id);
  if (!topicId) return refuse(404, { ...echo, error: failed });

  // Checked text only counts against the member's posting pace.
  const parsed =
    intent === "reply" ? replySchema.safeParse(values) : editPostSchema.safeParse(values);
  if (!parsed.success) return refuse(400, { ...echo, error: firstIssue(parsed.error).message });
  const limit = await consumeRequestRateLimit(
    request,
    `forums:${intent}`,
    RATE_LIMITS[intent],
    `user:${user.id}`,
  );
  if (!limit.allowed) return refuse(429, { ...echo, error: FORUM_MESSAGES.tooFast });

  if (intent === "reply") {
    try {
      const reply = await postReply(user.id, topicId, parsed.data.content);
      const page = await pageOfPost(reply.id);
      return flashRedirect(topicHref(topicId, { page, hash: postAnchor(reply.id) }), {
        type: "success",
        message: FORUM_MESSAGES.replyPosted,
      });
    } catch (error) {
      if (error instanceof TopicLockedError) {
        return refuse(409, { ...echo, error: FORUM_MESSAGES.topicLocked });
      }
      if (!(error instanceof TopicNotFoundError)) console.error("[forums] reply failed", error);
      return refuse(error instanceof TopicNotFoundError ? 404 : 500, { ...echo, error: failed });
    }
  }

  const postId = values.postId;
  try {
    // Only the author's own post matches; anyone else gets the same "not yours or not there".
    if (!(await editPost(user.id, topicId, postId, parsed.data.content))) {
      return refuse(403, { ...echo, error: FORUM_MESSAGES.cannotEditPost });
    }
    const page = await pageOfPost(postId);
    return flashRedirect(topicHref(topicId, { page, hash: postAnchor(postId) }), {
      type: "success",
      message: FORUM_MESSAGES.postUpdated,
    });
  } catch (error) {
    if (error instanceof TopicLockedError) {
      return refuse(409, { ...echo, error: FORUM_MESSAGES.editLocked });
    }
    console.error("[forums] edit failed", error);
    return refuse(500, { ...echo, error: failed });
  }
}

const REQUEST_FAILED: Record<TopicIntent, string> = {
  reply: FORUM_MESSAGES.replyFailed,
  edit: FORUM_MESSAGES.postUpdateFailed,
};

/** In the browser: a request that fails on the way keeps the text and says the post failed. */
export async function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  return clientActionFallback(
    request,
    serverAction,
    (form): TopicActionResult | null => {
      const intent = form.get("intent");
      if (!isTopicIntent(intent)) return null;
      const values = formValues(form, ["content", "postId"]);
      return {
        intent,
        error: REQUEST_FAILED[intent],
        content: values.content,
        postId: values.postId || undefined,
      };
    },
    "forums",
  );
}

export const shouldRevalidate = revalidateUnlessRequestFailed;

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (loaderData?.state !== "loaded") {
    const title =
      loaderData?.state === "failed"
        ? FORUM_MESSAGES.topicLoadFailed
        : FORUM_MESSAGES.topicNotFound;
    return [{ title: `${title} — Camber Club` }, { name: "robots", content: "noindex" }];
  }
  return [
    { title: `${loaderData.topic.title} — Forums — Camber Club` },
    { name: "description", content: plainExcerpt(loaderData.topic.opening.content, 200) },
  ];
};

// ---------------------------------------------------------------------------------------------
// Page

export default function TopicPage({ loaderData, actionData }: Route.ComponentProps) {
  const location = useLocation();
  const navigation = useNavigation();
  // A client navigation from this topic to another one is on its way.
  const loadingOtherTopic =
    navigation.state === "loading" &&
    navigation.location.pathname.startsWith("/forums/topic/") &&
    navigation.location.pathname !== location.pathname;

  useEffect(() => {
    if (loaderData.state === "failed")
      toast.error(FORUM_MESSAGES.topicLoadFailed, { id: "topic-load" });
    if (loaderData.state === "loaded" && loaderData.postsFailed) {
      toast.error(FORUM_MESSAGES.postsLoadFailed, { id: "posts-load" });
    }
  }, [loaderData]);

  if (loadingOtherTopic) return <LoadingTopic />;
  if (loaderData.state === "not-found") return <TopicNotFound />;
  if (loaderData.state === "failed") {
    return <TopicFailed retryHref={location.pathname + location.search} />;
  }
  return (
    <LoadedTopic
      {...loaderData}
      actionData={actionData as TopicActionResult | undefined}
      retryHref={location.pathname + location.search}
    />
  );
}

function LoadedTopic({
  now: serverNow,
  topic,
  replies,
  postsFailed,
  page,
  pages,
  viewerId,
  viewerIsAdmin,
  editingPostId,
  quote,
  actionData,
  retryHref,
}: {
  now: string;
  topic: TopicDetail;
  replies: ForumPost[];
  postsFailed: boolean;
  page: number;
  pages: number;
  viewerId: string | null;
  viewerIsAdmin: boolean;
  editingPostId: string | null;
  quote: string;
  actionData: TopicActionResult | undefined;
  retryHref: string;
}) {
  const now = useNow(serverNow);
  const signedIn = viewerId !== null;
  const replyResult = actionData?.intent === "reply" ? actionData : undefined;
  const editResult = actionData?.intent === "edit" ? actionData : undefined;
  const [draft, setDraft] = useState(() => replyResult?.content ?? quote);
  const replyFieldRef = useRef<HTMLTextAreaElement>(null);

  // Without JavaScript, ?quote=… comes back from the server: take it into the box.
  useEffect(() => {
    if (quote) setDraft((current) => (current.includes(quote) ? current : current + quote));
  }, [quote]);

  const onQuote = useCallback((post: ForumPost) => {
    const text = quoteText(post.authorName, post.content);
    setDraft((current) => {
      const before = current.trimEnd();
      return before ? `${before}\n\n${text}` : text;
    });
    const field = replyFieldRef.current;
    if (field) {
      field.scrollIntoView({ behavior: "smooth", block: "center" });
      field.focus({ preventScroll: true });
      // The caret goes after the quote, where the answer is written.
      requestAnimationFrame(() => field.setSelectionRange(field.value.length, field.value.length));
    }
  }, []);

  const authorId = topic.opening.authorId;
  const cardProps = {
    topicId: topic.id,
    page,
    now,
    canQuote: signedIn && !topic.locked,
    onQuote,
    editResult,
  };

  return (
    <main className="pb-20">
      <Container className="flex max-w-4xl flex-col gap-8 pt-6">
        <Link
          to={forumsHref({ category: topic.categorySlug })}
          className="inline-flex w-fit items-center gap-2 rounded-md text-muted-foreground text-sm hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to Forums
        </Link>

        <header className="flex flex-col gap-4">
          <Badge asChild variant="outline" className="text-muted-foreground hover:text-foreground">
            <Link to={forumsHref({ category: topic.categorySlug })}>{topic.categoryName}</Link>
          </Badge>
          <h1 className="font-display font-bold text-3xl uppercase leading-tight tracking-wide [overflow-wrap:anywhere] sm:text-4xl">
            {topic.title}
          </h1>
          {topic.locked ? (
            <Badge variant="outline" className="w-fit gap-1 border-warning/60 text-warning">
              <Lock aria-hidden="true" className="size-3" />
              Locked
            </Badge>
          ) : null}
          <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-muted-foreground text-sm">
            <span className="inline-flex items-center gap-2">
              <Avatar
                src={topic.opening.authorAvatarUrl}
                name={topic.opening.authorName}
                className="size-8"
              />
              <span>
                <span className="sr-only">Started by </span>
                <AuthorLink
                  username={topic.opening.authorUsername}
                  fullName={topic.opening.authorName}
                  className="font-semibold text-foreground"
                />
              </span>
            </span>
            <RelativeTime iso={topic.createdAt} now={now} />
            <span className="inline-flex items-center gap-1 tabular">
              <MessageSquare aria-hidden="true" className="size-4" />
              {repliesLabel(topic.replyCount)}
            </span>
          </div>
        </header>

        {viewerIsAdmin ? <TopicModeration locked={topic.locked} /> : null}

        <PostCard
          {...cardProps}
          post={topic.opening}
          opening
          canEdit={!topic.locked && topic.opening.authorId === viewerId}
          editing={editingPostId === topic.opening.id}
        />

        <section
          id="replies"
          aria-labelledby="replies-heading"
          className="flex scroll-mt-24 flex-col gap-4"
        >
          <div className="flex flex-wrap items-baseline justify-between gap-3">
            <h2
              id="replies-heading"
              className="font-display font-semibold text-2xl uppercase tracking-wide"
            >
              Replies <span className="text-muted-foreground tabular">({topic.replyCount})</span>
            </h2>
            {pages > 1 ? (
              <span className="text-muted-foreground text-sm tabular">
                Page {page} of {pages}
              </span>
            ) : null}
          </div>
          <ReplyPagination topicId={topic.id} page={page} pages={pages} label="Reply pages" />

          {postsFailed ? (
            <div
              role="alert"
              className="flex flex-col items-center gap-4 rounded-xl border border-destructive/50 bg-destructive/5 px-6 py-10 text-center"
            >
              <p className="text-lg">{FORUM_MESSAGES.postsLoadFailed}</p>
              <Button asChild variant="outline">
                <Link to={retryHref} replace>
                  <RotateCw aria-hidden="true" />
                  Try again
                </Link>
              </Button>
            </div>
          ) : topic.replyCount === 0 ? (
            <p className="rounded-xl border border-border/70 border-dashed px-6 py-8 text-center text-muted-foreground">
              No replies yet. Be the first to reply!
            </p>
          ) : (
            <ol className="flex flex-col gap-3">
              {replies.map((reply) => (
                <li key={reply.id}>
                  <PostCard
                    {...cardProps}
                    post={reply}
                    byTopicAuthor={reply.authorId === authorId}
                    canEdit={!topic.locked && reply.authorId === viewerId}
                    editing={editingPostId === reply.id}
                  />
                  {viewerIsAdmin ? <DeleteReplyButton postId={reply.id} /> : null}
                </li>
              ))}
            </ol>
          )}
          <ReplyPagination
            topicId={topic.id}
            page={page}
            pages={pages}
            label="Reply pages, bottom"
          />
        </section>

        <section
          id="reply"
          aria-labelledby="reply-heading"
          className="flex scroll-mt-24 flex-col gap-4"
        >
          <h2
            id="reply-heading"
            className="font-display font-semibold text-2xl uppercase tracking-wide"
          >
            Post a Reply
          </h2>
          {topic.locked ? (
            <p className="flex items-center gap-2 rounded-xl border border-border/70 border-dashed px-6 py-8 text-muted-foreground">
              <Lock aria-hidden="true" className="size-4 shrink-0" />
              {FORUM_MESSAGES.topicLocked}
            </p>
          ) : signedIn ? (
            <div className="rounded-xl border border-border/60 bg-surface p-4 sm:p-5">
              <ReplyForm
                draft={draft}
                onDraftChange={setDraft}
                result={replyResult}
                fieldRef={replyFieldRef}
              />
            </div>
          ) : (
            <SignInToReply />
          )}
        </section>
      </Container>
    </main>
  );
}

/** Asks before a destructive admin action; without JavaScript the form simply submits. */
function confirmFirst(question: string) {
  return (event: React.FormEvent<HTMLFormElement>) => {
    if (!window.confirm(question)) event.preventDefault();
  };
}

/** Admins only (the action re-checks): lock or unlock the topic, or delete it with its posts. */
function TopicModeration({ locked }: { locked: boolean }) {
  const navigation = useNavigation();
  const busyIntent = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-xl border border-border/60 bg-surface px-4 py-3">
      <span className="mr-auto font-display text-muted-foreground text-sm uppercase tracking-wide">
        Moderation
      </span>
      <Form method="post">
        <input type="hidden" name="intent" value={locked ? "unlock" : "lock"} />
        <Button type="submit" variant="outline" size="sm" disabled={busyIntent != null}>
          {locked ? <LockOpen aria-hidden="true" /> : <Lock aria-hidden="true" />}
          {locked ? "Unlock topic" : "Lock topic"}
        </Button>
      </Form>
      <Form method="post" onSubmit={confirmFirst("Delete this topic and all its replies?")}>
        <input type="hidden" name="intent" value="delete-topic" />
        <Button type="submit" variant="destructive" size="sm" disabled={busyIntent != null}>
          <Trash2 aria-hidden="true" />
          {busyIntent === "delete-topic" ? "Deleting..." : "Delete topic"}
        </Button>
      </Form>
    </div>
  );
}

function DeleteReplyButton({ postId }: { postId: string }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("postId") === postId;
  return (
    <Form
      method="post"
      className="mt-2 flex justify-end"
      onSubmit={confirmFirst("Delete this reply?")}
    >
      <input type="hidden" name="intent" value="delete-post" />
      <input type="hidden" name="postId" value={postId} />
      <Button type="submit" variant="ghost" size="sm" className="text-destructive" disabled={busy}>
        <Trash2 aria-hidden="true" />
        {busy ? "Deleting..." : "Delete"}
      </Button>
    </Form>
  );
}

function TopicNotFound() {
  return (
    <main className="flex flex-1 items-center py-20">
      <Container className="flex max-w-xl flex-col items-center gap-5 text-center">
        <SearchX aria-hidden="true" className="size-12 text-muted-foreground" />
        <h1 className="font-display font-bold text-3xl uppercase tracking-wide sm:text-4xl">
          {FORUM_MESSAGES.topicNotFound}
        </h1>
        <p className="text-muted-foreground">
          The topic you're looking for doesn't exist or has been removed.
        </p>
        <Button asChild size="lg">
          <Link to="/forums">
            <ArrowLeft aria-hidden="true" />
            Back to Forums
          </Link>
        </Button>
      </Container>
    </main>
  );
}

function TopicFailed({ retryHref }: { retryHref: string }) {
  return (
    <main className="flex flex-1 items-center py-20">
      <Container className="flex max-w-xl flex-col items-center gap-5 text-center">
        <h1 className="font-display font-bold text-3xl uppercase tracking-wide sm:text-4xl">
          {FORUM_MESSAGES.topicLoadFailed}
        </h1>
        <div className="flex flex-wrap justify-center gap-3">
          <Button asChild size="lg">
            <Link to={retryHref} replace>
              <RotateCw aria-hidden="true" />
              Try again
            </Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to="/forums">Back to Forums</Link>
          </Button>
        </div>
      </Container>
    </main>
  );
}

function LoadingTopic() {
  return (
    <main className="pb-20" aria-busy="true">
      <Container className="flex max-w-4xl flex-col gap-6 pt-6">
        <p role="status" className="flex items-center gap-2 text-muted-foreground text-sm">
          <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
          Loading topic...
        </p>
        <Skeleton className="h-6 w-28 rounded-full" />
        <Skeleton className="h-10 w-3/4" />
        <Skeleton className="h-4 w-1/3" />
        <Skeleton className="h-40 w-full rounded-xl" />
      </Container>
    </main>
  );
}
