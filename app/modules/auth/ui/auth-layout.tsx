import { CalendarDays, Camera, MessagesSquare } from "lucide-react";
import { CamberMark } from "~/components/layout/brand";
import { Container } from "~/components/layout/container";
import { Card } from "~/components/ui/card";

const PERKS = [
  { icon: Camera, text: "Showcase your build with up to five photos" },
  { icon: CalendarDays, text: "Find meets and cruises, or host your own" },
  { icon: MessagesSquare, text: "Talk shop with people who get it" },
] as const;

/**
 * The frame of the account pages: the club's pitch on the left (wide screens only) and the
 * form card on the right.
 */
export function AuthLayout({
  title,
  description,
  children,
}: {
  title: string;
  description?: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <main className="relative flex flex-1 items-center overflow-hidden py-10 sm:py-16">
      <div
        aria-hidden="true"
        className="-z-10 pointer-events-none absolute inset-0 bg-[radial-gradient(60rem_30rem_at_15%_20%,color-mix(in_oklab,var(--accent)_16%,transparent),transparent_70%)]"
      />
      <Container className="grid max-w-6xl items-center gap-12 lg:grid-cols-[1fr_28rem]">
        <section aria-label="Why join" className="hidden lg:block">
          <CamberMark className="size-14 text-foreground" />
          <p className="mt-6 font-display font-semibold text-accent text-sm uppercase tracking-[0.3em]">
            Tuned. Stanced. Respected.
          </p>
          <p className="mt-3 max-w-lg font-display font-bold text-5xl uppercase leading-[1.05] tracking-wide">
            Your build deserves an audience.
          </p>
          <ul className="mt-10 grid max-w-md gap-4">
            {PERKS.map(({ icon: Icon, text }) => (
              <li key={text} className="flex items-center gap-3 text-muted-foreground">
                <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-surface-raised ring-1 ring-border">
                  <Icon className="size-4 text-accent" aria-hidden="true" />
                </span>
                {text}
              </li>
            ))}
          </ul>
        </section>

        <Card className="mx-auto w-full max-w-md border-border/70 shadow-2xl shadow-black/30">
          <div className="h-1 bg-gradient-to-r from-accent via-accent/60 to-transparent" />
          <div className="grid gap-6 p-6 sm:p-8">
            <header className="grid gap-1.5">
              <h1 className="font-display font-bold text-3xl uppercase tracking-wide">{title}</h1>
              {description ? <p className="text-muted-foreground text-sm">{description}</p> : null}
            </header>
            {children}
          </div>
        </Card>
      </Container>
    </main>
  );
}
