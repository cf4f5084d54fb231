import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { Button } from "../ui/button";
import { Container } from "./container";

/**
 * A full-width message page (404, errors): a big status figure, a display-face title, the
 * message and a way home. Skid marks drawn in SVG behind the figure keep it on-theme.
 */
export function ErrorScreen({
  code,
  title,
  message,
  children,
}: {
  code: string;
  title: string;
  message: string;
  children?: React.ReactNode;
}) {
  return (
    <main className="relative flex flex-1 items-center overflow-hidden py-20 sm:py-28">
      <svg
        aria-hidden="true"
        viewBox="0 0 800 200"
        preserveAspectRatio="none"
        className="-translate-y-1/2 pointer-events-none absolute top-1/2 left-0 h-48 w-full text-foreground/[0.06]"
      >
        <path
          d="M-20 150 C 180 150, 260 60, 420 90 S 640 170, 820 70"
          fill="none"
          stroke="currentColor"
          strokeWidth="22"
          strokeDasharray="3 5"
        />
        <path
          d="M-20 185 C 180 185, 260 95, 420 125 S 640 205, 820 105"
          fill="none"
          stroke="currentColor"
          strokeWidth="22"
          strokeDasharray="3 5"
        />
      </svg>
      <Container className="relative text-center">
        <p
          aria-hidden="true"
          className="bg-linear-to-b from-accent to-accent/30 bg-clip-text font-bold font-display text-[7rem] text-transparent leading-none tracking-tight sm:text-[10rem]"
        >
          {code}
        </p>
        <h1 className="mt-4 font-display font-semibold text-3xl uppercase tracking-wide sm:text-4xl">
          {title}
        </h1>
        <p className="mx-auto mt-4 max-w-md text-lg text-muted-foreground">{message}</p>
        <div className="mt-10 flex flex-wrap justify-center gap-3">
          {children ?? (
            <Button asChild size="lg">
              <Link to="/">
                <ArrowLeft aria-hidden="true" />
                Back to Homepage
              </Link>
            </Button>
          )}
        </div>
      </Container>
    </main>
  );
}
