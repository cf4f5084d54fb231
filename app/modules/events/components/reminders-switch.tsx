// "Event reminders" on My Events: whether the member gets a notice and an e-mail before the events
// they're going to, and the one button that flips it (a plain form posting to /events/reminders).
import { BellOff, BellRing } from "lucide-react";
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { REMINDER_MESSAGES } from "../reminders";

export function RemindersSwitch({ on }: { on: boolean }) {
  const Icon = on ? BellOff : BellRing;
  return (
    <section
      aria-labelledby="event-reminders-heading"
      className="flex flex-col gap-3 rounded-xl bg-surface p-4 ring-1 ring-border/50 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex flex-col gap-1">
        <h2
          id="event-reminders-heading"
          className="font-display font-semibold text-lg uppercase tracking-wide"
        >
          {REMINDER_MESSAGES.heading}: {on ? "On" : "Off"}
        </h2>
        <p className="text-muted-foreground text-sm">
          {on ? REMINDER_MESSAGES.explainOn : REMINDER_MESSAGES.explainOff}
        </p>
      </div>
      <Form method="post" action="/events/reminders" className="shrink-0">
        <input type="hidden" name="reminders" value={on ? "off" : "on"} />
        <Button type="submit" name="intent" value="event-reminders" variant="secondary">
          <Icon aria-hidden="true" />
          {on ? REMINDER_MESSAGES.turnOff : REMINDER_MESSAGES.turnOn}
        </Button>
      </Form>
    </section>
  );
}
