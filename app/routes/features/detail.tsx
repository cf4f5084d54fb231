// /features/:id — one feature article: hero image, title, car model, date, the body as plain-text
// paragraphs, and a link to the build it is about (only while that build is public). Each page
// view counts once, in the statement that reads the article. Unknown or malformed ids get the
// 'Feature Not Found' view with status 404; a failed read, 'Failed to load feature' (500).
import { CalendarDays, CarFront, Eye } from "lucide-react";
import { data, isRouteErrorResponse } from "react-router";
import { Container } from "~/components/layout/container";
import { BackLink, DetailErrorBoundary, PageTitle } from "~/components/page";
import { StoredImage } from "~/components/stored-image";
import { ButtonLink } from "~/components/ui/button-link";
import { getActor } from "~/lib/actor.server";
import { env } from "~/lib/env.server";
import { invariantResponse } from "~/lib/errors";
import { parseUuid } from "~/lib/ids";
import { isHeicUrl } from "~/lib/image-urls";
import { pageViewerOf } from "~/lib/page-views.server";
import { FEATURE_MESSAGES } from "~/modules/features/constants";
import { type FeatureDetail, viewFeature } from "~/modules/features/features.server";
import { bodyParagraphs, formatFeatureDate } from "~/modules/features/format";
import type { Route } from "./+types/detail";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const id = parseUuid(params.id);
  invariantResponse(id, FEATURE_MESSAGES.notFound, { status: 404 });
  const actor = getActor(context);
  const feature = await viewFeature(id, pageViewerOf(request, actor?.id ?? null));
  invariantResponse(feature, FEATURE_MESSAGES.notFound, { status: 404 });
  return data(
    { feature, origin: new URL(env().BASE_URL).origin },
    // Every visit may be a viewer's first today: never answer from a cache.
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

/** The loader's Cache-Control reaches the HTML response too. */
export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

function previewText(feature: FeatureDetail): string {
  const text = feature.excerpt.replace(/\s+/g, " ").trim();
  return text.length > 200 ? `${text.slice(0, 197).trimEnd()}…` : text;
}

export const meta: Route.MetaFunction = ({ loaderData, error }) => {
  if (!loaderData) {
    const notFound = isRouteErrorResponse(error) && error.status === 404;
    return [
      {
        title: `${notFound ? FEATURE_MESSAGES.notFound : FEATURE_MESSAGES.detailLoadFailed} — Camber Club`,
      },
      { name: "robots", content: "noindex" },
    ];
  }
  const { feature, origin } = loaderData;
  const url = `${origin}/features/${feature.id}`;
  const description = previewText(feature);
  const image =
    feature.imageUrl && !isHeicUrl(feature.imageUrl)
      ? new URL(feature.imageUrl, origin).toString()
      : null;
  return [
    { title: `${feature.title} — Camber Club` },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "article" },
    { property: "og:site_name", content: "Camber Club" },
    { property: "og:url", content: url },
    { property: "og:title", content: feature.title },
    { property: "og:description", content: description },
    { property: "article:published_time", content: feature.publishedOn },
    ...(image
      ? [
          { property: "og:image", content: image },
          { property: "og:image:alt", content: feature.title },
        ]
      : []),
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: feature.title },
    { name: "twitter:description", content: description },
    ...(image ? [{ name: "twitter:image", content: image }] : []),
  ];
};

export default function FeatureDetailPage({ loaderData }: Route.ComponentProps) {
  const { feature } = loaderData;
  const paragraphs = bodyParagraphs(feature.body);
  return (
    <main className="pb-20">
      <div className="relative aspect-[4/3] max-h-[70vh] w-full overflow-hidden bg-surface-raised sm:aspect-[21/9]">
        <StoredImage
          src={feature.imageUrl}
          alt={feature.carModel}
          width={1600}
          height={1200}
          sizes="100vw"
          priority
          className="size-full object-cover"
        />
        <div
          aria-hidden="true"
          className="absolute inset-0 bg-gradient-to-t from-background via-background/20 to-transparent"
        />
        <Container className="absolute inset-x-0 top-4">
          <BackLink
            to="/features"
            className="rounded-full bg-background/75 px-3 py-1.5 text-foreground backdrop-blur hover:text-accent"
          >
            Back to Features
          </BackLink>
        </Container>
      </div>

      <Container className="-mt-12 relative max-w-3xl sm:-mt-24">
        <article>
          <header className="flex flex-col gap-3 [overflow-wrap:anywhere]">
            <p className="font-semibold text-accent text-sm uppercase tracking-widest">
              {feature.carModel}
            </p>
            <PageTitle>{feature.title}</PageTitle>
            <div className="flex flex-wrap items-center gap-x-5 gap-y-1 text-muted-foreground text-sm">
              <span className="inline-flex items-center gap-1.5">
                <CalendarDays aria-hidden="true" className="size-4" />
                <time dateTime={feature.publishedOn}>{formatFeatureDate(feature.publishedOn)}</time>
              </span>
              <span className="inline-flex items-center gap-1.5 tabular">
                <Eye aria-hidden="true" className="size-4" />
                {feature.views === 1 ? "1 view" : `${feature.views.toLocaleString("en-US")} views`}
              </span>
            </div>
          </header>

          <p className="mt-8 font-medium text-foreground text-lg leading-relaxed [overflow-wrap:anywhere]">
            {feature.excerpt}
          </p>
          <div className="mt-6 flex flex-col gap-5 text-foreground/90 leading-relaxed [overflow-wrap:anywhere]">
            {paragraphs.map((paragraph, index) => (
              // Paragraphs have no identity beyond their position in the text.
              <p key={index} className="whitespace-pre-line">
                {paragraph}
              </p>
            ))}
          </div>

          {feature.build ? (
            <aside className="mt-10 flex flex-col gap-4 rounded-xl bg-surface p-5 ring-1 ring-border/50 sm:flex-row sm:items-center sm:justify-between">
              <div className="min-w-0 [overflow-wrap:anywhere]">
                <p className="text-muted-foreground text-sm">The build in this feature</p>
                <p className="font-display font-semibold text-lg uppercase tracking-wide">
                  {feature.build.title}
                </p>
              </div>
              <ButtonLink to={`/builds/${feature.build.id}`} icon={CarFront}>
                View the Build
              </ButtonLink>
            </aside>
          ) : null}
        </article>
      </Container>
    </main>
  );
}

/** 'Feature Not Found' (404) and 'Failed to load feature' (the read or the request failed). */
export function ErrorBoundary() {
  return (
    <DetailErrorBoundary
      back={{ to: "/features", label: "Back to Features" }}
      notFound={{ title: FEATURE_MESSAGES.notFound, text: FEATURE_MESSAGES.notFoundDescription }}
      failed={{
        title: FEATURE_MESSAGES.detailLoadFailed,
        text: FEATURE_MESSAGES.detailLoadFailedText,
      }}
    />
  );
}
