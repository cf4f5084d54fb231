// /features/:id — one feature article: hero image, title, car model, date, the body as plain-text
// paragraphs, and a link to the build it is about (only while that build is public). Each page
// view counts once, in the statement that reads the article. Unknown or malformed ids get the
// 'Feature Not Found' view with status 404.
import {
  ArrowLeft,
  CalendarDays,
  CarFront,
  Eye,
  RotateCw,
  SearchX,
  TriangleAlert,
} from "lucide-react";
import { data, Link, useLocation } from "react-router";
import { Container } from "~/components/layout/container";
import { StoredImage } from "~/components/stored-image";
import { Button } from "~/components/ui/button";
import { env } from "~/lib/env.server";
import { isHeicUrl } from "~/lib/image-urls";
import { pageViewerOf } from "~/lib/page-views.server";
import { getSessionUser } from "~/lib/session.server";
import { FEATURE_MESSAGES } from "~/modules/features/constants";
import { type FeatureDetail, viewFeature } from "~/modules/features/features.server";
import { bodyParagraphs, formatFeatureDate } from "~/modules/features/format";
import { parseUuid } from "~/modules/features/params";
import type { Route } from "./+types/detail";

export async function loader({ request, params }: Route.LoaderArgs) {
  const id = parseUuid(params.id);
  if (!id) return data({ state: "not-found" as const }, { status: 404 });
  try {
    const user = await getSessionUser(request);
    const feature = await viewFeature(id, pageViewerOf(request, user?.id ?? null));
    if (!feature) return data({ state: "not-found" as const }, { status: 404 });
    return data(
      { state: "loaded" as const, feature, origin: new URL(env().BASE_URL).origin },
      // Every visit may be a viewer's first today: never answer from a cache.
      { headers: { "Cache-Control": "private, no-store" } },
    );
  } catch (error) {
    console.error("[features] detail failed", error);
    return data({ state: "failed" as const }, { status: 500 });
  }
}

/** The loader's Cache-Control reaches the HTML response too. */
export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

function previewText(feature: FeatureDetail): string {
  const text = feature.excerpt.replace(/\s+/g, " ").trim();
  return text.length > 200 ? `${text.slice(0, 197).trimEnd()}…` : text;
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (loaderData?.state !== "loaded") {
    return [
      {
        title: `${loaderData?.state === "failed" ? "Failed to load feature" : FEATURE_MESSAGES.notFound} — Camber Club`,
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
  const location = useLocation();
  if (loaderData.state !== "loaded") {
    return (
      <ProblemView
        failed={loaderData.state === "failed"}
        retryHref={location.pathname + location.search}
      />
    );
  }
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
          <Link
            to="/features"
            className="inline-flex items-center gap-1.5 rounded-full bg-background/75 px-3 py-1.5 font-medium text-foreground text-sm backdrop-blur hover:text-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            Back to Features
          </Link>
        </Container>
      </div>

      <Container className="-mt-12 relative max-w-3xl sm:-mt-24">
        <article>
          <header className="flex flex-col gap-3 [overflow-wrap:anywhere]">
            <p className="font-semibold text-accent text-sm uppercase tracking-widest">
              {feature.carModel}
            </p>
            <h1 className="font-display font-bold text-4xl uppercase leading-tight tracking-wide sm:text-5xl">
              {feature.title}
            </h1>
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
              <Button asChild>
                <Link to={`/builds/${feature.build.id}`}>
                  <CarFront aria-hidden="true" />
                  View the Build
                </Link>
              </Button>
            </aside>
          ) : null}
        </article>
      </Container>
    </main>
  );
}

function ProblemView({ failed, retryHref }: { failed: boolean; retryHref: string }) {
  const Icon = failed ? TriangleAlert : SearchX;
  return (
    <main className="flex flex-1 items-center py-20">
      <Container className="flex max-w-xl flex-col items-center gap-5 text-center">
        <span className="inline-flex size-14 items-center justify-center rounded-full bg-surface-raised text-accent">
          <Icon aria-hidden="true" className="size-7" />
        </span>
        <h1 className="font-display font-bold text-3xl uppercase tracking-wide sm:text-4xl">
          {failed ? "Failed to load feature" : FEATURE_MESSAGES.notFound}
        </h1>
        <p className="text-muted-foreground">
          {failed
            ? "Something went wrong on our side. Please try again in a moment."
            : FEATURE_MESSAGES.notFoundDescription}
        </p>
        <div className="flex flex-wrap justify-center gap-3">
          <Button asChild variant={failed ? "outline" : "default"}>
            <Link to="/features">
              <ArrowLeft aria-hidden="true" />
              Back to Features
            </Link>
          </Button>
          {failed ? (
            <Button asChild>
              <Link to={retryHref} replace>
                <RotateCw aria-hidden="true" />
                Try again
              </Link>
            </Button>
          ) : null}
        </div>
      </Container>
    </main>
  );
}
