import { data, Link } from "react-router";
import { Container } from "~/components/layout/container";
import { Button } from "~/components/ui/button";
import type { Route } from "./+types/not-found";

export const meta: Route.MetaFunction = () => [{ title: "Page not found — Camber Club" }];

/** Every unknown URL: a real 404 status, and a way back. */
export function loader() {
  return data(null, { status: 404 });
}

export default function NotFound() {
  return (
    <main className="flex flex-1 items-center">
      <Container className="flex flex-col items-center gap-6 py-24 text-center">
        <p className="font-display font-bold text-8xl text-accent tabular">404</p>
        <h1 className="font-display font-bold text-4xl uppercase tracking-wide">
          Looks like you've gone off track!
        </h1>
        <p className="max-w-md text-muted-foreground">
          The page you were looking for isn't here. It may have moved, or the link was mistyped.
        </p>
        <Button asChild size="lg">
          <Link to="/">Back to Homepage</Link>
        </Button>
      </Container>
    </main>
  );
}

/** A failure this page does not handle itself shows the site's error screen inside its frame. */
export { ErrorBoundary } from "~/components/route-error-boundary";
