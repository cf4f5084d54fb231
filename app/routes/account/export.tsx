// /account/export — "Export my data": the member asks for a zip of everything they made (made
// by a job, e-mailed as a link when ready) and sees their recent exports with a Download each.
// Visitors sign in and come back here. The rules: app/modules/account/export/ (ADR 036).
import { Container } from "~/components/layout/container";
import { PageHeader } from "~/components/page";
import { defineIntents, intent } from "~/lib/actions.server";
import { requireActor } from "~/lib/actor.server";
import { flashRedirect } from "~/lib/flash.server";
import { intentClientAction, revalidateUnlessRequestFailed } from "~/lib/network-failure";
import { AccountNav } from "~/modules/account";
import { ExportPage, REQUEST_EXPORT_INTENT } from "~/modules/account/export/components/export-page";
import { EXPORT_MESSAGES, EXPORT_PATH } from "~/modules/account/export/constants";
import { listExports, requestExport } from "~/modules/account/export/exports.server";
import type { Route } from "./+types/export";

export const meta: Route.MetaFunction = () => [
  { title: "Export my data — Camber Club" },
  { name: "robots", content: "noindex" },
];

export async function loader({ context }: Route.LoaderArgs) {
  const actor = await requireActor(context, { returnTo: EXPORT_PATH });
  return { exports: await listExports(actor.id) };
}

export const action = defineIntents("account-export", {
  [REQUEST_EXPORT_INTENT]: intent({
    who: "member",
    signedOut: "redirect",
    // Clicks in a burst; the day's allowance (3) is the use-case's, with its own words.
    rateLimit: { name: "account:export", limit: 10, windowSeconds: 60 },
    failureMessage: EXPORT_MESSAGES.failed,
    run: async ({ actor }) => {
      await requestExport(actor);
      // Post/redirect/get: a reload shows the list instead of asking again.
      return flashRedirect(EXPORT_PATH, { type: "success", message: EXPORT_MESSAGES.requested });
    },
  }),
});

/** In the browser: a request that never got through says so and keeps the page. */
const keepPageOffline = intentClientAction("account-export", {
  [REQUEST_EXPORT_INTENT]: EXPORT_MESSAGES.failed,
});
export const clientAction = (args: Route.ClientActionArgs) => keepPageOffline(args);

export const shouldRevalidate = revalidateUnlessRequestFailed;

export default function ExportMyDataPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <main className="pb-20">
      <PageHeader title={EXPORT_MESSAGES.title} lede="Your account" />
      <Container className="mt-6">
        <AccountNav current={EXPORT_PATH} />
        <ExportPage
          exports={loaderData.exports}
          answer={actionData && !actionData.ok ? actionData : null}
        />
      </Container>
    </main>
  );
}

/** A failure this page does not handle itself shows the site's error screen inside its frame. */
export { ErrorBoundary } from "~/components/route-error-boundary";
