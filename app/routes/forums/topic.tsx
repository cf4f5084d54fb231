// /forums/topic/:id — category tag, title, author and time, the opening post as the body, replies
// oldest first (20 per page), and the reply box (a sign-in prompt for visitors). The action takes
// intent=reply|edit; authors edit their own posts in place (?edit=…), Quote copies a post into
// the reply box (?quote=… without JavaScript). Members report the topic (from its opening post:
// the topic as a whole) or one reply (report-topic|report-post). Admins also send lock|unlock|
// delete-topic|delete-post; a locked topic shows a notice instead of the reply box. A topic hidden
// pending review (ADR 038) is "not found" but to its author and admins; a hidden reply is a
// placeholder for everyone else.
import { Lock, MessageSquare } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import {
  data,
  isRouteErrorResponse,
  Link,
  redirect,
  useLocation,
  useNavigation,
} from "react-router";
import { toast } from "sonner";
import type { ZodType } from "zod";
import { HiddenNotice } from "~/components/hidden-notice";
import { Container } from "~/components/layout/container";
import {
  BackLink,
  DetailErrorBoundary,
  EmptyState,
  ErrorPanel,
  PageTitle,
  SectionTitle,
} from "~/components/page";
import { Avatar } from "~/components/ui/avatar";
import { Badge } from "~/components/ui/badge";
import { defineIntents, intent, type ParseResult } from "~/lib/actions.server";
import { getActor } from "~/lib/actor.server";
import { ForbiddenError, invariantResponse, NotFoundError } from "~/lib/errors";
import { flashRedirect } from "~/lib/flash.server";
import { parseUuid } from "~/lib/ids";
import { log } from "~/lib/log.server";
import { plainExcerpt, quoteText } from "~/lib/member-text";
import { intentClientAction, revalidateUnlessRequestFailed } from "~/lib/network-failure";
import { LoadingTopic } from "~/modules/forums/components/loading-topic";
import { PostCard } from "~/modules/forums/components/post-card";
import { RelativeTime, useNow } from "~/modules/forums/components/relative-time";
import { ReplyForm, SignInToReply } from "~/modules/forums/components/reply-form";
import { ReplyPagination } from "~/modules/forums/components/reply-pagination";
import {
  postAnchor,
  TOPIC_INTENT_FAILURES,
  TOPIC_PARAMS,
  type TopicActionResult,
  topicHref,
} from "~/modules/forums/components/topic-actions";
import { DeleteReplyButton, TopicModeration } from "~/modules/forums/components/topic-moderation";
import { repliesLabel } from "~/modules/forums/format";
import { editPost, postReply } from "~/modules/forums/forums.server";
import { FORUM_MESSAGES } from "~/modules/forums/messages";
import { deletePost, deleteTopic, setTopicLocked } from "~/modules/forums/moderation.server";
import { formValues, forumsHref, parsePage } from "~/modules/forums/params";
import {
  type ForumPost,
  getPostInTopic,
  getTopic,
  listReplies,
  pageCount,
  pageOfPost,
  type TopicDetail,
} from "~/modules/forums/queries.server";
import { POST_REPORT_TYPE, TOPIC_REPORT_TYPE } from "~/modules/forums/report-types";
import { editPostSchema, firstIssue, replySchema } from "~/modules/forums/schemas";
import { AuthorLink } from "~/modules/profiles/components/author-link";
import { ReportControl } from "~/modules/reports";
import { reportIntent } from "~/modules/reports/index.server";
import { REPORT_TARGETS } from "~/report-targets.server";
import type { Route } from "./+types/topic";

// ---------------------------------------------------------------------------------------------
// Server

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const id = parseUuid(params.id);
  invariantResponse(id, FORUM_MESSAGES.topicNotFound, { status: 404 });
  const actor = getActor(context);
  const topic = await getTopic(id, actor);
  invariantResponse(topic, FORUM_MESSAGES.topicNotFound, { status: 404 });

  const url = new URL(request.url);
  const pages = pageCount(topic.replyCount);
  const page = Math.min(parsePage(url.searchParams.get(TOPIC_PARAMS.page)), pages);

  // The one deliberate partial failure: a topic whose replies cannot be read still shows its
  // opening post and the reply box, with 'Failed to load posts' where the replies go (and a 500).
  let postsFailed = false;
  const replies = await listReplies(topic.id, page, actor).catch((error: unknown) => {
    log.error({ err: error, topicId: topic.id }, "forums: replies failed");
    postsFailed = true;
    return [] as ForumPost[];
  });

  // ?edit=<post id>: that post opens in its editor, if it is the viewer's and on this page.
  // No edit form in a locked topic (the action refuses edits there too).
  const editId = topic.locked ? null : parseUuid(url.searchParams.get(TOPIC_PARAMS.edit));
  const editable = [topic.opening, ...replies].find(
    (p) => p.id === editId && actor !== null && p.authorId === actor.id,
  );
  // ?quote=<post id>: the reply box starts with a quote of it (the no-JavaScript Quote button).
  const quoteId = actor ? parseUuid(url.searchParams.get(TOPIC_PARAMS.quote)) : null;
  const quoted = quoteId ? await getPostInTopic(topic.id, quoteId).catch(() => null) : null;

  return data(
    {
      now: new Date().toISOString(),
      topic,
      replies,
      postsFailed,
      page,
      pages,
      viewerId: actor?.id ?? null,
      viewerIsAdmin: actor?.isAdmin ?? false,
      editingPostId: editable?.id ?? null,
      quote: quoted ? quoteText(quoted.authorName, quoted.content) : "",
    },
    { status: postsFailed ? 500 : 200 },
  );
}

/** The topic an action is about; an id that cannot be one is answered like an unknown topic. */
function topicIdOf(params: { id?: string }): string {
  const id = parseUuid(params.id);
  if (!id) throw new NotFoundError(`topic id ${params.id} is malformed`);
  return id;
}

/** A form parser from one of the forums' schemas: its first problem is the message. */
function parseWith<T>(schema: ZodType<T>, fields: readonly string[]) {
  return (form: FormData): ParseResult<T> => {
    const parsed = schema.safeParse(formValues(form, fields));
    return parsed.success
      ? { ok: true, value: parsed.data }
      : { ok: false, message: firstIssue(parsed.error).message };
  };
}

// The moderation intents are declared for members: the use-cases refuse anyone but an admin
// with 403 (a visitor is sent to sign in first), which is the answer a crafted request gets.
export const action = defineIntents("forums", {
  reply: intent({
    who: "member",
    signedOut: { redirectMessage: FORUM_MESSAGES.signInToReply },
    // Per member: a conversation pace, not a flood.
    rateLimit: { name: "forums:reply", limit: 10, windowSeconds: 60 },
    parse: parseWith(replySchema, ["content"]),
    failureMessage: TOPIC_INTENT_FAILURES.reply,
    run: async ({ params, actor, input }) => {
      const topicId = topicIdOf(params);
      const reply = await postReply(actor.id, topicId, input.content);
      const page = await pageOfPost(reply.id);
      // A held reply is shown to its author only (marked) until an admin approves it: told why.
      return flashRedirect(
        topicHref(topicId, { page, hash: postAnchor(reply.id) }),
        reply.held
          ? { type: "info", message: reply.held.message }
          : { type: "success", message: FORUM_MESSAGES.replyPosted },
      );
    },
  }),
  edit: intent({
    who: "member",
    signedOut: { redirectMessage: FORUM_MESSAGES.signInToEdit },
    rateLimit: { name: "forums:edit", limit: 20, windowSeconds: 60 },
    parse: parseWith(editPostSchema, ["content", "postId"]),
    failureMessage: TOPIC_INTENT_FAILURES.edit,
    run: async ({ params, actor, input }) => {
      const topicId = topicIdOf(params);
      // Only the author's own post matches; anyone else gets the same "not yours or not there".
      const edited = await editPost(actor.id, topicId, input.postId, input.content);
      if (!edited) {
        throw new ForbiddenError(`${actor.id} cannot edit post ${input.postId}`, {
          userMessage: FORUM_MESSAGES.cannotEditPost,
        });
      }
      const page = await pageOfPost(input.postId);
      return flashRedirect(
        topicHref(topicId, { page, hash: postAnchor(input.postId) }),
        edited.held
          ? { type: "info", message: edited.held.message }
          : { type: "success", message: FORUM_MESSAGES.postUpdated },
      );
    },
  }),
  lock: intent({
    who: "member",
    failureMessage: TOPIC_INTENT_FAILURES.lock,
    run: async ({ params, actor }) => {
      const topicId = topicIdOf(params);
      await setTopicLocked(actor, topicId, true);
      return redirect(topicHref(topicId));
    },
  }),
  unlock: intent({
    who: "member",
    failureMessage: TOPIC_INTENT_FAILURES.unlock,
    run: async ({ params, actor }) => {
      const topicId = topicIdOf(params);
      await setTopicLocked(actor, topicId, false);
      return redirect(topicHref(topicId));
    },
  }),
  "delete-topic": intent({
    who: "member",
    failureMessage: TOPIC_INTENT_FAILURES["delete-topic"],
    run: async ({ params, actor }) => {
      await deleteTopic(actor, topicIdOf(params));
      return flashRedirect("/forums", { type: "success", message: FORUM_MESSAGES.topicDeleted });
    },
  }),
  "report-topic": reportIntent({
    targets: REPORT_TARGETS,
    type: TOPIC_REPORT_TYPE,
    id: (params) => params.id,
  }),
  "report-post": reportIntent({
    targets: REPORT_TARGETS,
    type: POST_REPORT_TYPE,
    id: (_params, targetId) => targetId,
  }),
  "delete-post": intent({
    who: "member",
    failureMessage: TOPIC_INTENT_FAILURES["delete-post"],
    run: async ({ params, actor, form }) => {
      const topicId = topicIdOf(params);
      await deletePost(actor, formValues(form, ["postId"]).postId);
      return flashRedirect(topicHref(topicId), {
        type: "success",
        message: FORUM_MESSAGES.postDeleted,
      });
    },
  }),
});

/** In the browser: a request that fails on the way keeps the text and says what failed. */
export const clientAction = intentClientAction("forums", TOPIC_INTENT_FAILURES);

export const shouldRevalidate = revalidateUnlessRequestFailed;

export const meta: Route.MetaFunction = ({ loaderData, error }) => {
  if (!loaderData) {
    const title =
      isRouteErrorResponse(error) && error.status === 404
        ? FORUM_MESSAGES.topicNotFound
        : FORUM_MESSAGES.topicLoadFailed;
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
    if (loaderData.postsFailed) toast.error(FORUM_MESSAGES.postsLoadFailed, { id: "posts-load" });
  }, [loaderData]);

  if (loadingOtherTopic) return <LoadingTopic />;
  // Every answer that comes back to the page is a failure: successes redirect.
  const failure = actionData as TopicActionResult | undefined;
  return (
    <LoadedTopic
      {...loaderData}
      actionData={failure}
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
  const [draft, setDraft] = useState(() => replyResult?.values.content ?? quote);
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

  // A deleted member's posts have no author id: never "the topic's author", never the viewer's.
  const authorId = topic.opening.authorId;
  const isViewers = (post: ForumPost) => viewerId !== null && post.authorId === viewerId;
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
        <BackLink to={forumsHref({ category: topic.categorySlug })} className="w-fit">
          Back to Forums
        </BackLink>

        <header className="flex flex-col gap-4">
          <Badge asChild variant="outline" className="text-muted-foreground hover:text-foreground">
            <Link to={forumsHref({ category: topic.categorySlug })}>{topic.categoryName}</Link>
          </Badge>
          <PageTitle size="detail">{topic.title}</PageTitle>
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
                name={topic.opening.authorUsername ? topic.opening.authorName : ""}
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

        {topic.hidden ? <HiddenNotice state={topic.hidden} /> : null}

        {viewerIsAdmin ? <TopicModeration locked={topic.locked} /> : null}

        <PostCard
          {...cardProps}
          post={topic.opening}
          opening
          canEdit={!topic.locked && isViewers(topic.opening)}
          editing={editingPostId === topic.opening.id}
          report={
            signedIn && !topic.hidden && topic.opening.authorId !== viewerId ? (
              <ReportControl
                action={topicHref(topic.id, { page })}
                intent="report-topic"
                formKey="topic"
                what="topic"
              />
            ) : null
          }
        />

        <section
          id="replies"
          aria-labelledby="replies-heading"
          className="flex scroll-mt-24 flex-col gap-4"
        >
          <div className="flex flex-wrap items-baseline justify-between gap-3">
            <SectionTitle id="replies-heading">
              Replies <span className="text-muted-foreground tabular">({topic.replyCount})</span>
            </SectionTitle>
            {pages > 1 ? (
              <span className="text-muted-foreground text-sm tabular">
                Page {page} of {pages}
              </span>
            ) : null}
          </div>
          <ReplyPagination topicId={topic.id} page={page} pages={pages} label="Reply pages" />

          {postsFailed ? (
            <ErrorPanel
              title={FORUM_MESSAGES.postsLoadFailed}
              retryHref={retryHref}
              className="py-10"
            />
          ) : topic.replyCount === 0 ? (
            <EmptyState
              title="No replies yet. Be the first to reply!"
              className="py-8 [&>p]:text-base [&>p]:text-muted-foreground"
            />
          ) : (
            <ol className="flex flex-col gap-3">
              {replies.map((reply) => (
                <li key={reply.id}>
                  <PostCard
                    {...cardProps}
                    post={reply}
                    byTopicAuthor={authorId !== null && reply.authorId === authorId}
                    canEdit={!topic.locked && isViewers(reply)}
                    editing={editingPostId === reply.id}
                    report={
                      signedIn && !reply.hidden && reply.authorId !== viewerId ? (
                        <ReportControl
                          action={topicHref(topic.id, { page })}
                          intent="report-post"
                          formKey={reply.id}
                          targetId={reply.id}
                          what="reply"
                        />
                      ) : null
                    }
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
          <SectionTitle id="reply-heading">Post a Reply</SectionTitle>
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

/** 'Topic not found' (404) and 'Failed to load topic' (the topic could not be read, or the page
 * could not be fetched at all). */
export function ErrorBoundary() {
  return (
    <DetailErrorBoundary
      back={{ to: "/forums", label: "Back to Forums" }}
      notFound={{
        title: FORUM_MESSAGES.topicNotFound,
        text: "The topic you're looking for doesn't exist or has been removed.",
      }}
      failed={{
        title: FORUM_MESSAGES.topicLoadFailed,
        text: "The topic could not be loaded. Please try again.",
        toastId: "topic-load",
      }}
    />
  );
}
