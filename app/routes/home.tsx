import { Container } from "~/components/layout/container";
import { getCarOfTheWeek, getHomeBuilds, type HomeBuilds } from "~/modules/builds/queries.server";
import { UpcomingEvents } from "~/modules/events/components/upcoming-events";
import { getUpcomingEventsOrNull } from "~/modules/events/queries.server";
import { HotTopics } from "~/modules/forums/components/hot-topics";
import { getHotTopics } from "~/modules/forums/queries.server";
import { CarOfTheWeek } from "~/modules/home/components/car-of-the-week";
import { CtaBand } from "~/modules/home/components/cta-band";
import { FeaturedBuilds } from "~/modules/home/components/featured-builds";
import { Hero } from "~/modules/home/components/hero";
import { LatestMedia } from "~/modules/media/components/latest-media";
import { getLatestMedia } from "~/modules/media/queries.server";
import { useRootData } from "~/root-data";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = () => [
  { title: "Camber Club — Tuned. Stanced. Respected." },
  {
    name: "description",
    content:
      "Camber Club is the community for car enthusiasts: showcase your build, discover meets and events, trade parts in the marketplace.",
  },
  { property: "og:title", content: "Camber Club — Tuned. Stanced. Respected." },
  {
    property: "og:description",
    content:
      "Showcase your build, discover meets and events, and trade parts with car enthusiasts.",
  },
];

/** A section whose data fails is logged and shown empty (SPEC §8); the page still renders. */
async function quietly<T>(label: string, load: () => Promise<T>, fallback: T): Promise<T> {
  try {
    return await load();
  } catch (error) {
    console.error(`[home] ${label} failed`, error);
    return fallback;
  }
}

const NO_BUILDS: HomeBuilds = { title: "Latest Builds", builds: [] };

export async function loader() {
  const [builds, carOfTheWeek, upcomingEvents, hotTopics, latestMedia] = await Promise.all([
    quietly("builds", getHomeBuilds, NO_BUILDS),
    quietly("car of the week", getCarOfTheWeek, null),
    // null (the query failed) shows a quiet inline line in the section.
    getUpcomingEventsOrNull(4),
    quietly("hot topics", () => getHotTopics(4), []),
    quietly("latest media", () => getLatestMedia(), []),
  ]);
  return {
    builds,
    carOfTheWeek,
    upcomingEvents,
    hotTopics,
    latestMedia,
    now: new Date().toISOString(),
  };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const root = useRootData();
  return (
    <main>
      <Hero viewer={root?.viewer ?? null} />
      <Container className="flex flex-col gap-20 py-16">
        <FeaturedBuilds section={loaderData.builds} />
        <UpcomingEvents events={loaderData.upcomingEvents} />
        <CarOfTheWeek build={loaderData.carOfTheWeek} />
        <HotTopics topics={loaderData.hotTopics} now={loaderData.now} />
        <LatestMedia items={loaderData.latestMedia} />
        <CtaBand />
      </Container>
    </main>
  );
}

/** A failure this page does not handle itself shows the site's error screen inside its frame. */
export { ErrorBoundary } from "~/components/route-error-boundary";
