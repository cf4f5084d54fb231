// The views of a build page that could not be shown (SPEC: 'Invalid Build ID', 'Build Not
// Found', and a load failure), each with a way back to the list.
import { ProblemScreen } from "~/components/page";

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
  return (
    <ProblemScreen
      kind={problem === "failed" ? "failed" : "not-found"}
      title={view.title}
      text={view.text}
      back={{ to: "/builds", label: "Back to Builds" }}
      retryHref={retryHref}
    />
  );
}
