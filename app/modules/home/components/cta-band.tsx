import { Link } from "react-router";
import { Button } from "~/components/ui/button";

/** The closing invitation to join, with the two buttons the original left without an action. */
export function CtaBand() {
  return (
    <section
      aria-labelledby="join-cta"
      className="relative overflow-hidden rounded-2xl bg-gradient-to-br from-accent/25 via-surface to-surface px-6 py-12 text-center ring-1 ring-border/60 sm:px-12"
    >
      <h2 id="join-cta" className="font-display font-bold text-4xl uppercase tracking-wide">
        Join the community
      </h2>
      <p className="mx-auto mt-3 max-w-2xl text-muted-foreground text-lg">
        Share your build, get feedback from people who get it, and find your next meet. It's free.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button asChild size="lg">
          <Link to="/create-build">Submit Your Build</Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to="/auth?mode=signup">Create Account</Link>
        </Button>
      </div>
    </section>
  );
}
