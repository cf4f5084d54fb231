import { ChevronLeft, ChevronRight } from "lucide-react";
import { cn } from "~/lib/utils";

/** The previous/next button of the gallery's carousel and of its zoom view. */
export function CarouselArrow({
  direction,
  controls,
  onClick,
}: {
  direction: "previous" | "next";
  controls?: string;
  onClick: () => void;
}) {
  const Icon = direction === "previous" ? ChevronLeft : ChevronRight;
  return (
    <button
      type="button"
      onClick={onClick}
      aria-controls={controls}
      aria-label={direction === "previous" ? "Previous photo" : "Next photo"}
      className={cn(
        "absolute inset-y-0 my-auto inline-flex size-10 cursor-pointer items-center justify-center rounded-full bg-black/60 text-white shadow-lg backdrop-blur-sm transition hover:bg-black/80",
        "focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
        direction === "previous" ? "left-3" : "right-3",
      )}
    >
      <Icon aria-hidden="true" className="size-5" />
    </button>
  );
}
