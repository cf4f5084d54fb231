// /media/:id — one media item: type badge, author (links to their profile), date, duration, views
// (+1 per view), the player (videos), photo grid (photo sets) or numbered steps (tutorials), an
// About section and More Like This (up to 4 other items of the same type). Unknown or not
// visible (pending, rejected, for anyone but the author and admins) → 'Media Not Found' (404).
import { Calendar, Clock, Eye } from "lucide-react";
import { data, Link } from "react-router";
import { Container } from "~/components/layout/container";
import { MemberText } from "~/components/member-text";
import { BackLink, DetailErrorBoundary, PageTitle, SectionTitle } from "~/components/page";
import { getActor } from "~/lib/actor.server";
import { invariantResponse } from "~/lib/errors";
import { pageViewerOf } from "~/lib/page-views.server";
import { MediaTypeBadge, ReviewBadge } from "~/modules/media/components/media-badges";
import { MediaCard } from "~/modules/media/components/media-card";
import { MediaCover } from "~/modules/media/components/media-cover";
import { PhotoGrid } from "~/modules/media/components/photo-grid";
import { TutorialSteps } from "~/modules/media/components/tutorial-steps";
import { VideoPlayer } from "~/modules/media/components/video-player";
import { MEDIA_MESSAGES } from "~/modules/media/constants";
import { formatDuration, formatLongDate, formatViews } from "~/modules/media/format";
import { checkMediaId } from "~/modules/media/params";
import { getMediaForViewer, listMoreLikeThis } from "~/modules/media/queries.server";
import { displayName } from "~/modules/profiles/display-name";
import type { Route } from "./+types/detail";

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const item = loaderData?.item;
  if (!item) return [{ title: `${MEDIA_MESSAGES.notFoundTitle} — Camber Club` }];
  return [
    { title: `${item.title} — Camber Club Media` },
    { name: "description", content: item.description?.slice(0, 160) ?? item.title },
    { property: "og:title", content: item.title },
  ];
};

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const id = checkMediaId(params.id);
  invariantResponse(id, MEDIA_MESSAGES.notFoundTitle, { status: 404 });
  const actor = getActor(context);
  const item = await getMediaForViewer(id, actor, pageViewerOf(request, actor?.id ?? null));
  invariantResponse(item, MEDIA_MESSAGES.notFoundTitle, { status: 404 });
  const moreLikeThis = await listMoreLikeThis(item);
  const headers: HeadersInit =
    item.approvalStatus === "approved" ? {} : { "Cache-Control": "private, no-store" };
  return data({ item, moreLikeThis }, { headers });
}

export default function MediaDetailPage({ loaderData }: Route.ComponentProps) {
  const { item, moreLikeThis } = loaderData;
  const author = displayName({ fullName: item.authorFullName, username: item.authorUsername });
  return (
    <main className="pb-20">
      <Container className="flex flex-col gap-8 pt-8">
        <BackLink to="/media" className="w-fit">
          Back to Media
        </BackLink>

        <header className="flex flex-col gap-4" data-testid="media-header">
          <div className="flex flex-wrap items-center gap-2">
            <MediaTypeBadge type={item.type} className="bg-surface-raised" />
            <ReviewBadge status={item.approvalStatus} />
          </div>
          <PageTitle size="detail" className="sm:text-5xl">
            {item.title}
          </PageTitle>
          <dl className="flex flex-wrap items-center gap-x-5 gap-y-2 text-muted-foreground text-sm">
            <MetaItem term="Author">
              <dd>
                By{" "}
                {item.authorUsername ? (
                  <Link
                    to={`/u/${item.authorUsername}`}
                    className="font-semibold text-foreground underline-offset-4 hover:text-accent hover:underline"
                  >
                    {author}
                  </Link>
                ) : (
                  <span className="font-semibold text-foreground">{author}</span>
                )}
              </dd>
            </MetaItem>
            <MetaItem term="Date" icon={Calendar}>
              <dd>
                <time dateTime={item.createdAt}>{formatLongDate(item.createdAt)}</time>
              </dd>
            </MetaItem>
            {item.durationSeconds !== null ? (
              <MetaItem term="Duration" icon={Clock}>
                <dd className="tabular" data-testid="media-duration">
                  {formatDuration(item.durationSeconds)}
                </dd>
              </MetaItem>
            ) : null}
            <MetaItem term="Views" icon={Eye}>
              <dd className="tabular" data-testid="media-views">
                {formatViews(item.views)}
              </dd>
            </MetaItem>
          </dl>
        </header>

        {item.type === "video" ? (
          <VideoPlayer
            title={item.title}
            videoUrl={item.videoUrl}
            embedUrl={item.embedUrl}
            poster={item.imageUrl}
          />
        ) : item.type === "photo" ? (
          <PhotoGrid title={item.title} photos={item.photos} />
        ) : (
          <MediaCover
            src={item.imageUrl}
            alt={item.title}
            width={1280}
            height={640}
            priority
            sizes="(min-width: 1280px) 1216px, 100vw"
            className="aspect-[2/1] w-full rounded-xl"
          />
        )}

        <div className="flex max-w-3xl flex-col gap-10">
          <section aria-labelledby="about-media" className="flex flex-col gap-3">
            <SectionTitle id="about-media">About</SectionTitle>
            {item.description ? (
              <MemberText content={item.description} />
            ) : (
              <p className="text-foreground/85 leading-relaxed">No description yet.</p>
            )}
          </section>
          {item.type === "tutorial" ? (
            <section aria-labelledby="tutorial-steps" className="flex flex-col gap-4">
              <SectionTitle id="tutorial-steps">Steps</SectionTitle>
              <TutorialSteps steps={item.steps} />
            </section>
          ) : null}
        </div>

        {moreLikeThis.length > 0 ? (
          <section aria-labelledby="more-like-this" className="flex flex-col gap-5 pt-4">
            <SectionTitle id="more-like-this">More Like This</SectionTitle>
            <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4">
              {moreLikeThis.map((other) => (
                <li key={other.id} className="flex">
                  <MediaCard item={other} className="w-full" />
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </Container>
    </main>
  );
}

/**
 * One item of the meta row under the title: its term for screen readers, an icon for the eye,
 * and the value (the `<dd>`, given by the caller with its own classes).
 */
function MetaItem({
  term,
  icon: Icon,
  children,
}: {
  term: string;
  icon?: typeof Calendar;
  children: React.ReactNode;
}) {
  return (
    <div className="flex items-center gap-1.5">
      <dt className="sr-only">{term}</dt>
      {Icon ? <Icon aria-hidden="true" className="size-4" /> : null}
      {children}
    </div>
  );
}

/** 'Media Not Found' (404: unknown, or not visible to this viewer); a failed load, its own view. */
export function ErrorBoundary() {
  return (
    <DetailErrorBoundary
      back={{ to: "/media", label: "Back to Media" }}
      notFound={{ title: MEDIA_MESSAGES.notFoundTitle, text: MEDIA_MESSAGES.notFoundText }}
      failed={{ title: MEDIA_MESSAGES.detailLoadFailed, text: MEDIA_MESSAGES.loadFailed }}
    />
  );
}
