// Home "Featured Builds" / "Latest Builds" (SPEC): one build is a single centred card, two are two
// columns, three are one large card on the left and two stacked on the right.

import { EmptyState, SectionHeading } from "~/components/page";
import { ButtonLink } from "~/components/ui/button-link";
import { cn } from "~/lib/utils";
import { BuildCard } from "~/modules/builds";
import type { HomeBuilds } from "~/modules/builds/index.server";

export function FeaturedBuilds({ section }: { section: HomeBuilds }) {
  const { builds, title } = section;
  return (
    <section aria-labelledby="home-builds" className="flex flex-col gap-6">
      <SectionHeading id="home-builds" title={title} link={{ to: "/builds", label: "View All" }} />
      {builds.length === 0 ? (
        <EmptyState
          title="No builds yet. Check out the latest builds or create your own!"
          action={<ButtonLink to="/create-build">Create Your Build</ButtonLink>}
          className="py-12"
        />
      ) : (
        <div
          className={cn(
            "grid gap-6",
            builds.length === 1 && "mx-auto w-full max-w-xl",
            builds.length === 2 && "sm:grid-cols-2",
            builds.length >= 3 && "lg:grid-cols-5",
          )}
        >
          {/* No photo here is high priority: below the hero, the first is out of the first
              viewport (~860-920 px down at 390 and 1280 px wide), and a preloaded photo only
              competed with the hero's stylesheet and fonts (docs/performance.md). */}
          {builds.map((build, index) => (
            <BuildCard
              key={build.id}
              build={build}
              imageSizes={
                builds.length >= 3 && index === 0
                  ? "(min-width: 1024px) 740px, 92vw"
                  : "(min-width: 1024px) 600px, (min-width: 640px) 46vw, 92vw"
              }
              className={cn(
                builds.length >= 3 &&
                  (index === 0 ? "lg:col-span-3 lg:row-span-2" : "lg:col-span-2"),
              )}
              imageClassName={
                builds.length >= 3
                  ? index === 0
                    ? "lg:aspect-auto lg:flex-1"
                    : "lg:aspect-[16/10]"
                  : undefined
              }
            />
          ))}
        </div>
      )}
    </section>
  );
}
