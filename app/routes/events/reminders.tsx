// /events/reminders — the "Event reminders" switch of My Events posts here (a plain form, no
// JavaScript needed): on or off for the signed-in member, then back to /events/mine with a toast
// that says what holds now. A visitor is sent to sign in; a GET goes to My Events.
import { redirect } from "react-router";
import { defineIntents, intent } from "~/lib/actions.server";
import { flashRedirect } from "~/lib/flash.server";
import { setEventReminders } from "~/modules/events/index.server";
import { REMINDER_MESSAGES } from "~/modules/events/reminders";
import type { Route } from "./+types/reminders";

const MY_EVENTS = "/events/mine";

export function loader() {
  return redirect(MY_EVENTS);
}

const intents = defineIntents("event-reminders", {
  "event-reminders": intent({
    who: "member",
    signedOut: "redirect",
    rateLimit: { name: "events:reminders", limit: 30, windowSeconds: 60 },
    failureMessage: REMINDER_MESSAGES.failed,
    parse: (form) => {
      const value = form.get("reminders");
      return value === "on" || value === "off"
        ? { ok: true, value: value === "on" }
        : { ok: false, message: REMINDER_MESSAGES.failed };
    },
    run: async ({ actor, input: on }) => {
      await setEventReminders(actor, on);
      return flashRedirect(MY_EVENTS, {
        type: "success",
        message: on ? REMINDER_MESSAGES.turnedOn : REMINDER_MESSAGES.turnedOff,
      });
    },
  }),
});

/** This route has no page: a refusal (rate limit, a bad value) goes back to My Events as a toast. */
export async function action(args: Route.ActionArgs) {
  const answer = await intents(args);
  if (answer instanceof Response) return answer;
  const result = answer.data;
  if (result.ok) return redirect(MY_EVENTS);
  return flashRedirect(MY_EVENTS, { type: "error", message: result.message });
}
