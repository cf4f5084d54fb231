// Home "Car of the Week": the build admins picked, large. Renders nothing when there is none.
import { Trophy } from "lucide-react";
import { StoredImage } from "~/components/stored-image";
import { ButtonLink } from "~/components/ui/button-link";
import type { CarOfTheWeek as CarOfTheWeekData } from "~/modules/builds/index.server";
import { AuthorLink } from "~/modules/profiles";

export function CarOfTheWeek({ build }: { build: CarOfTheWeekData | null }) {
  if (!build) return null;
  return (
    <section
      aria-labelledby="car-of-the-week"
      className="grid overflow-hidden rounded-2xl bg-surface ring-1 ring-border/60 lg:grid-cols-[3fr_2fr]"
    >
      <div className="relative aspect-[16/10] bg-surface-raised">
        <StoredImage
          src={build.featuredImageUrl}
          alt={
            build.coverAltText ||
            [build.carYear, build.carMake, build.carModel].filter(Boolean).join(" ")
          }
          width={1200}
          height={750}
          sizes="(min-width: 1024px) 60vw, 100vw"
          className="h-full w-full object-cover"
        />
      </div>
      <div className="flex min-w-0 flex-col justify-center gap-4 p-6 sm:p-10">
        <p className="inline-flex items-center gap-2 font-display font-semibold text-accent text-sm uppercase tracking-[0.3em]">
          <Trophy aria-hidden="true" className="size-4" />
          <span id="car-of-the-week">Car of the Week</span>
        </p>
        <h2 className="line-clamp-3 font-display [overflow-wrap:anywhere] font-bold text-4xl uppercase leading-none tracking-wide">
          {build.title}
        </h2>
        <p className="text-muted-foreground">
          By <AuthorLink username={build.ownerUsername} fullName={build.ownerFullName} />
        </p>
        {build.description ? (
          <p className="line-clamp-4 [overflow-wrap:anywhere]">{build.description}</p>
        ) : null}
        <dl className="grid grid-cols-3 gap-4 border-border/60 border-t pt-4 text-sm [overflow-wrap:anywhere]">
          <div>
            <dt className="text-muted-foreground">Make</dt>
            <dd className="font-semibold">{build.carMake}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Model</dt>
            <dd className="font-semibold">{build.carModel}</dd>
          </div>
          {build.carYear ? (
            <div>
              <dt className="text-muted-foreground">Year</dt>
              <dd className="tabular font-semibold">{build.carYear}</dd>
            </div>
          ) : null}
        </dl>
        <div className="flex flex-wrap gap-3 pt-2">
          <ButtonLink to={`/builds/${build.id}`}>View Full Build</ButtonLink>
          <ButtonLink variant="outline" to="/builds">
            View All Builds
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
