import {
  CalendarDays,
  Flame,
  MessagesSquare,
  ShoppingBag,
  Trophy,
  Users,
  Wrench,
} from "lucide-react";
import { Link } from "react-router";
import { Container } from "~/components/layout/container";
import { type CallToAction, CallToActionBand, SectionHeading } from "~/components/page";
import type { Route } from "./+types/about";

export const meta: Route.MetaFunction = () => [
  { title: "About — Camber Club" },
  {
    name: "description",
    content:
      "Camber Club is a community for car enthusiasts: builds, forums, events and a marketplace.",
  },
];

const OFFERS = [
  {
    icon: Wrench,
    title: "Build Showcases",
    text: "Document your project with photos and specs, and get feedback from people who know the difference between offset and backspacing.",
    to: "/builds",
  },
  {
    icon: MessagesSquare,
    title: "Community Forums",
    text: "Tech questions, build threads, wheel fitment debates and the occasional argument about the best engine ever made.",
    to: "/forums",
  },
  {
    icon: CalendarDays,
    title: "Event Listings",
    text: "Cars and coffee, track days, night meets and shows — hosted by members, checked by our moderators.",
    to: "/events",
  },
  {
    icon: ShoppingBag,
    title: "Marketplace",
    text: "Buy and sell cars, parts and wheels with enthusiasts who take care of their stuff.",
    to: "/marketplace",
  },
] as const;

const VALUES = [
  {
    icon: Flame,
    title: "Passion",
    text: "Every car here is somebody's labour of love — from a bone-stock survivor to a full widebody build.",
  },
  {
    icon: Users,
    title: "Community",
    text: "Respect first. Help the newcomer, share what you learned, and give credit where it's due.",
  },
  {
    icon: Trophy,
    title: "Excellence",
    text: "Clean work, honest specs and builds done right. We celebrate craftsmanship at every budget.",
  },
] as const;

/** A ten-spoke wheel with a deep lip, drawn as outlines: the About hero's backdrop. */
function WheelArt({ className }: { className?: string }) {
  const spokes = Array.from({ length: 10 }, (_, i) => i * 36);
  return (
    <svg viewBox="-100 -100 200 200" aria-hidden="true" focusable="false" className={className}>
      <g fill="none" stroke="currentColor">
        <circle r="96" strokeWidth="6" />
        <circle r="84" strokeWidth="2" />
        <circle r="74" strokeWidth="3" />
        <circle r="18" strokeWidth="4" />
        {spokes.map((angle) => (
          <path
            key={angle}
            d="M-5-20 L-9-72 M5-20 L9-72"
            strokeWidth="3"
            strokeLinecap="round"
            transform={`rotate(${angle})`}
          />
        ))}
      </g>
      <circle r="6" fill="var(--accent)" />
      <path d="M-62-44A76 76 0 0 1 44-62" fill="none" stroke="var(--accent)" strokeWidth="3" />
    </svg>
  );
}

const JOIN_ACTIONS: CallToAction[] = [
  { to: "/auth?mode=signup", label: "Join Camber Club" },
  { to: "/builds", label: "Browse Builds", variant: "outline" },
  { to: "/forums", label: "Visit the Forums", variant: "ghost" },
];

export default function About() {
  return (
    <main>
      <section className="relative isolate overflow-hidden border-border/60 border-b bg-surface">
        {/* Sodium glow and a giant cambered wheel: decoration only, pure CSS/SVG. */}
        <div
          aria-hidden="true"
          className="-z-10 absolute inset-0 bg-[radial-gradient(ellipse_60%_80%_at_85%_10%,color-mix(in_oklab,var(--accent)_28%,transparent),transparent_70%)]"
        />
        <WheelArt className="-z-10 -right-24 sm:-right-12 absolute top-1/2 size-[24rem] -translate-y-1/2 text-foreground opacity-[0.05] sm:opacity-[0.12] lg:right-10 lg:size-[28rem]" />
        <Container className="flex flex-col gap-5 py-20 sm:py-28">
          <p className="font-display font-semibold text-accent text-sm uppercase tracking-[0.35em]">
            About Camber Club
          </p>
          <h1 className="max-w-3xl font-display font-bold text-[2.6rem] uppercase leading-[0.95] tracking-wide sm:text-6xl">
            Built by enthusiasts, for enthusiasts
          </h1>
          <p className="mt-2 max-w-2xl text-lg text-muted-foreground">
            Camber Club started in a parking lot at midnight, between a slammed hatch and a
            track-prepped coupe. It's the place we wanted back then: somewhere to show the work,
            learn from each other and find the next meet.
          </p>
        </Container>
      </section>

      <Container className="flex flex-col gap-20 py-16">
        <section aria-labelledby="mission" className="grid gap-6 lg:grid-cols-[1fr_2fr]">
          {/* A bare heading: in this grid it sits at the top of its column. */}
          <h2 id="mission" className="font-display font-bold text-3xl uppercase tracking-wide">
            Our Mission
          </h2>
          <div className="flex flex-col gap-4 text-lg">
            <p>
              To give every builder a stage. Whether your car is tuned for the track, stanced for
              the show or simply kept with care, it deserves to be seen — and you deserve a
              community that respects the hours behind it.
            </p>
            <p className="text-muted-foreground">
              We keep the site fast, photo-first and friendly, and our moderators review builds and
              events so what you find here is real.
            </p>
          </div>
        </section>

        <section aria-labelledby="offer" className="flex flex-col gap-8">
          <SectionHeading id="offer" title="What We Offer" />
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {OFFERS.map(({ icon: Icon, title, text, to }) => (
              <li key={title}>
                <Link
                  to={to}
                  className="flex h-full flex-col gap-3 rounded-xl bg-surface p-6 ring-1 ring-border/60 transition-[transform,box-shadow] hover:-translate-y-1 hover:ring-accent/60 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                >
                  <Icon aria-hidden="true" className="size-8 text-accent" />
                  <h3 className="font-display font-semibold text-xl uppercase tracking-wide">
                    {title}
                  </h3>
                  <p className="text-muted-foreground">{text}</p>
                </Link>
              </li>
            ))}
          </ul>
        </section>

        <CallToActionBand id="join" title="Join Our Community" actions={JOIN_ACTIONS}>
          Create an account to post your build, RSVP to meets and join the conversation.
        </CallToActionBand>

        <section aria-labelledby="values" className="flex flex-col gap-8">
          <SectionHeading id="values" title="Our Values" />
          <ul className="grid gap-6 md:grid-cols-3">
            {VALUES.map(({ icon: Icon, title, text }) => (
              <li key={title} className="flex flex-col gap-3 border-accent border-l-2 pl-5">
                <Icon aria-hidden="true" className="size-7 text-accent" />
                <h3 className="font-display font-semibold text-2xl uppercase tracking-wide">
                  {title}
                </h3>
                <p className="text-muted-foreground">{text}</p>
              </li>
            ))}
          </ul>
        </section>
      </Container>
    </main>
  );
}
