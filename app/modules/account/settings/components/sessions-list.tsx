// "Where you're signed in": the member's sessions (this device first, marked), a Sign out button
// for each other one and "Sign out everywhere" (this device included, back to /auth). Plain
// forms posting to the page: they work without JavaScript.
import { LogOut, Monitor } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { Notice } from "~/components/forms/notice";
import { SubmitButton } from "~/components/forms/submit-button";
import { Badge } from "~/components/ui/badge";
import { useTimeZone } from "~/components/use-hydrated";
import { failureOf } from "~/lib/forms/use-form";
import { formatCommentDate } from "~/modules/comments";
import type { MemberSession } from "../queries.server";
import { SettingsSection } from "./settings-section";

const REVOKE = "revoke-session";
const EVERYWHERE = "sign-out-everywhere";

export function SessionsList({
  sessions,
  more,
  result,
}: {
  sessions: MemberSession[];
  more: number;
  result: unknown;
}) {
  const navigation = useNavigation();
  const sending = navigation.formData;
  const busyIntent = sending?.get("intent");
  const busySession = busyIntent === REVOKE ? sending?.get("sessionId") : null;
  const failure = failureOf(result, REVOKE) ?? failureOf(result, EVERYWHERE);
  const timeZone = useTimeZone();

  return (
    <SettingsSection
      id="sessions-heading"
      title="Where you're signed in"
      description="Sign out anywhere you don't recognise, or everywhere at once. Addresses are shown in part; times update about once a day."
    >
      {failure ? <Notice tone="error" title={failure.message} /> : null}
      <ul className="grid gap-3">
        {sessions.map((session) => {
          const deviceId = `session-${session.id}`;
          return (
            <li
              key={session.id}
              className="flex flex-col gap-3 rounded-lg border border-border/60 bg-surface-raised/40 p-4 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="flex min-w-0 items-start gap-3">
                <Monitor
                  className="mt-0.5 size-5 shrink-0 text-muted-foreground"
                  aria-hidden="true"
                />
                <div className="grid min-w-0 gap-1 text-sm">
                  <p className="flex flex-wrap items-center gap-2">
                    <span id={deviceId} className="font-semibold">
                      {session.device}
                    </span>
                    {session.current ? <Badge variant="success">This device</Badge> : null}
                  </p>
                  <p className="text-muted-foreground [overflow-wrap:anywhere]">
                    {session.ipAddress ?? "Address unknown"} · Signed in{" "}
                    <time dateTime={session.createdAt}>
                      {formatCommentDate(session.createdAt, timeZone)}
                    </time>{" "}
                    · Last seen{" "}
                    <time dateTime={session.lastSeenAt}>
                      {formatCommentDate(session.lastSeenAt, timeZone)}
                    </time>
                  </p>
                </div>
              </div>
              {session.current ? null : (
                <Form method="post" className="shrink-0">
                  <input type="hidden" name="intent" value={REVOKE} />
                  <input type="hidden" name="sessionId" value={session.id} />
                  <SubmitButton
                    variant="outline"
                    size="sm"
                    aria-describedby={deviceId}
                    busy={busySession === session.id}
                    busyLabel="Signing out..."
                    className="w-full sm:w-auto"
                  >
                    Sign out
                  </SubmitButton>
                </Form>
              )}
            </li>
          );
        })}
      </ul>
      {more > 0 ? (
        <p className="text-muted-foreground text-sm">
          And {more} older {more === 1 ? "session" : "sessions"}, which "Sign out everywhere" ends
          too.
        </p>
      ) : null}
      <Form method="post" className="border-border/60 border-t pt-5">
        <input type="hidden" name="intent" value={EVERYWHERE} />
        <SubmitButton
          variant="outline"
          busy={busyIntent === EVERYWHERE}
          busyLabel="Signing out..."
          className="w-full border-destructive/60 text-destructive hover:border-destructive sm:w-fit"
        >
          <LogOut aria-hidden="true" />
          Sign out everywhere
        </SubmitButton>
        <p className="mt-2 text-muted-foreground text-sm">
          Every device, this one included: you'll sign in again with your password.
        </p>
      </Form>
    </SettingsSection>
  );
}
