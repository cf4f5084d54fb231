// Who is coming, for the host (and admins): the attendees, then the waitlist in queue order.
import { ListOrdered, Users } from "lucide-react";
import type { Attendee } from "../types";

export function AttendeeList({ attendees }: { attendees: Attendee[] }) {
  const going = attendees.filter((a) => a.status === "going");
  const waitlist = attendees.filter((a) => a.status === "waitlisted");
  return (
    <section
      aria-labelledby="attendees-title"
      className="flex flex-col gap-4 rounded-xl bg-surface p-5 ring-1 ring-border/50"
    >
      <h2
        id="attendees-title"
        className="flex items-center gap-2 font-display font-semibold text-lg uppercase tracking-wide"
      >
        <Users aria-hidden="true" className="size-5 text-accent" />
        Attendees ({going.length})
      </h2>
      {going.length === 0 ? (
        <p className="text-muted-foreground text-sm">Nobody has RSVP'd yet.</p>
      ) : (
        <ul aria-label="Attendees" className="flex max-h-80 flex-col gap-1 overflow-auto text-sm">
          {going.map((a) => (
            <li
              key={a.userId}
              className="flex min-w-0 items-baseline justify-between gap-3 rounded px-2 py-1 odd:bg-surface-raised/60"
            >
              <span className="min-w-0 truncate font-medium">{a.name}</span>
              {a.username ? (
                <span className="min-w-0 max-w-[50%] truncate text-muted-foreground text-xs">
                  @{a.username}
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {waitlist.length > 0 ? (
        <>
          <h3 className="flex items-center gap-2 font-display font-semibold uppercase tracking-wide">
            <ListOrdered aria-hidden="true" className="size-4 text-warning" />
            Waitlist ({waitlist.length})
          </h3>
          <ol aria-label="Waitlist" className="flex max-h-60 flex-col gap-1 overflow-auto text-sm">
            {waitlist.map((a, i) => (
              <li
                key={a.userId}
                className="flex min-w-0 items-baseline gap-3 rounded px-2 py-1 odd:bg-surface-raised/60"
              >
                <span className="w-6 shrink-0 text-muted-foreground tabular">#{i + 1}</span>
                <span className="min-w-0 truncate font-medium">{a.name}</span>
              </li>
            ))}
          </ol>
        </>
      ) : null}
    </section>
  );
}
