// /builds/:id/journal/:entryId — one journal entry: date, title, text, mileage, cost, the mods it
// is about and its photos (the build gallery, opening the zoom view). Edit and Delete for the
// owner (Delete asks first, in the page: ?confirm=delete); an admin may delete too.
import { CalendarDays, Gauge, Pencil, Trash2, Wallet } from "lucide-react";
import { Form, Link } from "react-router";
import { Notice } from "~/components/forms/notice";
import { Container } from "~/components/layout/container";
import { MemberText } from "~/components/member-text";
import { BackLink, PageTitle, SectionTitle } from "~/components/page";
import { Button } from "~/components/ui/button";
import { ButtonLink } from "~/components/ui/button-link";
import { defineIntents, intent } from "~/lib/actions.server";
import { getActor } from "~/lib/actor.server";
import { invariantResponse, NotFoundError } from "~/lib/errors";
import { flashRedirect } from "~/lib/flash.server";
import { failureOf } from "~/lib/forms/use-form";
import { parseUuid } from "~/lib/ids";
import { intentClientAction, revalidateUnlessRequestFailed } from "~/lib/network-failure";
import {
  BUILD_COMMENT_TEXTS,
  BUILD_FAILURE_MESSAGES,
} from "~/modules/builds/components/build-actions";
import { BuildGallery, type GalleryPhoto } from "~/modules/builds/components/build-gallery";
import { JournalRouteError } from "~/modules/builds/journal/components/journal-route-error";
import {
  CONFIRM_DELETE_ENTRY,
  JOURNAL_MESSAGES,
  journalPaths,
} from "~/modules/builds/journal/constants";
import { journalBuild, journalEntryOf } from "~/modules/builds/journal/index.server";
import { deleteJournalEntry } from "~/modules/builds/journal/journal.server";
import { formatMoney } from "~/modules/builds/spec/components/mod-list-view";
import { formatDay, formatNumber } from "~/modules/builds/spec/components/spec-format";
import { MOD_CATEGORY } from "~/modules/builds/spec/values";
import { CommentThread, openCommentForm, PostedCommentNotice } from "~/modules/comments";
import { commentIntents, listThreadComments } from "~/modules/comments/index.server";
import { AuthorLink } from "~/modules/profiles/components/author-link";
import { useRootData } from "~/root-data";
import type { Route } from "./+types/journal-entry";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const actor = getActor(context);
  const build = await journalBuild(params.id, actor);
  const entry = await journalEntryOf(build, params.entryId);
  const isOwner = actor?.id === entry.userId;
  const canDelete = isOwner || actor?.isAdmin === true;
  const url = new URL(request.url);
  const comments = await listThreadComments({ kind: "journal-entry", id: entry.id }, actor);
  invariantResponse(comments, "Journal Entry Not Found", { status: 404 });
  return {
    comments,
    /** The comment form a link opened (?reply=<id>, ?edit=…): the forms work without JavaScript. */
    openCommentForm: openCommentForm(url.searchParams),
    build: {
      id: build.id,
      title: build.title,
      ownerUsername: build.ownerUsername,
      ownerFullName: build.ownerFullName,
      isPublic: build.approvalStatus === "approved" && build.hidden === null,
    },
    entry,
    isOwner,
    canDelete,
    confirmDelete:
      canDelete && url.searchParams.get(CONFIRM_DELETE_ENTRY.param) === CONFIRM_DELETE_ENTRY.value,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData)
    return [{ title: "Journal Entry — Camber Club" }, { name: "robots", content: "noindex" }];
  const { build, entry } = loaderData;
  const text = entry.body.replace(/\s+/g, " ").trim();
  return [
    { title: `${entry.title} — ${build.title} — Camber Club` },
    { name: "description", content: text.length > 200 ? `${text.slice(0, 197).trimEnd()}…` : text },
    ...(build.isPublic
      ? [
          {
            tagName: "link",
            rel: "alternate",
            type: "application/rss+xml",
            title: `${build.title} — Build journal`,
            href: journalPaths.feed(build.id),
          },
        ]
      : [{ name: "robots", content: "noindex" }]),
  ];
};

/** The entry a comment intent is about; a malformed id is no entry. */
function entryIdOf(params: { entryId?: string }): string {
  const entryId = parseUuid(params.entryId);
  if (!entryId) throw new NotFoundError(`journal entry ${params.entryId} is not an id`);
  return entryId;
}

export const action = defineIntents("journal", {
  ...commentIntents(
    (params) => ({ kind: "journal-entry", id: entryIdOf(params) }),
    BUILD_COMMENT_TEXTS,
  ),
  delete: intent({
    who: "member",
    rateLimit: { name: "journal:delete", limit: 30, windowSeconds: 60 },
    failureMessage: JOURNAL_MESSAGES.deleteFailed,
    run: async ({ actor, params }) => {
      const buildId = parseUuid(params.id);
      const entryId = parseUuid(params.entryId);
      if (!buildId || !entryId) throw new NotFoundError(`journal entry ${params.entryId}`);
      await deleteJournalEntry(actor, buildId, entryId);
      return flashRedirect(`/builds/${buildId}#build-journal`, {
        type: "success",
        message: JOURNAL_MESSAGES.deleted,
      });
    },
  }),
});

/** In the browser: a delete whose request never got through says so and changes nothing. */
export const clientAction = intentClientAction("journal", {
  delete: JOURNAL_MESSAGES.deleteFailed,
  comment: BUILD_FAILURE_MESSAGES.comment,
  "comment-edit": BUILD_FAILURE_MESSAGES["comment-edit"],
  "comment-delete": BUILD_FAILURE_MESSAGES["comment-delete"],
  "comment-report": BUILD_FAILURE_MESSAGES["comment-report"],
});

export const shouldRevalidate = revalidateUnlessRequestFailed;

export default function JournalEntryPage({ loaderData, actionData }: Route.ComponentProps) {
  const { build, entry, isOwner, canDelete, confirmDelete, comments } = loaderData;
  const signedIn = !!useRootData()?.viewer;
  const photos: GalleryPhoto[] = entry.photos.map((p) => ({
    url: p.url,
    caption: p.caption,
    alt: p.description,
  }));
  const undescribed = entry.photos.filter((p) => !p.description).length;
  const failed = failureOf(actionData, "delete");
  const editHref = journalPaths.edit(build.id, entry.id);
  return (
    <main className="pb-20">
      <Container className="pt-6">
        <BackLink to={`/builds/${build.id}#build-journal`}>Back to {build.title}</BackLink>
      </Container>
      <Container className="mt-6 flex max-w-4xl flex-col gap-8">
        <header className="flex min-w-0 flex-col gap-3">
          <p className="font-display text-accent text-sm uppercase tracking-[0.2em]">
            Build journal
          </p>
          <PageTitle size="detail" className="[overflow-wrap:anywhere]">
            {entry.title}
          </PageTitle>
          <div className="flex flex-wrap gap-x-5 gap-y-1 text-muted-foreground text-sm">
            <span className="inline-flex items-center gap-1.5">
              <CalendarDays aria-hidden="true" className="size-4" />
              <time dateTime={entry.entryDate}>{formatDay(entry.entryDate)}</time>
            </span>
            <span>
              <span className="sr-only">By </span>
              <AuthorLink username={build.ownerUsername} fullName={build.ownerFullName} />
            </span>
            {entry.mileage !== null ? (
              <span className="inline-flex items-center gap-1.5 tabular">
                <Gauge aria-hidden="true" className="size-4" />
                Mileage {formatNumber(entry.mileage)}
              </span>
            ) : null}
            {entry.costMinor !== null && entry.currency ? (
              <span className="inline-flex items-center gap-1.5 tabular">
                <Wallet aria-hidden="true" className="size-4" />
                Cost {formatMoney({ currency: entry.currency, minor: entry.costMinor })}
              </span>
            ) : null}
          </div>
          {isOwner || canDelete ? (
            <div className="flex flex-wrap gap-2">
              {isOwner ? (
                <ButtonLink variant="outline" to={editHref} icon={Pencil}>
                  Edit
                </ButtonLink>
              ) : null}
              <Button asChild variant="destructive">
                <Link
                  to={`?${CONFIRM_DELETE_ENTRY.param}=${CONFIRM_DELETE_ENTRY.value}#delete-entry`}
                  preventScrollReset
                >
                  <Trash2 aria-hidden="true" />
                  Delete
                </Link>
              </Button>
            </div>
          ) : null}
          {confirmDelete ? (
            <div
              id="delete-entry"
              role="alertdialog"
              aria-labelledby="delete-entry-question"
              className="flex flex-col gap-4 rounded-xl border border-destructive/60 bg-destructive/10 p-4"
            >
              <p id="delete-entry-question" className="font-medium [overflow-wrap:anywhere]">
                Delete the journal entry "{entry.title}"? Its photos go with it. This cannot be
                undone.
              </p>
              {failed ? (
                <p role="alert" className="text-destructive text-sm">
                  {failed.reason === "rate-limited"
                    ? failed.message
                    : JOURNAL_MESSAGES.deleteFailed}
                </p>
              ) : null}
              <Form method="post" className="flex flex-wrap gap-2">
                <input type="hidden" name="intent" value="delete" />
                <Button type="submit" variant="destructive" autoFocus>
                  Delete entry
                </Button>
                <Button asChild variant="outline">
                  <Link to={journalPaths.entry(build.id, entry.id)} preventScrollReset>
                    Cancel
                  </Link>
                </Button>
              </Form>
            </div>
          ) : null}
        </header>

        {isOwner && undescribed > 0 ? (
          <Notice tone="info" title="Describe your photos">
            {JOURNAL_MESSAGES.describePhotos(undescribed)}{" "}
            <Link
              to={editHref}
              className="font-semibold text-accent underline-offset-4 hover:underline"
            >
              Add descriptions
            </Link>
          </Notice>
        ) : null}

        {photos.length > 0 ? <BuildGallery title={entry.title} photos={photos} /> : null}

        <section aria-label="Entry" className="min-w-0">
          <MemberText content={entry.body} />
        </section>

        {entry.mods.length > 0 ? (
          <section aria-labelledby="entry-mods" className="flex flex-col gap-3">
            <SectionTitle id="entry-mods">Mods in this entry</SectionTitle>
            <ul className="flex flex-wrap gap-2">
              {entry.mods.map((mod) => (
                <li
                  key={mod.id}
                  className="rounded-full bg-surface-raised px-3 py-1 text-sm ring-1 ring-border/60 [overflow-wrap:anywhere]"
                >
                  {[mod.brand, mod.partName].filter(Boolean).join(" ")}{" "}
                  <span className="text-muted-foreground">
                    · {MOD_CATEGORY.label(mod.category)}
                  </span>
                </li>
              ))}
            </ul>
            <Link
              to={`/builds/${build.id}#mod-list`}
              className="w-fit font-semibold text-accent text-sm underline-offset-4 hover:underline"
            >
              See the build's full mod list
            </Link>
          </section>
        ) : null}

        <div id="journal-entry-comments" className="flex min-w-0 flex-col gap-2">
          <PostedCommentNotice />
          <CommentThread
            texts={BUILD_COMMENT_TEXTS}
            action={comments.threadPath}
            pagesPath={`${comments.threadPath}/comments`}
            page={comments}
            signedIn={signedIn}
            openForm={loaderData.openCommentForm}
          />
        </div>
      </Container>
    </main>
  );
}

export function ErrorBoundary() {
  return <JournalRouteError />;
}
