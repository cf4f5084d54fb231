// A detail page that could not be loaded (its query failed, or the request never got through):
// the route's 'Failed to load …' view inside its error boundary, with a retry of the same URL
// (it works without JavaScript) and the way back to the list.
import type { ReactNode } from "react";
import { useLocation } from "react-router";
import { ProblemScreen } from "./states";

export function FailedScreen({
  title,
  text,
  back,
}: {
  title: string;
  text: ReactNode;
  back: { to: string; label: string };
}) {
  const location = useLocation();
  return (
    <ProblemScreen
      kind="failed"
      title={title}
      text={text}
      back={back}
      retryHref={location.pathname + location.search}
    />
  );
}
