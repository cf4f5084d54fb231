// The views of a build page that could not be shown (SPEC: 'Invalid Build ID', 'Build Not
// Found', and a load failure), each with a way back to the list.
import { ArrowLeft, RotateCw, SearchX, TriangleAlert } from "lucide-react";
import { Link } from "react-router";
import { Container } from "~/components/layout/container";
import { Button } from "~/components/ui/button";

export type BuildProblem = "missing" | "invalid" | "not-found" | "failed";

const VIEWS: Record<BuildProblem, { title: string; text: string }> = {
  missing: { title: "Invalid Build ID", text: "No build ID provided" },
  invalid: {
    title: "Invalid Build ID",
    text: "The build ID provided is not in the correct format.",
  },
  "not-found": {
    title: "Build Not Found",
    text: "The build you're looking for doesn't exist or has been removed.",
  },
  failed: {
    title: "Failed to load build details",
    text: "Something went wrong on our side. Please try again in a moment.",
  },
};

/** The short message of each problem, for the page's <title>. */
export const PROBLEM_TITLES: Record<BuildProblem, string> = {
  missing: "No build ID provided",
  invalid: "Invalid build ID format",
  "not-found": "Build not found",
  failed: "Failed to load build details",
};

export function BuildProblemView({
  problem,
  retryHref,
}: {
  problem: BuildProblem;
  retryHref?: string;
}) {
  const view = VIEWS[problem];
  const Icon = problem === "failed" ? TriangleAlert : SearchX;
  return (
    <main className="flex flex-1 items-center py-20">
      <Container className="flex max-w-xl flex-col items-center gap-5 text-center">
        <span className="inline-flex size-14 items-center justify-center rounded-full bg-surface-raised text-accent">
          <Icon aria-hidden="true" className="size-7" />
        </span>
        <h1 className="font-display font-bold text-3xl uppercase tracking-wide sm:text-4xl">
          {view.title}
        </h1>
        <p className="text-muted-foreground">{view.text}</p>
        <div className="flex flex-wrap justify-center gap-3">
          <Button asChild variant={problem === "failed" ? "outline" : "default"}>
            <Link to="/builds">
              <ArrowLeft aria-hidden="true" />
              Back to Builds
            </Link>
          </Button>
          {problem === "failed" && retryHref ? (
            <Button asChild>
              <Link to={retryHref} replace>
                <RotateCw aria-hidden="true" />
                Try again
              </Link>
            </Button>
          ) : null}
        </div>
      </Container>
    </main>
  );
}
