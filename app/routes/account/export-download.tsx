// A data export's download: /account/export/<token> (the e-mailed link) and
// /account/export/<id>/download (the export page's Download). The zip is streamed by the route's
// middleware to its owner (app/modules/account/export/download.server.ts), a visitor signs in
// and comes back; whatever else reaches the loader is the site's 404 page in its own words, the
// same for an expired link, a made-up one and another member's.
import { data } from "react-router";
import { ProblemScreen } from "~/components/page";
import { RouteErrorBoundary } from "~/components/route-error-boundary";
import { EXPORT_MESSAGES, EXPORT_PATH } from "~/modules/account/export/constants";
import { exportDownloadMiddleware } from "~/modules/account/export/download.server";
import type { Route } from "./+types/export-download";

export const middleware: Route.MiddlewareFunction[] = [exportDownloadMiddleware];

export const meta: Route.MetaFunction = () => [
  { title: `${EXPORT_MESSAGES.linkGoneTitle} — Camber Club` },
  { name: "robots", content: "noindex" },
  { name: "referrer", content: "no-referrer" },
];

export function loader(): never {
  throw data(EXPORT_MESSAGES.linkGoneTitle, {
    status: 404,
    headers: { "Cache-Control": "private, no-store" },
  });
}

export default function ExportDownload() {
  return null;
}

function LinkGone() {
  return (
    <ProblemScreen
      title={EXPORT_MESSAGES.linkGoneTitle}
      text={EXPORT_MESSAGES.linkGoneBody}
      back={{ to: EXPORT_PATH, label: EXPORT_MESSAGES.linkGoneAction }}
    />
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary statusHandlers={{ 404: () => <LinkGone /> }} />;
}
