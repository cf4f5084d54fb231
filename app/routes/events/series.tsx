// /events/series/:id — a recurring meet: its title, the rule in words, host, place and the
// upcoming dates (each a link to its event, with its attending count). An approved series is
// public; a pending or rejected one only for its host and admins (anyone else: the 404 page).
// The action takes intent=approve|reject (admins, once for all dates) and end (the host).
import {
  CalendarClock,
  CircleCheck,
  Info,
  MapPin,
  Pencil,
  Repeat,
  Square,
  UserRound,
} from "lucide-react";
import { Form, Link, useNavigation } from "react-router";
import { PostedAnswer } from "~/components/forms/notice";
import { Container } from "~/components/layout/container";
import { MemberText } from "~/components/member-text";
import { BackLink, DetailErrorBoundary, PageTitle, SectionTitle } from "~/components/page";
import { Button } from "~/components/ui/button";
import { ButtonLink } from "~/components/ui/button-link";
import { defineIntents, intent } from "~/lib/actions.server";
import { ACCESS_DENIED_MESSAGE, getActor } from "~/lib/actor.server";
import { invariantResponse, NotFoundError } from "~/lib/errors";
import { parseUuid } from "~/lib/ids";
import { Fact } from "~/modules/events/components/fact";
import { EventStatusBadge } from "~/modules/events/components/status-badge";
import { SERIES_MESSAGES } from "~/modules/events/series/fields";
import { getSeriesForViewer } from "~/modules/events/series/queries.server";
import { endSeries, setSeriesApprovalStatus } from "~/modules/events/series/series.server";
import { AuthorLink } from "~/modules/profiles/components/author-link";
import type { Route } from "./+types/series";

export async function loader({ params, context }: Route.LoaderArgs) {
  const id = parseUuid(params.id);
  invariantResponse(id, SERIES_MESSAGES.notPublic, { status: 404 });
  const actor = getActor(context);
  const series = await getSeriesForViewer(id, actor);
  invariantResponse(series, SERIES_MESSAGES.notPublic, { status: 404 });
  return {
    series,
    isHost: actor?.id === series.createdBy,
    isAdmin: actor?.isAdmin ?? false,
  };
}

function seriesIdOf(params: { id?: string }): string {
  const id = parseUuid(params.id);
  if (!id) throw new NotFoundError(`series id ${params.id} is malformed`);
  return id;
}

function approvalIntent(status: "approved" | "rejected") {
  return intent({
    who: "member",
    signedOut: { redirectMessage: ACCESS_DENIED_MESSAGE },
    failureMessage: SERIES_MESSAGES.statusFailed,
    run: async ({ params, actor }) => {
      await setSeriesApprovalStatus(actor, seriesIdOf(params), status);
      return {
        message: status === "approved" ? SERIES_MESSAGES.approved : SERIES_MESSAGES.rejected,
      };
    },
  });
}

// Declared for members: the use-cases refuse anyone but an admin (approve, reject) or the host
// (end) with 403, which is the answer a crafted request gets.
export const action = defineIntents("event-series", {
  approve: approvalIntent("approved"),
  reject: approvalIntent("rejected"),
  end: intent({
    who: "member",
    signedOut: { redirectMessage: ACCESS_DENIED_MESSAGE },
    failureMessage: SERIES_MESSAGES.endFailed,
    run: async ({ params, actor }) => {
      await endSeries(actor, seriesIdOf(params));
      return { message: SERIES_MESSAGES.ended };
    },
  }),
});

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? [
        { title: `${loaderData.series.title} — Camber Club Events` },
        {
          name: "description",
          content: `${loaderData.series.ruleText}. ${loaderData.series.location ?? ""}`.trim(),
        },
        ...(loaderData.series.approvalStatus === "approved"
          ? []
          : [{ name: "robots", content: "noindex" }]),
      ]
    : [{ title: "Series not found — Camber Club" }, { name: "robots", content: "noindex" }];

export default function SeriesPage({ loaderData, actionData }: Route.ComponentProps) {
  const { series, isHost, isAdmin } = loaderData;
  const navigation = useNavigation();
  const busy =
    navigation.state !== "idle" ? String(navigation.formData?.get("intent") ?? "") : null;
  const approved = series.approvalStatus === "approved";

  return (
    <main className="pb-20">
      <Container className="pt-6">
        <BackLink to="/events">Back to Events</BackLink>
      </Container>

      {actionData ? (
        <Container className="mt-4">
          <PostedAnswer answer={actionData} />
        </Container>
      ) : null}

      <Container className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:gap-x-12">
        <div className="flex min-w-0 flex-col gap-6">
          <div className="flex flex-col gap-3">
            <p className="flex items-center gap-2 font-semibold text-accent text-sm uppercase tracking-wider">
              <Repeat aria-hidden="true" className="size-4" />
              Recurring meet
            </p>
            {!approved ? (
              <EventStatusBadge status={series.approvalStatus} className="w-fit" />
            ) : null}
            <PageTitle size="detail" className="[overflow-wrap:anywhere] sm:text-5xl">
              {series.title}
            </PageTitle>
          </div>

          {isHost && !approved ? (
            <p className="flex items-start gap-3 rounded-lg border border-warning/50 bg-warning/10 px-4 py-3 text-sm">
              <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-warning" />
              {series.approvalStatus === "pending"
                ? "Your series is waiting for an admin's review. Only you can see it; its dates go on the calendar once it is approved."
                : "An admin did not approve this series. Only you can see it."}
            </p>
          ) : null}

          <dl className="grid gap-4 rounded-xl bg-surface p-5 ring-1 ring-border/50 sm:grid-cols-2">
            <Fact
              icon={<CalendarClock aria-hidden="true" className="size-5 text-accent" />}
              term="When"
            >
              {series.ruleText}
              {series.ended ? (
                <span className="block text-muted-foreground text-sm">
                  Ended: no new dates will be added.
                </span>
              ) : null}
            </Fact>
            <Fact
              icon={<MapPin aria-hidden="true" className="size-5 text-accent" />}
              term="Location"
            >
              <span className="[overflow-wrap:anywhere]">{series.location || "Location TBA"}</span>
            </Fact>
            <Fact
              icon={<UserRound aria-hidden="true" className="size-5 text-accent" />}
              term="Host"
            >
              <AuthorLink username={series.hostUsername} fullName={series.hostName} />
            </Fact>
          </dl>

          <section aria-labelledby="series-about" className="flex flex-col gap-3">
            <SectionTitle id="series-about">About This Meet</SectionTitle>
            {series.description?.trim() ? (
              <MemberText content={series.description} />
            ) : (
              <p className="text-muted-foreground">The host hasn't added a description.</p>
            )}
          </section>
        </div>

        <aside className="flex min-w-0 flex-col gap-6" aria-label="Dates and actions">
          <section
            aria-labelledby="series-dates"
            className="flex flex-col gap-4 rounded-xl bg-surface p-5 ring-1 ring-border/50"
          >
            <h2
              id="series-dates"
              className="font-display font-semibold text-lg uppercase tracking-wide"
            >
              Upcoming dates
            </h2>
            {!approved ? (
              <p className="text-muted-foreground text-sm">
                These dates go on the calendar, each with its own RSVPs, once an admin approves the
                series.
              </p>
            ) : null}
            {series.upcoming.length === 0 ? (
              <p className="text-muted-foreground text-sm">No upcoming dates.</p>
            ) : (
              <ol className="flex flex-col divide-y divide-border/60">
                {series.upcoming.map((date) => (
                  <li
                    key={date.eventDate}
                    className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2.5"
                  >
                    {date.eventId ? (
                      <Link
                        to={`/events/${date.eventId}`}
                        className="font-medium underline-offset-4 hover:text-accent hover:underline"
                      >
                        <time dateTime={date.eventDate}>{date.label}</time>
                      </Link>
                    ) : (
                      <time dateTime={date.eventDate} className="font-medium">
                        {date.label}
                      </time>
                    )}
                    <span className="text-muted-foreground text-sm tabular">
                      {date.cancelled
                        ? "Cancelled"
                        : date.eventId
                          ? `${date.attendingCount} attending${date.maxAttendees ? ` of ${date.maxAttendees}` : ""}`
                          : null}
                      {date.detached && !date.cancelled ? " · changed by the host" : null}
                    </span>
                  </li>
                ))}
              </ol>
            )}
          </section>

          {isHost ? (
            <section
              aria-labelledby="series-host"
              className="flex flex-col gap-3 rounded-xl bg-surface p-5 ring-1 ring-border/50"
            >
              <h2
                id="series-host"
                className="font-display font-semibold text-lg uppercase tracking-wide"
              >
                Host tools
              </h2>
              <p className="text-muted-foreground text-sm">
                Change one date on its own event page ("Edit"), or every future date here.
              </p>
              <div className="flex flex-wrap gap-2">
                <ButtonLink to={`/events/series/${series.id}/edit`} variant="secondary">
                  <Pencil aria-hidden="true" />
                  Edit the whole series
                </ButtonLink>
                {!series.ended ? (
                  <Form method="post">
                    <Button
                      type="submit"
                      name="intent"
                      value="end"
                      variant="ghost"
                      disabled={!!busy}
                    >
                      <Square aria-hidden="true" />
                      End the series
                    </Button>
                  </Form>
                ) : null}
              </div>
            </section>
          ) : null}

          {isAdmin ? (
            <section
              aria-labelledby="series-moderation"
              className="flex flex-col gap-3 rounded-xl bg-surface p-5 ring-1 ring-border/50"
            >
              <div className="flex items-center justify-between gap-3">
                <h2
                  id="series-moderation"
                  className="font-display font-semibold text-lg uppercase tracking-wide"
                >
                  Moderation
                </h2>
                <EventStatusBadge status={series.approvalStatus} />
              </div>
              <p className="text-muted-foreground text-sm">
                Approving or rejecting applies to every future date of the series.
              </p>
              <Form method="post" className="flex flex-wrap gap-2">
                <Button
                  type="submit"
                  name="intent"
                  value="approve"
                  variant="secondary"
                  disabled={!!busy || approved}
                >
                  <CircleCheck aria-hidden="true" />
                  Approve series
                </Button>
                <Button
                  type="submit"
                  name="intent"
                  value="reject"
                  variant="secondary"
                  disabled={!!busy || series.approvalStatus === "rejected"}
                >
                  Reject series
                </Button>
              </Form>
            </section>
          ) : null}
        </aside>
      </Container>
    </main>
  );
}

export function ErrorBoundary() {
  return (
    <DetailErrorBoundary
      back={{ to: "/events", label: "Back to Events" }}
      failed={{
        title: "Failed to load series",
        text: "The series could not be loaded. Please try again.",
      }}
    />
  );
}
