// The host's box on the event page (the host and admins see it): attendance, Edit event, Message
// attendees, Export attendees (CSV) and Cancel event. Message and Cancel open in place (<details>,
// so they work without JavaScript); cancelling asks for the reason attendees will read, which is
// the confirmation step. Both post to the event page's action (intents "message" and
// "cancel-event"), through a fetcher with JavaScript.
import { Ban, Download, LoaderCircle, Mail, PencilLine, Users } from "lucide-react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { ButtonLink } from "~/components/ui/button-link";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Textarea } from "~/components/ui/textarea";
import { HOST_FIELD_LIMITS } from "../form-fields";
import type { EventDetail } from "../types";
import type { EventActionResult } from "./action-result";
import { attendingLabel } from "./event-card";
import { useActionToast } from "./use-action-toast";

export function HostTools({
  event,
  changeProblem,
}: {
  event: EventDetail;
  /** Why it can't be edited or cancelled any more (past, cancelled, rejected); null if it can. */
  changeProblem: string | null;
}) {
  const message = useFetcher<EventActionResult>({ key: `message-${event.id}` });
  const cancel = useFetcher<EventActionResult>({ key: `cancel-${event.id}` });
  useActionToast(message.data);
  useActionToast(cancel.data);
  const sending = message.state !== "idle";
  const cancelling = cancel.state !== "idle";
  const going = event.attendingCount;

  return (
    <section
      aria-labelledby="host-tools-title"
      className="flex flex-col gap-4 rounded-xl bg-surface p-5 ring-1 ring-accent/40"
    >
      <div className="flex flex-col gap-1">
        <h2
          id="host-tools-title"
          className="font-display font-semibold text-lg uppercase tracking-wide"
        >
          Host tools
        </h2>
        <p className="flex items-center gap-2 text-muted-foreground text-sm tabular">
          <Users aria-hidden="true" className="size-4 text-accent" />
          {attendingLabel(going, event.hasStarted)}
          {event.maxAttendees !== null ? ` of ${event.maxAttendees}` : ""}
          {event.waitlistCount > 0 ? ` · ${event.waitlistCount} on the waitlist` : ""}
        </p>
      </div>

      <div className="flex flex-wrap gap-2">
        {changeProblem ? null : (
          <ButtonLink variant="secondary" to={`/events/${event.id}/edit`} icon={PencilLine}>
            Edit event
          </ButtonLink>
        )}
        <Button asChild variant="outline">
          <a href={`/events/${event.id}/attendees.csv`} download>
            <Download aria-hidden="true" />
            Export attendees (CSV)
          </a>
        </Button>
      </div>
      {changeProblem ? <p className="text-muted-foreground text-sm">{changeProblem}</p> : null}

      {event.approvalStatus === "approved" && going > 0 ? (
        <details className="group rounded-lg bg-surface-raised p-3 open:pb-4">
          <summary className="flex cursor-pointer items-center gap-2 font-semibold text-sm">
            <Mail aria-hidden="true" className="size-4 text-accent" />
            Message attendees
          </summary>
          <message.Form method="post" className="mt-3 flex flex-col gap-3">
            <input type="hidden" name="intent" value="message" />
            <p className="text-muted-foreground text-xs">
              An e-mail to the {going === 1 ? "member" : `${going} members`} going, sent by Camber
              Club: your own address is never shown. Up to 3 messages an hour.
            </p>
            <div className="flex flex-col gap-1.5">
              <Label htmlFor="host-message-subject">Subject</Label>
              <Input
                id="host-message-subject"
                name="subject"
                required
                maxLength={HOST_FIELD_LIMITS.subject}
                placeholder="e.g. Parking moved to the north lot"
              />
            </div>
            <div className="flex flex-col gap-1.5">
              <Label htmlFor="host-message-text">Message</Label>
              <Textarea
                id="host-message-text"
                name="text"
                required
                rows={4}
                maxLength={HOST_FIELD_LIMITS.text}
              />
            </div>
            <Button type="submit" disabled={sending} className="self-start">
              {sending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
              {sending
                ? "Sending..."
                : `Send to ${going === 1 ? "1 attendee" : `${going} attendees`}`}
            </Button>
          </message.Form>
        </details>
      ) : null}

      {changeProblem ? null : (
        <details className="rounded-lg bg-surface-raised p-3 open:pb-4">
          <summary className="flex cursor-pointer items-center gap-2 font-semibold text-destructive text-sm">
            <Ban aria-hidden="true" className="size-4" />
            Cancel event
          </summary>
          <cancel.Form method="post" className="mt-3 flex flex-col gap-3">
            <input type="hidden" name="intent" value="cancel-event" />
            <p className="text-sm">
              Everyone going and on the waitlist is told, with your reason. The page stays, marked
              "Cancelled". This can't be undone.
            </p>
            <div className="flex flex-col gap-1.5">
              <Label htmlFor="cancel-reason">Reason</Label>
              <Textarea
                id="cancel-reason"
                name="reason"
                required
                rows={3}
                maxLength={HOST_FIELD_LIMITS.reason}
                placeholder="e.g. Storm warning for Sunday: we'll pick a new date soon."
              />
            </div>
            <Button
              type="submit"
              variant="destructive"
              disabled={cancelling}
              className="self-start"
            >
              {cancelling ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
              {cancelling ? "Cancelling..." : "Cancel event for everyone"}
            </Button>
          </cancel.Form>
        </details>
      )}
    </section>
  );
}
