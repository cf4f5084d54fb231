// The error boundary of the journal's pages: the build's or the entry's own 'not found' and
// 'invalid ID' views, and 'Failed to load the build journal' with a retry for anything else.
import { useLocation, useParams } from "react-router";
import { ProblemScreen } from "~/components/page";
import { RouteErrorBoundary } from "~/components/route-error-boundary";
import { JOURNAL_MESSAGES } from "../constants";

const GALLERY = { to: "/builds", label: "Back to Builds" };

/** A 400 or 404: its title is the loader's refusal ('Build not found', 'Journal Entry Not Found'). */
function Refused({ status, title, buildId }: { status: number; title: string; buildId?: string }) {
  // Only a missing entry has a build to go back to.
  const back =
    title === JOURNAL_MESSAGES.notFound && buildId
      ? { to: `/builds/${buildId}`, label: "Back to build" }
      : GALLERY;
  return (
    <ProblemScreen
      title={title}
      text={
        status === 404
          ? "It may have been deleted, or it is not yours to see."
          : "Check the link and try again."
      }
      back={back}
    />
  );
}

const titleOf = (data: unknown) => (typeof data === "string" && data ? data : "Not found");

export function JournalRouteError() {
  const params = useParams();
  const location = useLocation();
  return (
    <RouteErrorBoundary
      statusHandlers={{
        400: ({ error }) => <Refused status={400} title={titleOf(error.data)} />,
        404: ({ error }) => (
          <Refused status={404} title={titleOf(error.data)} buildId={params.id} />
        ),
      }}
      unexpectedErrorHandler={() => (
        <ProblemScreen
          kind="failed"
          title={JOURNAL_MESSAGES.loadFailed}
          text="Something went wrong on our side. Please try again."
          back={params.id ? { to: `/builds/${params.id}`, label: "Back to build" } : GALLERY}
          retryHref={location.pathname + location.search}
        />
      )}
    />
  );
}
