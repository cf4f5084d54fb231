// Home page "Latest Media": the six newest approved media items (image, type, optional duration,
// author; a play mark on videos; 'Image not available' when a picture fails), and a link to /media.
import { Clapperboard } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";
import { SectionHeading } from "~/components/page";
import { Button } from "~/components/ui/button";
import type { MediaCardData } from "../queries.server";
import { MediaCard } from "./media-card";

export function LatestMedia({ items }: { items: MediaCardData[] }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-6" data-testid="latest-media">
      <SectionHeading
        id={headingId}
        title="Latest Media"
        link={{ to: "/media", label: "View All Media" }}
      />
      {items.length === 0 ? (
        <div className="flex flex-col items-center gap-4 rounded-xl border border-border/70 border-dashed px-6 py-12 text-center">
          <Clapperboard aria-hidden="true" className="size-8 text-muted-foreground" />
          <p className="text-muted-foreground">
            No media yet. Share your photos or a how-to with the community.
          </p>
          <Button asChild variant="outline">
            <Link to="/media/submit">Submit Media</Link>
          </Button>
        </div>
      ) : (
        <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {items.map((item) => (
            <li key={item.id} className="flex">
              <MediaCard
                item={item}
                className="w-full"
                imageSizes="(min-width: 1280px) 400px, (min-width: 1024px) 31vw, (min-width: 640px) 46vw, 92vw"
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
