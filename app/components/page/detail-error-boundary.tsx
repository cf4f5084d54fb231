// The error boundary of a detail page (an event, a topic, a listing…): its not-found view for a
// 404 and its 'Failed to load …' view, with a retry, for anything unexpected — a failure on our
// side or a request that never got through. Other statuses fall back to the site's error screen.
import { type ReactNode, useEffect } from "react";
import { toast } from "sonner";
import { RouteErrorBoundary } from "~/components/route-error-boundary";
import { FailedScreen } from "./failed-screen";
import { ProblemScreen } from "./states";

interface View {
  title: string;
  text: ReactNode;
}

export function DetailErrorBoundary({
  back,
  notFound,
  failed,
}: {
  /** The way back to the list, on both views. */
  back: { to: string; label: string };
  /** Without one, a 404 shows the site's 'Page not found'. */
  notFound?: View;
  /** `toastId`: the failure is also said in a toast (its title). */
  failed: View & { toastId?: string };
}) {
  return (
    <RouteErrorBoundary
      statusHandlers={
        notFound
          ? { 404: () => <ProblemScreen title={notFound.title} text={notFound.text} back={back} /> }
          : undefined
      }
      unexpectedErrorHandler={() => <FailedView {...failed} back={back} />}
    />
  );
}

function FailedView({
  title,
  text,
  toastId,
  back,
}: View & { toastId?: string; back: { to: string; label: string } }) {
  useEffect(() => {
    if (toastId) toast.error(title, { id: toastId });
  }, [title, toastId]);
  return <FailedScreen title={title} text={text} back={back} />;
}
