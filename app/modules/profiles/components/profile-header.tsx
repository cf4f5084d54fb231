// The top of a public profile: avatar (initials when there is none), display name, @username,
// activity badge, bio, location, 'Member since {Month yyyy}' and the member's numbers.
import { CalendarDays, MapPin, Pencil } from "lucide-react";
import type * as React from "react";
import { Container } from "~/components/layout/container";
import { MemberText } from "~/components/member-text";
import { Avatar } from "~/components/ui/avatar";
import { Badge } from "~/components/ui/badge";
import { ButtonLink } from "~/components/ui/button-link";
import type { ActivityBadge } from "~/modules/admin";
import { displayName } from "../display-name";
import type { PublicPerson } from "../public-profile.server";

const BADGE_VARIANT: Record<ActivityBadge, "success" | "accent" | "default" | "outline"> = {
  "New User": "success",
  Recent: "accent",
  Regular: "default",
  Veteran: "outline",
};

function count(n: number, one: string, many: string) {
  return `${n} ${n === 1 ? one : many}`;
}

export function ProfileHeader({
  person,
  isOwner,
  eventCount,
  actions,
}: {
  person: PublicPerson;
  isOwner: boolean;
  eventCount: number;
  /** Controls under the numbers, passed in by the page (Follow and the follower count). */
  actions?: React.ReactNode;
}) {
  const name = displayName(person);
  const stats = [
    {
      label: "Builds",
      value: person.buildCount,
      text: count(person.buildCount, "build", "builds"),
    },
    {
      label: "Upcoming events",
      value: eventCount,
      text: count(eventCount, "upcoming event", "upcoming events"),
    },
    {
      label: "Forum topics",
      value: person.topicCount,
      text: count(person.topicCount, "forum topic", "forum topics"),
    },
    {
      label: "Forum replies",
      value: person.replyCount,
      text: count(person.replyCount, "forum reply", "forum replies"),
    },
  ];
  return (
    <header className="relative overflow-hidden border-border/60 border-b">
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-gradient-to-br from-accent/25 via-surface/60 to-background"
      />
      <Container className="relative flex flex-col gap-6 py-10 sm:flex-row sm:items-start sm:gap-8 sm:py-14">
        <Avatar
          src={person.avatarUrl}
          name={name}
          alt={`${name}'s avatar`}
          sizes="(min-width: 640px) 128px, 96px"
          className="size-24 shrink-0 ring-4 ring-background sm:size-32 [&_span]:text-3xl sm:[&_span]:text-4xl"
        />
        <div className="flex min-w-0 flex-1 flex-col gap-3">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
            <h1 className="min-w-0 max-w-full font-display font-bold text-4xl uppercase leading-none tracking-wide [overflow-wrap:anywhere] sm:text-5xl">
              {name}
            </h1>
            <Badge variant={BADGE_VARIANT[person.badge]} data-testid="activity-badge">
              {person.badge}
            </Badge>
          </div>
          <p className="text-muted-foreground">@{person.username}</p>
          {person.bio ? <MemberText content={person.bio} className="max-w-2xl text-lg" /> : null}
          <ul className="flex flex-wrap gap-x-6 gap-y-2 text-muted-foreground text-sm">
            {person.location ? (
              <li className="inline-flex min-w-0 max-w-full items-center gap-1.5 [overflow-wrap:anywhere]">
                <MapPin aria-hidden="true" className="size-4 shrink-0 text-accent" />
                <span className="min-w-0">
                  <span className="sr-only">Location: </span>
                  {person.location}
                </span>
              </li>
            ) : null}
            <li className="inline-flex items-center gap-1.5">
              <CalendarDays aria-hidden="true" className="size-4 text-accent" />
              <time dateTime={person.createdAt}>Member since {person.memberSinceLabel}</time>
            </li>
          </ul>
          <dl className="mt-2 grid grid-cols-2 gap-3 sm:flex sm:flex-wrap sm:gap-4">
            {stats.map((stat) => (
              <div
                key={stat.label}
                className="rounded-lg bg-surface/80 px-4 py-2.5 ring-1 ring-border/50 sm:min-w-32"
              >
                <dt className="text-muted-foreground text-xs uppercase tracking-wider">
                  {stat.label}
                </dt>
                <dd className="font-display font-semibold text-2xl tabular" title={stat.text}>
                  {stat.value}
                </dd>
              </div>
            ))}
          </dl>
          {actions ? <div className="mt-2 flex flex-wrap items-center gap-3">{actions}</div> : null}
        </div>
        {isOwner ? (
          <ButtonLink variant="outline" className="self-start" to="/profile" icon={Pencil}>
            Edit profile
          </ButtonLink>
        ) : null}
      </Container>
    </header>
  );
}
