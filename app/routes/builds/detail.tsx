// /builds/:id — one build: photos, details, likes, comments; Edit/Delete for its owner.
// The action takes intent=like|unlike|comment|delete; like and comment answer signed-out
// visitors with 401 JSON (never a redirect: the buttons post through fetchers).

import { ArrowLeft, Award, CalendarDays, LoaderCircle, UserRound } from "lucide-react";
import { useEffect } from "react";
import { data, Link, useLocation, useNavigation } from "react-router";
import { toast } from "sonner";
import { Container } from "~/components/layout/container";
import { useRootData } from "~/components/layout/use-root-data";
import { MemberText } from "~/components/member-text";
import { Badge } from "~/components/ui/badge";
import { Skeleton } from "~/components/ui/skeleton";
import { env } from "~/lib/env.server";
import { flashRedirect } from "~/lib/flash.server";
import { readForm } from "~/lib/form-data.server";
import { isHeicUrl } from "~/lib/image-urls";
import {
  clientActionFallback,
  clientLoaderFallback,
  revalidateUnlessRequestFailed,
} from "~/lib/network-failure";
import {
  consumeRequestRateLimit,
  type RateLimitRule,
  rateLimitMessage,
} from "~/lib/rate-limit.server";
import { getSessionUser, isAdmin } from "~/lib/session.server";
import {
  addComment,
  BuildNotFoundError,
  setLike,
  softDeleteBuild,
} from "~/modules/builds/builds.server";
import {
  authMessage,
  type BuildActionResult,
  type BuildIntent,
  DETAIL_MESSAGES,
  isBuildIntent,
} from "~/modules/builds/components/build-actions";
import { BuildComments } from "~/modules/builds/components/build-comments";
import { BuildGallery, type GalleryPhoto } from "~/modules/builds/components/build-gallery";
import {
  type BuildProblem,
  BuildProblemView,
  PROBLEM_TITLES,
} from "~/modules/builds/components/build-problem";
import { formatLongDate, personName } from "~/modules/builds/components/format";
import { LikeButton } from "~/modules/builds/components/like-button";
import {
  CONFIRM_DELETE_PARAM,
  CONFIRM_DELETE_VALUE,
  InlineDeleteConfirm,
  OwnerActions,
} from "~/modules/builds/components/owner-actions";
import { useTimeZone } from "~/modules/builds/components/use-hydrated";
import { type BuildDetail, getBuildForViewer, listComments } from "~/modules/builds/queries.server";
import { checkBuildId, commentSchema } from "~/modules/builds/schemas";
import { AuthorLink } from "~/modules/profiles/components/author-link";
import type { Route } from "./+types/detail";

// ---------------------------------------------------------------------------------------------
// Server

function problem(state: BuildProblem, status: number) {
  return data({ state }, { status });
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const id = checkBuildId(params.id);
  if (!id.ok) return problem(id.error, 400);
  try {
    const user = await getSessionUser(request);
    const viewer = user ? { id: user.id, isAdmin: await isAdmin(user.id) } : null;
    const build = await getBuildForViewer(id.id, viewer);
    if (!build) return problem("not-found", 404);
    const comments = await listComments(build.id);
    const isOwner = viewer?.id === build.userId;
    const url = new URL(request.url);
    return data({
      state: "loaded" as const,
      build,
      comments,
      isOwner,
      /** Without JavaScript, Delete opens its question in the page (?confirm=delete). */
      confirmDelete: isOwner && url.searchParams.get(CONFIRM_DELETE_PARAM) === CONFIRM_DELETE_VALUE,
      /** The public origin, for the absolute URLs link previews need. */
      origin: new URL(env().BASE_URL).origin,
    });
  } catch (error) {
    console.error("[builds] detail failed", error);
    return problem("failed", 500);
  }
}

const RATE_LIMITS: Record<"like" | "comment" | "delete", RateLimitRule> = {
  like: { limit: 60, windowSeconds: 60 },
  comment: { limit: 10, windowSeconds: 60 },
  delete: { limit: 20, windowSeconds: 60 },
};

function failure(
  intent: BuildIntent | null,
  reason: "auth" | "invalid" | "limited" | "failed",
  message: string,
  status: number,
  extra: { content?: string; headers?: HeadersInit } = {},
) {
  const result: BuildActionResult = { ok: false, intent, reason, message, content: extra.content };
  return data(result, { status, headers: extra.headers });
}

const FAILED_MESSAGES: Record<BuildIntent, string> = {
  like: DETAIL_MESSAGES.likeFailed,
  unlike: DETAIL_MESSAGES.likeFailed,
  comment: DETAIL_MESSAGES.commentFailed,
  delete: DETAIL_MESSAGES.deleteFailed,
};

export async function action({ request, params }: Route.ActionArgs) {
  const form = await readForm(request);
  const intent = form.get("intent");
  if (!isBuildIntent(intent)) return failure(null, "invalid", "Unknown action.", 400);
  const content = intent === "comment" ? String(form.get("content") ?? "") : undefined;

  const id = checkBuildId(params.id);
  if (!id.ok) return failure(intent, "failed", FAILED_MESSAGES[intent], 404, { content });

  const user = await getSessionUser(request);
  if (!user) return failure(intent, "auth", authMessage(intent), 401, { content });

  const kind = intent === "unlike" ? "like" : intent;
  const limit = await consumeRequestRateLimit(
    request,
    `builds:${kind}`,
    RATE_LIMITS[kind],
    `user:${user.id}`,
  );
  if (!limit.allowed) {
    return failure(intent, "limited", rateLimitMessage(limit.retryAfterSeconds), 429, {
      content,
      headers: { "Retry-After": String(limit.retryAfterSeconds) },
    });
  }

  try {
    if (intent === "like" || intent === "unlike") {
      const result = await setLike(user.id, id.id, intent === "like");
      return data({ ok: true, intent, ...result } satisfies BuildActionResult);
    }
    if (intent === "comment") {
      const parsed = commentSchema.safeParse({ content });
      if (!parsed.success) {
        return failure(intent, "invalid", parsed.error.issues[0].message, 400, { content });
      }
      await addComment(user.id, id.id, parsed.data.content);
      return data({ ok: true, intent } satisfies BuildActionResult);
    }
    // Soft delete; only the owner's own active build matches.
    if (!(await softDeleteBuild(user.id, id.id))) {
      return failure(intent, "failed", DETAIL_MESSAGES.deleteFailed, 404);
    }
    return flashRedirect("/builds", {
      type: "success",
      message: DETAIL_MESSAGES.deletedTitle,
      description: DETAIL_MESSAGES.deleted,
    });
  } catch (error) {
    if (error instanceof BuildNotFoundError) {
      return failure(intent, "failed", FAILED_MESSAGES[intent], 404, { content });
    }
    console.error(`[builds] ${intent} failed`, error);
    return failure(intent, "failed", FAILED_MESSAGES[intent], 500, { content });
  }
}

/**
 * In the browser: when the request itself fails (offline, connection reset), answer like a
 * failed action so the button shows its SPEC message and rolls back (the comment keeps its text),
 * instead of the whole page turning into an error screen. Redirects (after a delete) pass through.
 */
export async function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  return clientActionFallback(
    request,
    serverAction,
    (form): BuildActionResult | null => {
      const intent = form.get("intent");
      if (!isBuildIntent(intent)) return null;
      const content = intent === "comment" ? String(form.get("content") ?? "") : undefined;
      return { ok: false, intent, reason: "failed", message: FAILED_MESSAGES[intent], content };
    },
    "builds",
  );
}

/**
 * In the browser: opening a build when its data cannot be fetched (offline) shows the SPEC
 * 'Failed to load build details' view and its toast, like a failed query on the server.
 */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return clientLoaderFallback(serverLoader, () => ({ state: "failed" as const }), "builds");
}

export const shouldRevalidate = revalidateUnlessRequestFailed;

// ---------------------------------------------------------------------------------------------
// Link previews

/** The photo a shared link shows: the first one a browser can display, as an absolute URL. */
function previewImage(build: BuildDetail, origin: string): string | null {
  const url = [...build.images.map((i) => i.imageUrl), build.featuredImageUrl].find(
    (u): u is string => !!u && !isHeicUrl(u),
  );
  return url ? new URL(url, origin).toString() : null;
}

function previewText(build: BuildDetail): string {
  const vehicle = [build.carYear, build.carMake, build.carModel].filter(Boolean).join(" ");
  const owner = personName({ fullName: build.ownerFullName, username: build.ownerUsername });
  const text = build.description?.replace(/\s+/g, " ").trim();
  if (!text) return `${vehicle} by ${owner} on Camber Club.`;
  return text.length > 200 ? `${text.slice(0, 197).trimEnd()}…` : text;
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (loaderData?.state !== "loaded") {
    const state = loaderData?.state ?? "not-found";
    return [
      { title: `${PROBLEM_TITLES[state]} — Camber Club` },
      { name: "robots", content: "noindex" },
    ];
  }
  const { build, origin } = loaderData;
  const url = `${origin}/builds/${build.id}`;
  const description = previewText(build);
  const image = previewImage(build, origin);
  return [
    { title: `${build.title} — Camber Club` },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "article" },
    { property: "og:site_name", content: "Camber Club" },
    { property: "og:url", content: url },
    { property: "og:title", content: build.title },
    { property: "og:description", content: description },
    ...(image
      ? [
          { property: "og:image", content: image },
          { property: "og:image:alt", content: build.title },
        ]
      : []),
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: build.title },
    { name: "twitter:description", content: description },
    ...(image ? [{ name: "twitter:image", content: image }] : []),
  ];
};

// ---------------------------------------------------------------------------------------------
// Page

export default function BuildDetailPage({ loaderData }: Route.ComponentProps) {
  const location = useLocation();
  const navigation = useNavigation();
  // A client navigation from this build to another one is on its way.
  const loadingOtherBuild =
    navigation.state === "loading" &&
    navigation.location.pathname.startsWith("/builds/") &&
    navigation.location.pathname !== location.pathname;

  useEffect(() => {
    if (loaderData.state === "failed") {
      toast.error(DETAIL_MESSAGES.loadFailedToast, { id: "build-load" });
    }
  }, [loaderData]);

  if (loadingOtherBuild) return <LoadingBuild />;
  if (loaderData.state !== "loaded") {
    return (
      <BuildProblemView
        problem={loaderData.state}
        retryHref={location.pathname + location.search}
      />
    );
  }
  return (
    <LoadedBuild
      build={loaderData.build}
      comments={loaderData.comments}
      isOwner={loaderData.isOwner}
      confirmDelete={loaderData.confirmDelete}
    />
  );
}

function LoadedBuild({
  build,
  comments,
  isOwner,
  confirmDelete,
}: {
  build: BuildDetail;
  comments: Parameters<typeof BuildComments>[0]["comments"];
  isOwner: boolean;
  confirmDelete: boolean;
}) {
  const root = useRootData();
  const signedIn = !!root?.viewer;
  const timeZone = useTimeZone();
  const photos: GalleryPhoto[] =
    build.images.length > 0
      ? build.images.map((i) => ({ url: i.imageUrl, caption: i.caption }))
      : [{ url: build.featuredImageUrl, caption: null }];

  return (
    <main className="pb-20">
      <Container className="pt-6">
        <Link
          to="/builds"
          className="inline-flex items-center gap-2 rounded-md text-muted-foreground text-sm hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to Builds
        </Link>
      </Container>

      <Container className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:gap-12">
        <BuildGallery title={build.title} photos={photos} />

        <div className="flex flex-col gap-6">
          <div className="flex flex-col gap-3">
            <StatusBadges build={build} />
            <h1 className="[overflow-wrap:anywhere] font-display font-bold text-3xl uppercase leading-tight tracking-wide sm:text-4xl">
              {build.title}
            </h1>
            <div className="flex flex-wrap gap-x-5 gap-y-1 text-muted-foreground text-sm">
              <span className="inline-flex items-center gap-1.5">
                <UserRound aria-hidden="true" className="size-4" />
                <span>
                  <span className="sr-only">By </span>
                  <AuthorLink username={build.ownerUsername} fullName={build.ownerFullName} />
                </span>
              </span>
              <span className="inline-flex items-center gap-1.5">
                <CalendarDays aria-hidden="true" className="size-4" />
                <time dateTime={build.createdAt}>{formatLongDate(build.createdAt, timeZone)}</time>
              </span>
            </div>
          </div>

          <div className="flex flex-wrap items-start gap-3">
            <LikeButton
              buildId={build.id}
              liked={build.likedByViewer}
              likesCount={build.likesCount}
              signedIn={signedIn}
            />
            {isOwner ? <OwnerActions buildId={build.id} title={build.title} /> : null}
          </div>
          {isOwner && confirmDelete ? (
            <InlineDeleteConfirm buildId={build.id} title={build.title} />
          ) : null}

          <section
            aria-labelledby="vehicle-details"
            className="rounded-xl bg-surface p-5 ring-1 ring-border/50"
          >
            <h2
              id="vehicle-details"
              className="font-display font-semibold text-lg uppercase tracking-wide"
            >
              Vehicle Details
            </h2>
            <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-6 gap-y-2 text-sm [overflow-wrap:anywhere]">
              <dt className="text-muted-foreground">Make</dt>
              <dd className="font-medium">{build.carMake}</dd>
              <dt className="text-muted-foreground">Model</dt>
              <dd className="font-medium">{build.carModel}</dd>
              {build.carYear ? (
                <>
                  <dt className="text-muted-foreground">Year</dt>
                  <dd className="font-medium tabular">{build.carYear}</dd>
                </>
              ) : null}
            </dl>
          </section>
        </div>
      </Container>

      <Container className="mt-12 grid gap-10 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:gap-12">
        <section aria-labelledby="build-description" className="flex flex-col gap-3">
          <h2
            id="build-description"
            className="font-display font-semibold text-2xl uppercase tracking-wide"
          >
            About This Build
          </h2>
          {build.description?.trim() ? (
            <MemberText content={build.description} />
          ) : (
            <p className="text-muted-foreground">The owner hasn't written about this build yet.</p>
          )}
        </section>
        <BuildComments buildId={build.id} comments={comments} signedIn={signedIn} />
      </Container>
    </main>
  );
}

function StatusBadges({ build }: { build: BuildDetail }) {
  const pending = build.approvalStatus === "pending";
  const rejected = build.approvalStatus === "rejected";
  if (!build.isFeatured && !pending && !rejected) return null;
  return (
    <div className="flex flex-wrap gap-2">
      {build.isFeatured ? (
        <Badge variant="accent">
          <Award aria-hidden="true" />
          Featured Build
        </Badge>
      ) : null}
      {pending ? <Badge variant="warning">Pending review</Badge> : null}
      {rejected ? <Badge variant="destructive">Rejected</Badge> : null}
    </div>
  );
}

function LoadingBuild() {
  return (
    <main className="pb-20" aria-busy="true">
      <Container className="pt-6">
        <p role="status" className="flex items-center gap-2 text-muted-foreground text-sm">
          <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
          Loading build...
        </p>
      </Container>
      <Container className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:gap-12">
        <Skeleton className="aspect-[4/3] w-full rounded-xl" />
        <div className="flex flex-col gap-4">
          <Skeleton className="h-10 w-3/4" />
          <Skeleton className="h-4 w-1/2" />
          <Skeleton className="h-11 w-36" />
          <Skeleton className="h-32 w-full rounded-xl" />
        </div>
      </Container>
    </main>
  );
}
