// "Builds like this" and "Same wheel size and offset on this platform" under a build: the site's
// build cards in the card grid. A list with no builds leaves no heading behind.
import { CARD_GRID_IMAGE_SIZES, CardGrid, SectionTitle } from "~/components/page";
import { BuildCard } from "../../components/build-card";
import type { BuildCardData } from "../../queries.server";

export function SimilarBuilds({
  id,
  title,
  lede,
  builds,
}: {
  id: string;
  title: string;
  /** One line under the title saying what was matched. */
  lede?: string;
  builds: BuildCardData[];
}) {
  if (builds.length === 0) return null;
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4">
      <div>
        <SectionTitle id={id}>{title}</SectionTitle>
        {lede ? <p className="mt-1 text-muted-foreground text-sm">{lede}</p> : null}
      </div>
      <CardGrid>
        {builds.map((build) => (
          <li key={build.id} className="flex">
            <BuildCard
              build={build}
              headingLevel={3}
              imageSizes={CARD_GRID_IMAGE_SIZES.four}
              className="w-full"
            />
          </li>
        ))}
      </CardGrid>
    </section>
  );
}
