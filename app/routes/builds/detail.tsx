// /builds/:id — one build: photos, details, spec sheet, mod list, likes, comments, builds like
// it; Edit/Delete for its owner. Its link previews show the build's share card (./card-png.ts)
// and the page carries schema.org/Car as JSON-LD.
// The action takes intent=like|unlike|comment|delete|report; like, comment and report answer
// signed-out visitors with 401 JSON (never a redirect: the buttons post through fetchers). A build
// hidden pending review (ADR 038) is a 404 for everyone but its owner and admins, who see it
// with a notice.

import { Award, CalendarDays, LoaderCircle, UserRound } from "lucide-react";
import { useEffect } from "react";
import { isRouteErrorResponse, useLocation, useNavigation } from "react-router";
import { toast } from "sonner";
import { HiddenNotice } from "~/components/hidden-notice";
import { Container } from "~/components/layout/container";
import { MemberText } from "~/components/member-text";
import { BackLink, PageTitle, SectionTitle } from "~/components/page";
import { RouteErrorBoundary } from "~/components/route-error-boundary";
import { Badge } from "~/components/ui/badge";
import { Skeleton } from "~/components/ui/skeleton";
import { useTimeZone } from "~/components/use-hydrated";
import { defineIntents, intent } from "~/lib/actions.server";
import { getActor } from "~/lib/actor.server";
import { env } from "~/lib/env.server";
import { invariantResponse, NotFoundError } from "~/lib/errors";
import { flashRedirect } from "~/lib/flash.server";
import { displayImageUrl, isHeicUrl } from "~/lib/image-urls";
import { log } from "~/lib/log.server";
import { intentClientAction, revalidateUnlessRequestFailed } from "~/lib/network-failure";
import { getNonce } from "~/lib/request-context.server";
import { BuildNotFoundError, setLike, softDeleteBuild } from "~/modules/builds/builds.server";
import {
  BUILD_COMMENT_TEXTS,
  BUILD_FAILURE_MESSAGES,
  DETAIL_MESSAGES,
} from "~/modules/builds/components/build-actions";
import { BuildGallery, type GalleryPhoto } from "~/modules/builds/components/build-gallery";
import { BuildProblemView, PROBLEM_TITLES } from "~/modules/builds/components/build-problem";
import { formatLongDate, personName } from "~/modules/builds/components/format";
import { LikeButton } from "~/modules/builds/components/like-button";
import {
  CONFIRM_DELETE_PARAM,
  CONFIRM_DELETE_VALUE,
  InlineDeleteConfirm,
  OwnerActions,
} from "~/modules/builds/components/owner-actions";
import { WhoLikedLink } from "~/modules/builds/components/who-liked";
import { BUILD_REPORT_TYPE } from "~/modules/builds/index.server";
import { JournalSection } from "~/modules/builds/journal/components/journal-list";
import { journalFirstPage } from "~/modules/builds/journal/index.server";
import { type BuildDetail, getBuildForViewer } from "~/modules/builds/queries.server";
import { checkBuildId } from "~/modules/builds/schemas";
import { carJsonLd, JsonLd } from "~/modules/builds/spec/components/car-json-ld";
import { ModList } from "~/modules/builds/spec/components/mod-list";
import { modListView } from "~/modules/builds/spec/components/mod-list-view";
import { SimilarBuilds } from "~/modules/builds/spec/components/similar-builds";
import { formatWheelSize } from "~/modules/builds/spec/components/spec-format";
import { SpecSheetView } from "~/modules/builds/spec/components/spec-sheet";
import { specSheetDisplay } from "~/modules/builds/spec/components/spec-sheet-view";
import { getSpecSheet, listMods, type SpecSheet } from "~/modules/builds/spec/queries.server";
import {
  listSameWheelBuilds,
  listSimilarBuilds,
  SAME_OFFSET_TOLERANCE_MM,
  type WheelToMatch,
} from "~/modules/builds/spec/similar.server";
import { CommentThread, openCommentForm, PostedCommentNotice } from "~/modules/comments";
import { commentIntents, listThreadComments } from "~/modules/comments/index.server";
import { BuildFollowControls } from "~/modules/following";
import { getBuildFollowState } from "~/modules/following/index.server";
import { AuthorLink } from "~/modules/profiles/components/author-link";
import { ReportControl } from "~/modules/reports";
import { reportIntent } from "~/modules/reports/index.server";
import { REPORT_TARGETS } from "~/report-targets.server";
import { useRootData } from "~/root-data";
import type { Route } from "./+types/detail";

// ---------------------------------------------------------------------------------------------
// Server

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const id = checkBuildId(params.id);
  invariantResponse(id.ok || id.error !== "missing", PROBLEM_TITLES.missing, { status: 400 });
  invariantResponse(id.ok, PROBLEM_TITLES.invalid, { status: 400 });
  const actor = getActor(context);
  const build = await getBuildForViewer(id.id, actor);
  invariantResponse(build, PROBLEM_TITLES["not-found"], { status: 404 });
  const isOwner = actor?.id === build.userId;
  const [comments, spec, mods] = await Promise.all([
    listThreadComments({ kind: "build", id: build.id }, actor),
    getSpecSheet(build.id),
    listMods(build.id),
  ]);
  const journal = await journalFirstPage(build.id);
  const wheelsToMatch = matchableWheels(spec);
  const related = { ...build, chassisCode: spec?.chassisCode ?? null };
  const [similar, sameWheels] = await Promise.all([
    quietly("builds like this", () => listSimilarBuilds({ ...related, tags: spec?.tags ?? [] })),
    quietly("same wheels", () => listSameWheelBuilds(related, wheelsToMatch)),
  ]);
  invariantResponse(comments, PROBLEM_TITLES["not-found"], { status: 404 });
  const url = new URL(request.url);
  const origin = new URL(env().BASE_URL).origin;
  return {
    build,
    comments,
    /** The comment form a link opened (?reply=<id>, ?edit=…): the forms work without JavaScript. */
    openCommentForm: openCommentForm(url.searchParams),
    isOwner,
    follow: await getBuildFollowState(build.id, actor?.id ?? null),
    journal,
    /** The spec sheet's sections as the page shows them (null: none to show). */
    sheet: specSheetDisplay(spec),
    // Costs the owner hides are left out here, for visitors: not just hidden by the page.
    mods: modListView(mods, { hideCosts: spec?.hideModCosts ?? false, isOwner }),
    similar,
    sameWheels: { builds: sameWheels, lede: sameWheelsLede(wheelsToMatch[0], related) },
    /** Without JavaScript, Delete opens its question in the page (?confirm=delete). */
    confirmDelete: isOwner && url.searchParams.get(CONFIRM_DELETE_PARAM) === CONFIRM_DELETE_VALUE,
    /** The public origin, for the absolute URLs link previews need. */
    origin,
    /** schema.org/Car, built here so its code stays off the page's JavaScript. */
    jsonLd: carJsonLd({
      url: `${origin}/builds/${build.id}`,
      title: build.title,
      carMake: build.carMake,
      carModel: build.carModel,
      carYear: build.carYear,
      description: previewText(build),
      image: previewImage(build, origin),
      spec,
    }),
    /** The response's CSP nonce: every <script> of a page carries it, data blocks included. */
    nonce: getNonce(context) ?? undefined,
  };
}

/** The axles whose wheel size and offset are known: what "same wheels" compares. */
function matchableWheels(spec: SpecSheet | null): WheelToMatch[] {
  return (spec?.wheels ?? []).flatMap((w) =>
    w.diameterIn !== null && w.offsetMm !== null
      ? [{ axle: w.axle, diameterIn: w.diameterIn, offsetMm: w.offsetMm }]
      : [],
  );
}

/** What "same wheels" matched: "18″ ET35 (±5 mm) on E46". */
function sameWheelsLede(
  wheel: WheelToMatch | undefined,
  build: { chassisCode: string | null; carMake: string; carModel: string },
): string | undefined {
  if (!wheel) return undefined;
  const size = formatWheelSize({ ...wheel, widthIn: null });
  const platform = build.chassisCode?.trim() || `the ${build.carMake} ${build.carModel}`;
  return `${size} (±${SAME_OFFSET_TOLERANCE_MM} mm) on ${platform}`;
}

/** Suggestions are extras: when their query fails, the build page shows without them. */
async function quietly<T>(label: string, load: () => Promise<T[]>): Promise<T[]> {
  try {
    return await load();
  } catch (error) {
    log.error({ err: error }, `[build page] ${label} failed`);
    return [];
  }
}

/** The build the action is about: an id that is not one is a build that does not exist. */
function buildIdOf(params: { id?: string }): string {
  const id = checkBuildId(params.id);
  if (!id.ok) throw new NotFoundError(`build ${params.id} is not an id`);
  return id.id;
}

/** Builds' own "not found" (a deleted or unknown build) as the one domain error. */
async function orNotFound<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof BuildNotFoundError) throw new NotFoundError(error.message);
    throw error;
  }
}

const LIKE_LIMIT = { name: "builds:like", limit: 60, windowSeconds: 60 };

function likeIntent(liked: boolean) {
  return intent({
    who: "member",
    signedOut: { message: DETAIL_MESSAGES.likeAuth },
    rateLimit: LIKE_LIMIT,
    failureMessage: BUILD_FAILURE_MESSAGES.like,
    run: ({ actor, params }) => orNotFound(() => setLike(actor.id, buildIdOf(params), liked)),
  });
}

export const action = defineIntents("builds", {
  like: likeIntent(true),
  unlike: likeIntent(false),
  ...commentIntents((params) => ({ kind: "build", id: buildIdOf(params) }), BUILD_COMMENT_TEXTS),
  report: reportIntent({ targets: REPORT_TARGETS, type: BUILD_REPORT_TYPE, id: (p) => p.id }),
  delete: intent({
    who: "member",
    signedOut: { message: DETAIL_MESSAGES.deleteAuth },
    rateLimit: { name: "builds:delete", limit: 20, windowSeconds: 60 },
    failureMessage: BUILD_FAILURE_MESSAGES.delete,
    run: async ({ actor, params }) => {
      // Soft delete; only the owner's own active build matches.
      if (!(await softDeleteBuild(actor.id, buildIdOf(params)))) {
        throw new NotFoundError(`build ${params.id} is not the member's to delete`);
      }
      return flashRedirect("/builds", {
        type: "success",
        message: DETAIL_MESSAGES.deletedTitle,
        description: DETAIL_MESSAGES.deleted,
      });
    },
  }),
});

/**
 * In the browser: a like, comment or delete whose request never got through answers like a
 * failed action, so the button shows its SPEC message and rolls back and the comment keeps its
 * text, instead of the page turning into an error screen. Redirects (after a delete) pass through.
 */
export const clientAction = intentClientAction("builds", BUILD_FAILURE_MESSAGES);

export const shouldRevalidate = revalidateUnlessRequestFailed;

/**
 * 'Invalid Build ID' (400), 'Build Not Found' (404) and, for a failure on our side or a request
 * that never got through (offline), 'Failed to load build details' with a retry.
 */
export function ErrorBoundary() {
  return (
    <RouteErrorBoundary
      statusHandlers={{
        400: ({ error }) => (
          <BuildProblemView
            problem={error.data === PROBLEM_TITLES.missing ? "missing" : "invalid"}
          />
        ),
        404: () => <BuildProblemView problem="not-found" />,
      }}
      unexpectedErrorHandler={() => <BuildLoadFailed />}
    />
  );
}

function BuildLoadFailed() {
  const location = useLocation();
  useEffect(() => {
    toast.error(DETAIL_MESSAGES.loadFailedToast, { id: "build-load" });
  }, []);
  return <BuildProblemView problem="failed" retryHref={location.pathname + location.search} />;
}

// ---------------------------------------------------------------------------------------------
// Link previews

/** The photo a shared link shows: the first one a browser can display, as an absolute URL. */
function previewImage(build: BuildDetail, origin: string): string | null {
  const url = [...build.images.map((i) => i.imageUrl), build.featuredImageUrl].find(
    (u): u is string => !!u && !isHeicUrl(u),
  );
  // One URL, so the 1600px variant: the 2560px one is the zoom's.
  return url ? new URL(displayImageUrl(url), origin).toString() : null;
}

function previewText(build: BuildDetail): string {
  const vehicle = [build.carYear, build.carMake, build.carModel].filter(Boolean).join(" ");
  const owner = personName({ fullName: build.ownerFullName, username: build.ownerUsername });
  const text = build.description?.replace(/\s+/g, " ").trim();
  if (!text) return `${vehicle} by ${owner} on Camber Club.`;
  return text.length > 200 ? `${text.slice(0, 197).trimEnd()}…` : text;
}

export const meta: Route.MetaFunction = ({ loaderData, error }) => {
  if (!loaderData) {
    return [
      { title: `${problemTitleOf(error)} — Camber Club` },
      { name: "robots", content: "noindex" },
    ];
  }
  const { build, origin } = loaderData;
  const url = `${origin}/builds/${build.id}`;
  const description = previewText(build);
  // Approved builds are shared with their card (photo, title, chassis, power, wheels); a pending
  // or hidden one is only seen by its owner and an admin, and has no card.
  const card = isPublic(build) ? `${url}/card.png` : null;
  const image = card ?? previewImage(build, origin);
  return [
    { title: `${build.title} — Camber Club` },
    ...(isPublic(build) ? [] : [{ name: "robots", content: "noindex" }]),
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
          ...(card
            ? [
                { property: "og:image:type", content: "image/png" },
                { property: "og:image:width", content: "1200" },
                { property: "og:image:height", content: "630" },
              ]
            : []),
          {
            property: "og:image:alt",
            // The card shows the title; a plain photo is described by its owner's alt text.
            content: card ? build.title : build.images[0]?.altText || build.title,
          },
        ]
      : []),
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: build.title },
    { name: "twitter:description", content: description },
    ...(image ? [{ name: "twitter:image", content: image }] : []),
  ];
};

/** Whether everyone sees the build: approved and not hidden pending review. */
function isPublic(build: Pick<BuildDetail, "approvalStatus" | "hidden">): boolean {
  return build.approvalStatus === "approved" && build.hidden === null;
}

/** The page title of a build page that cannot be shown. */
function problemTitleOf(error: unknown): string {
  if (!isRouteErrorResponse(error)) return PROBLEM_TITLES.failed;
  if (error.status === 404) return PROBLEM_TITLES["not-found"];
  if (error.status === 400) {
    return error.data === PROBLEM_TITLES.missing ? PROBLEM_TITLES.missing : PROBLEM_TITLES.invalid;
  }
  return PROBLEM_TITLES.failed;
}

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

  if (loadingOtherBuild) return <LoadingBuild />;
  return <LoadedBuild data={loaderData} />;
}

function LoadedBuild({ data }: { data: Route.ComponentProps["loaderData"] }) {
  const {
    build,
    comments,
    openCommentForm,
    isOwner,
    confirmDelete,
    sheet,
    mods,
    similar,
    sameWheels,
    jsonLd,
    nonce,
  } = data;
  const root = useRootData();
  const signedIn = !!root?.viewer;
  const timeZone = useTimeZone();
  const photos: GalleryPhoto[] =
    build.images.length > 0
      ? build.images.map((i) => ({ url: i.imageUrl, caption: i.caption, alt: i.altText }))
      : [{ url: build.featuredImageUrl, caption: null }];

  return (
    <main className="pb-20">
      <JsonLd data={jsonLd} nonce={nonce} />
      <Container className="pt-6">
        <BackLink to="/builds">Back to Builds</BackLink>
      </Container>

      <Container className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:gap-12">
        <BuildGallery title={build.title} photos={photos} />

        <div className="flex flex-col gap-6">
          {build.hidden ? <HiddenNotice state={build.hidden} /> : null}
          <div className="flex flex-col gap-3">
            <StatusBadges build={build} />
            <PageTitle size="detail">{build.title}</PageTitle>
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
            <WhoLikedLink buildId={build.id} likesCount={build.likesCount} />
            <BuildFollowControls
              buildId={build.id}
              state={data.follow}
              isOwner={isOwner}
              isPublic={isPublic(build)}
            />
            {isOwner ? <OwnerActions buildId={build.id} title={build.title} /> : null}
          </div>
          {signedIn && !isOwner && isPublic(build) ? (
            <ReportControl
              action={`/builds/${build.id}`}
              intent="report"
              formKey="build"
              what="build"
            />
          ) : null}
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

      {sheet || mods ? (
        <Container className="mt-12 flex flex-col gap-12">
          <SpecSheetView sheet={sheet} />
          <ModList view={mods} />
        </Container>
      ) : null}

      <Container className="mt-12 grid gap-10 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:gap-12">
        <section aria-labelledby="build-description" className="flex flex-col gap-3">
          <SectionTitle id="build-description">About This Build</SectionTitle>
          {build.description?.trim() ? (
            <MemberText content={build.description} />
          ) : (
            <p className="text-muted-foreground">The owner hasn't written about this build yet.</p>
          )}
        </section>
        <div className="flex min-w-0 flex-col gap-2">
          <PostedCommentNotice />
          <CommentThread
            texts={BUILD_COMMENT_TEXTS}
            action={`/builds/${build.id}`}
            pagesPath={`/builds/${build.id}/comments`}
            page={comments}
            signedIn={signedIn}
            openForm={openCommentForm}
          />
        </div>
      </Container>

      <Container className="mt-12">
        <JournalSection
          buildId={build.id}
          page={data.journal}
          isOwner={isOwner}
          isPublic={isPublic(build)}
        />
      </Container>

      {similar.length > 0 || sameWheels.builds.length > 0 ? (
        <Container className="mt-16 flex flex-col gap-12">
          <SimilarBuilds id="builds-like-this" title="Builds like this" builds={similar} />
          <SimilarBuilds
            id="same-wheels"
            title="Same wheel size and offset on this platform"
            lede={sameWheels.lede}
            builds={sameWheels.builds}
          />
        </Container>
      ) : null}
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
