// The marks of a hidden item (ADR 038), for the only people who still see it: its author and the
// admins. A badge on cards and rows ("Hidden pending review"), a notice on the item's own page,
// and the placeholder everyone else sees in place of a hidden comment or reply.
import { EyeOff } from "lucide-react";
import { Badge } from "~/components/ui/badge";
import {
  HIDDEN_EXPLANATIONS,
  HIDDEN_NOTES,
  HIDDEN_PLACEHOLDER,
  type HiddenState,
} from "~/lib/hidden";
import { cn } from "~/lib/utils";

export function HiddenBadge({ state, className }: { state: HiddenState; className?: string }) {
  return (
    <Badge variant="warning" className={className}>
      <EyeOff aria-hidden="true" />
      {HIDDEN_NOTES[state]}
    </Badge>
  );
}

/** The note at the top of a hidden item's page (or above a hidden post in a thread). */
export function HiddenNotice({ state, className }: { state: HiddenState; className?: string }) {
  return (
    <div
      role="note"
      className={cn(
        "flex gap-3 rounded-lg border border-warning/60 bg-warning/10 px-4 py-3 text-sm",
        className,
      )}
    >
      <EyeOff aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-warning" />
      <div className="grid gap-0.5">
        <p className="font-semibold text-foreground">{HIDDEN_NOTES[state]}</p>
        <p className="text-muted-foreground">{HIDDEN_EXPLANATIONS[state]}</p>
      </div>
    </div>
  );
}

/** What a reader sees in place of a hidden comment or reply. */
export function HiddenPlaceholder({ id, className }: { id?: string; className?: string }) {
  return (
    <article
      id={id}
      className={cn(
        "rounded-lg border border-border/60 border-dashed px-4 py-3 text-muted-foreground text-sm italic",
        className,
      )}
    >
      {HIDDEN_PLACEHOLDER}
    </article>
  );
}
