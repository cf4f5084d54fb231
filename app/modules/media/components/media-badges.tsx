// The small labels of a media item: its type, its duration, the play mark of videos, and the
// review state its author sees on an item that is not public yet.
import { BookOpen, Camera, Clock, Film, Play } from "lucide-react";
import { Badge } from "~/components/ui/badge";
import { cn } from "~/lib/utils";
import {
  type ApprovalStatus,
  MEDIA_MESSAGES,
  MEDIA_TYPE_LABELS,
  type MediaType,
} from "../constants";
import { formatDuration } from "../format";

const TYPE_ICONS = { video: Film, photo: Camera, tutorial: BookOpen } as const;

export function MediaTypeBadge({ type, className }: { type: MediaType; className?: string }) {
  const Icon = TYPE_ICONS[type];
  return (
    <Badge
      data-testid="media-type"
      className={cn("bg-background/80 text-foreground backdrop-blur", className)}
    >
      <Icon aria-hidden="true" />
      {MEDIA_TYPE_LABELS[type]}
    </Badge>
  );
}

export function DurationBadge({ seconds, className }: { seconds: number; className?: string }) {
  return (
    <span
      data-testid="media-duration"
      className={cn(
        "inline-flex items-center gap-1 rounded-md bg-black/75 px-1.5 py-0.5 font-medium text-white text-xs tabular",
        className,
      )}
    >
      <Clock aria-hidden="true" className="size-3" />
      <span className="sr-only">Duration </span>
      {formatDuration(seconds)}
    </span>
  );
}

/** The play mark over a video's picture (decorative: the card's title says what it is). */
export function PlayMark({ size = "md" }: { size?: "md" | "lg" }) {
  return (
    <span
      data-testid="play-mark"
      aria-hidden="true"
      className={cn(
        "pointer-events-none absolute inset-0 m-auto flex items-center justify-center rounded-full bg-black/60 text-white ring-2 ring-white/80 backdrop-blur-sm transition-transform group-hover:scale-110 motion-reduce:transition-none",
        size === "lg" ? "size-20" : "size-14",
      )}
    >
      <Play className={cn("translate-x-0.5 fill-current", size === "lg" ? "size-9" : "size-6")} />
    </span>
  );
}

export function ReviewBadge({ status }: { status: ApprovalStatus }) {
  if (status === "approved") return null;
  return status === "pending" ? (
    <Badge variant="warning">{MEDIA_MESSAGES.pendingReview}</Badge>
  ) : (
    <Badge variant="destructive">Rejected</Badge>
  );
}
