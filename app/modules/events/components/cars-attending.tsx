// "Cars attending" on an event page: the builds going members said they bring, each with its
// photo, title, chassis code (from the spec sheet, when its owner gave one) and a link to the
// build. Everyone sees it, the host included.
import { Car } from "lucide-react";
import { CARD_IMAGE_CLASS, Card, CardImage, CardTitle } from "~/components/card";
import { SectionTitle } from "~/components/page";
import { StoredImage } from "~/components/stored-image";
import { Badge } from "~/components/ui/badge";
import { AuthorLink } from "~/modules/profiles";
import type { AttendingCar } from "../cars.server";

export function CarsAttending({ cars }: { cars: AttendingCar[] }) {
  return (
    <section aria-labelledby="cars-attending" className="flex flex-col gap-3">
      <SectionTitle id="cars-attending">
        <span className="inline-flex items-center gap-2">
          <Car aria-hidden="true" className="size-6 text-accent" />
          Cars attending
        </span>
      </SectionTitle>
      <p className="text-muted-foreground text-sm tabular">
        {cars.length === 1 ? "1 car" : `${cars.length} cars`} coming, named by members going.
      </p>
      <ul
        aria-label="Cars attending"
        className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3"
      >
        {cars.map((car) => {
          const vehicle = [car.carYear, car.carMake, car.carModel].filter(Boolean).join(" ");
          return (
            <li key={car.id} className="flex">
              <Card data-build-id={car.id} className="w-full">
                <CardImage
                  aspect="4/3"
                  badges={
                    car.chassisCode ? (
                      <Badge className="bg-background/85 font-mono shadow-md backdrop-blur-sm">
                        <span className="sr-only">Chassis </span>
                        {car.chassisCode}
                      </Badge>
                    ) : null
                  }
                >
                  <StoredImage
                    src={car.featuredImageUrl}
                    alt={car.coverAltText || vehicle}
                    width={800}
                    height={600}
                    sizes="(min-width: 1280px) 240px, (min-width: 640px) 45vw, 100vw"
                    className={CARD_IMAGE_CLASS}
                  />
                </CardImage>
                <div className="flex min-w-0 flex-col gap-1 p-3">
                  <CardTitle as="h3" to={`/builds/${car.id}`} className="text-base">
                    {car.title}
                  </CardTitle>
                  <p className="truncate text-muted-foreground text-sm">{vehicle}</p>
                  <p className="truncate text-muted-foreground text-sm">
                    By{" "}
                    <AuthorLink
                      username={car.ownerUsername}
                      fullName={car.ownerFullName}
                      overCard
                    />
                  </p>
                </div>
              </Card>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
