// /admin/reports — the one review queue of reported content (every kind registered in
// app/report-targets.server.ts: builds, events, forum topics and replies, comments, listings) and
// of what the site held for review: open reports grouped by item, most recently reported first,
// with Load More. Dismiss (Approve, for a held item) keeps the content and shows it again if it
// was hidden; Hide keeps it hidden and resolves the reports; Delete removes the content through
// its own area. Each is audited. Admins only: requireAdminActor in the loader; a member's crafted
// post gets 403 and nothing changes.
import { useActionData } from "react-router";
import { LoadMoreLink } from "~/components/list/load-more";
import { useLoadMore } from "~/components/list/use-load-more";
import type { ActionResult } from "~/lib/action-result";
import { defineIntents, intent } from "~/lib/actions.server";
import { ACCESS_DENIED_MESSAGE, requireAdminActor } from "~/lib/actor.server";
import { isUuid } from "~/lib/ids";
import { intentClientAction, revalidateUnlessRequestFailed } from "~/lib/network-failure";
import { ActionBanner } from "~/modules/admin/components/action-banner";
import { AdminEmpty } from "~/modules/admin/components/admin-list";
import { AdminShell } from "~/modules/admin/components/admin-shell";
import { AdminActionToasts } from "~/modules/admin/components/use-admin-action";
import { withSignIn } from "~/modules/admin/intents.server";
import { REPORT_MESSAGES } from "~/modules/reports";
import { ReportRow } from "~/modules/reports/components/report-row";
import {
  countOpenReports,
  dismissReports,
  hideReportedContent,
  listReportQueue,
  removeReportedContent,
} from "~/modules/reports/index.server";
import { REPORT_TARGETS } from "~/report-targets.server";
import type { Route } from "./+types/reports";

export const meta: Route.MetaFunction = () => [
  { title: "Reports — Admin Panel — Camber Club" },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireAdminActor(context);
  const cursor = new URL(request.url).searchParams.get("cursor");
  try {
    const [page, openCount] = await Promise.all([
      listReportQueue(REPORT_TARGETS, admin, cursor),
      countOpenReports(),
    ]);
    return { ...page, openCount, failed: false };
  } catch (error) {
    console.error("[admin] reports failed", error);
    return { items: [], nextCursor: null, openCount: null, failed: true };
  }
}

/** The row posts "type:uuid": the item's key in the queue. */
function parseTarget(form: FormData) {
  const raw = form.get("id");
  const [type, id] = typeof raw === "string" ? raw.split(":") : [];
  return type && Object.hasOwn(REPORT_TARGETS, type) && isUuid(id)
    ? ({ ok: true, value: { type, id: id.toLowerCase() } } as const)
    : ({ ok: false, message: REPORT_MESSAGES.actionFailed } as const);
}

const FAILURE_MESSAGES = {
  "report-delete": REPORT_MESSAGES.actionFailed,
  "report-dismiss": REPORT_MESSAGES.actionFailed,
  "report-hide": REPORT_MESSAGES.actionFailed,
};

export const action = withSignIn(
  defineIntents("admin-reports", {
    "report-delete": intent({
      who: "admin",
      signedOut: { message: ACCESS_DENIED_MESSAGE },
      failureMessage: REPORT_MESSAGES.actionFailed,
      parse: parseTarget,
      run: async ({ actor, input }) => {
        await removeReportedContent(REPORT_TARGETS, actor, input.type, input.id);
        return { message: REPORT_MESSAGES.removed };
      },
    }),
    "report-dismiss": intent({
      who: "admin",
      signedOut: { message: ACCESS_DENIED_MESSAGE },
      failureMessage: REPORT_MESSAGES.actionFailed,
      parse: parseTarget,
      run: async ({ actor, input }) => {
        const { held } = await dismissReports(REPORT_TARGETS, actor, input.type, input.id);
        return { message: held ? REPORT_MESSAGES.approved : REPORT_MESSAGES.dismissed };
      },
    }),
    "report-hide": intent({
      who: "admin",
      signedOut: { message: ACCESS_DENIED_MESSAGE },
      failureMessage: REPORT_MESSAGES.actionFailed,
      parse: parseTarget,
      run: async ({ actor, input }) => {
        await hideReportedContent(REPORT_TARGETS, actor, input.type, input.id);
        return { message: REPORT_MESSAGES.hidden };
      },
    }),
  }),
);

export const clientAction = intentClientAction("admin-reports", FAILURE_MESSAGES);

export const shouldRevalidate = revalidateUnlessRequestFailed;

export default function AdminReportsPage({ loaderData }: Route.ComponentProps) {
  const list = useLoadMore(loaderData, { id: "reports-more", message: REPORT_MESSAGES.loadFailed });
  const answer = useActionData<typeof clientAction>() as
    | ActionResult<{ message?: string }>
    | undefined;
  const banner = answer ? { ok: answer.ok, message: answer.message ?? "" } : undefined;
  return (
    <AdminShell active="/admin/reports" counts={null}>
      <ActionBanner result={banner} />
      {loaderData.openCount ? (
        <p className="text-muted-foreground text-sm">
          <span className="tabular">{loaderData.openCount}</span>{" "}
          {loaderData.openCount === 1 ? "item is" : "items are"} waiting for a decision, most
          recently reported first.
        </p>
      ) : null}
      <AdminActionToasts>
        {list.failed ? (
          <AdminEmpty>{REPORT_MESSAGES.loadFailed}</AdminEmpty>
        ) : list.items.length === 0 ? (
          <AdminEmpty>{REPORT_MESSAGES.empty}</AdminEmpty>
        ) : (
          <ul ref={list.listRef} aria-label="Reported content" className="flex flex-col gap-3">
            {list.items.map((item) => (
              <ReportRow key={item.id} item={item} />
            ))}
          </ul>
        )}
        <LoadMoreLink list={list}>Load More</LoadMoreLink>
      </AdminActionToasts>
    </AdminShell>
  );
}

/** A failure this page does not handle itself shows the site's error screen inside its frame. */
export { ErrorBoundary } from "~/components/route-error-boundary";
