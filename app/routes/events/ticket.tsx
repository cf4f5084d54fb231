// /events/:id/ticket — a going member's own ticket: a QR code of their signed ticket (read by the
// host's check-in page), the same code as text, and whether they are checked in. Signed in only;
// anyone without a ticket for the event (not going, event pending or cancelled) gets the 404 page.
import { CheckCircle2 } from "lucide-react";
import { Container } from "~/components/layout/container";
import { BackLink, DetailErrorBoundary, PageTitle } from "~/components/page";
import { requireActor } from "~/lib/actor.server";
import { invariantResponse } from "~/lib/errors";
import { getTicket } from "~/modules/events/check-in/check-in.server";
import { CHECK_IN_MESSAGES } from "~/modules/events/check-in/messages";
import { ticketQrSvg } from "~/modules/events/check-in/ticket-qr.server";
import { signTicket } from "~/modules/events/check-in/ticket-token.server";
import { parseEventId } from "~/modules/events/params";
import { formatEventDate, formatEventTime, formatEventWeekday } from "~/modules/events/time";
import type { Route } from "./+types/ticket";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  {
    title: loaderData
      ? `Your ticket: ${loaderData.ticket.title} — Camber Club`
      : "Ticket — Camber Club",
  },
  { name: "robots", content: "noindex" },
];

export async function loader({ params, context }: Route.LoaderArgs) {
  const actor = await requireActor(context, { message: "Please log in to see your ticket." });
  const id = parseEventId(params.id);
  invariantResponse(id, CHECK_IN_MESSAGES.noTicket, { status: 404 });
  const ticket = await getTicket(actor, id);
  invariantResponse(ticket, CHECK_IN_MESSAGES.noTicket, { status: 404 });
  const token = signTicket({ eventId: id, memberId: actor.id });
  return {
    ticket,
    token,
    qrSvg: await ticketQrSvg(token),
    when: `${formatEventWeekday(ticket.eventDate, ticket.timeZone)}, ${formatEventDate(ticket.eventDate, ticket.timeZone)} at ${formatEventTime(ticket.eventDate, ticket.timeZone)}`,
    checkedInTime: ticket.checkedInAt ? formatEventTime(ticket.checkedInAt, ticket.timeZone) : null,
  };
}

export function ErrorBoundary() {
  return (
    <DetailErrorBoundary
      back={{ to: "/events", label: "Back to Events" }}
      failed={{ title: "Failed to load your ticket", text: "Please try again in a moment." }}
    />
  );
}

export default function TicketPage({ loaderData }: Route.ComponentProps) {
  const { ticket, token, qrSvg, when, checkedInTime } = loaderData;
  return (
    <main className="pb-20">
      <Container className="flex max-w-xl flex-col gap-6 pt-6">
        <BackLink to={`/events/${ticket.eventId}`}>Back to event</BackLink>
        <div className="flex flex-col gap-1">
          <p className="font-semibold text-accent text-sm uppercase tracking-wider">Your ticket</p>
          <PageTitle size="detail" className="[overflow-wrap:anywhere]">
            {ticket.title}
          </PageTitle>
          <p className="text-muted-foreground">{when}</p>
          {ticket.location ? (
            <p className="text-muted-foreground [overflow-wrap:anywhere]">{ticket.location}</p>
          ) : null}
        </div>

        <section
          aria-labelledby="ticket-code"
          className="flex flex-col items-center gap-4 rounded-2xl bg-surface p-5 ring-1 ring-border/60"
        >
          <h2 id="ticket-code" className="sr-only">
            Ticket code
          </h2>
          <p className="font-display text-2xl uppercase tracking-wide [overflow-wrap:anywhere]">
            {ticket.memberName}
          </p>
          {/* The SVG is drawn by the qrcode library from the signed token: no member text in it. */}
          <div
            role="img"
            aria-label={`QR code of your ticket for ${ticket.title}`}
            className="w-full max-w-72 rounded-xl bg-white p-2 [&_svg]:h-auto [&_svg]:w-full"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: server-made QR SVG, no input
            dangerouslySetInnerHTML={{ __html: qrSvg }}
          />
          {checkedInTime ? (
            <p className="flex items-center gap-2 font-semibold text-success">
              <CheckCircle2 aria-hidden="true" className="size-5" />
              Checked in at {checkedInTime}
            </p>
          ) : (
            <p className="text-center text-muted-foreground text-sm">
              Show this code to the host at the meet. Turn your screen brightness up if it doesn't
              scan.
            </p>
          )}
          <details className="w-full text-sm">
            <summary className="cursor-pointer rounded-sm text-muted-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
              Code as text (if the camera can't read it)
            </summary>
            <p className="mt-2 select-all break-all rounded-md bg-surface-raised p-3 font-mono text-xs">
              {token}
            </p>
          </details>
        </section>
      </Container>
    </main>
  );
}
