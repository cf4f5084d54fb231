// /admin — the admin panel (SPEC "Admin panel", §4, §6). Admins only: the loader sends visitors
// to /auth and members to / with 'Access Denied'; the action sends visitors to /auth and refuses
// members with 403, and every use-case refuses a non-admin actor itself. Tabs live in the URL
// (?tab=…&page=…; the SPEC's five plus Recently Edited, Rejected and Audit Log); the actions post
// intent + id as plain forms (no JavaScript) or through a fetcher per row (toasts, counts
// revalidate).
import { useEffect } from "react";
import { data, Link, useActionData } from "react-router";
import { toast } from "sonner";
import { defineIntents } from "~/lib/actions.server";
import { type Actor, requireAdminActor } from "~/lib/actor.server";
import { log } from "~/lib/log.server";
import {
  clientLoaderFallback,
  intentClientAction,
  revalidateUnlessRequestFailed,
} from "~/lib/network-failure";
import { listAuditEntries } from "~/modules/admin/audit.server";
import { ActionBanner } from "~/modules/admin/components/action-banner";
import { AdminEmpty, AdminList } from "~/modules/admin/components/admin-list";
import { AdminShell } from "~/modules/admin/components/admin-shell";
import { AuditLog } from "~/modules/admin/components/audit-log";
import { BuildRow } from "~/modules/admin/components/build-row";
import { EventRow } from "~/modules/admin/components/event-row";
import { tabPageHref } from "~/modules/admin/components/pager";
import { AdminActionToasts } from "~/modules/admin/components/use-admin-action";
import { UserStatsPanel } from "~/modules/admin/components/user-stats";
import { adminIdIntent, withSignIn } from "~/modules/admin/intents.server";
import {
  ADMIN_FAILURE_MESSAGES,
  ADMIN_MESSAGES,
  ADMIN_TABS,
  type AdminActionResult,
  type AdminIntent,
  type AdminTab,
} from "~/modules/admin/messages";
import {
  getTabCounts,
  getUserStats,
  listBuildsForAdmin,
  listEditedBuilds,
  listPendingEvents,
  listRejected,
} from "~/modules/admin/queries.server";
import { adminLocationSchema } from "~/modules/admin/schemas";
import type { BuildTab, PendingSeriesRow, TabContent, TabCounts } from "~/modules/admin/types";
import {
  deleteBuildPermanently,
  markBuildEditsReviewed,
  setBuildApprovalStatus,
  setBuildFeatured,
  setCarOfWeek,
} from "~/modules/builds/moderation.server";
import { deleteEvent, setEventApprovalStatus } from "~/modules/events/events.server";
import { listPendingSeries } from "~/modules/events/series/queries.server";
import type { Route } from "./+types/admin";

export const meta: Route.MetaFunction = () => [
  { title: "Admin Panel — Camber Club" },
  { name: "robots", content: "noindex" },
];

async function loadTab(admin: Actor, tab: AdminTab, page: number): Promise<TabContent> {
  if (tab === "users") return { kind: "users", stats: await getUserStats(admin, page) };
  if (tab === "audit") return { kind: "audit", entries: await listAuditEntries(admin, page) };
  if (tab === "pending-events") {
    const [events, series] = await Promise.all([
      listPendingEvents(admin, page),
      page === 1 ? listPendingSeries() : [],
    ]);
    return {
      kind: "events",
      events,
      series: series.map((s) => ({ ...s, createdAt: s.createdAt.toISOString() })),
    };
  }
  if (tab === "edited-builds") {
    return { kind: "edited", builds: await listEditedBuilds(admin, page) };
  }
  if (tab === "rejected") return { kind: "rejected", items: await listRejected(admin, page) };
  return { kind: "builds", tab, builds: await listBuildsForAdmin(admin, tab, page) };
}

function emptyTab(tab: AdminTab): TabContent {
  if (tab === "users") return { kind: "users", stats: null };
  if (tab === "audit") return { kind: "audit", entries: null };
  if (tab === "pending-events") return { kind: "events", events: null, series: [] };
  if (tab === "edited-builds") return { kind: "edited", builds: null };
  if (tab === "rejected") return { kind: "rejected", items: null };
  return { kind: "builds", tab, builds: null };
}

function loadFailedMessage(tab: AdminTab): string {
  if (tab === "users") return ADMIN_MESSAGES.statsLoadFailed;
  if (tab === "audit") return ADMIN_MESSAGES.auditLoadFailed;
  // The SPEC has no event-list message; 'Failed to load builds.' is its only list failure.
  return ADMIN_MESSAGES.buildsLoadFailed;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireAdminActor(context);
  const url = new URL(request.url);
  const { tab, page } = adminLocationSchema.parse({
    tab: url.searchParams.get("tab") ?? undefined,
    page: url.searchParams.get("page") ?? undefined,
  });
  // The panel degrades by part on purpose: without the counts the tabs show no numbers, without
  // the tab's list the page says what failed; the admin can still switch tabs.
  const [counts, content] = await Promise.allSettled([
    getTabCounts(admin),
    loadTab(admin, tab, page),
  ]);
  if (counts.status === "rejected") log.error({ err: counts.reason }, "admin: tab counts failed");
  if (content.status === "rejected") log.error({ err: content.reason }, `admin: ${tab} failed`);
  return data(
    {
      tab,
      counts: counts.status === "fulfilled" ? counts.value : null,
      content: content.status === "fulfilled" ? content.value : emptyTab(tab),
      loadError: content.status === "rejected" ? loadFailedMessage(tab) : null,
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

/** The tab a URL asks for, read without zod in the browser (the loader checks it with the schema). */
function tabOf(url: URL): AdminTab {
  const asked = url.searchParams.get("tab");
  return ADMIN_TABS.find((tab) => tab === asked) ?? "users";
}

/**
 * In the browser: a tab switch whose request never got through keeps the panel and says what
 * failed, like a tab whose query failed.
 */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  return clientLoaderFallback(
    serverLoader,
    () => {
      const tab = tabOf(new URL(request.url));
      return { tab, counts: null, content: emptyTab(tab), loadError: loadFailedMessage(tab) };
    },
    "admin",
  );
}

/** A panel intent: its failure text from the table the clientAction shares. */
const panelIntent = (
  name: AdminIntent,
  run: (actor: Actor, id: string) => Promise<unknown>,
  successMessage: string,
) => adminIdIntent({ failureMessage: ADMIN_FAILURE_MESSAGES[name], successMessage, run });

const panelIntents = defineIntents("admin", {
  "build-approve": panelIntent(
    "build-approve",
    (actor, id) => setBuildApprovalStatus(actor, id, "approved"),
    ADMIN_MESSAGES.buildStatus("approved"),
  ),
  "build-reject": panelIntent(
    "build-reject",
    (actor, id) => setBuildApprovalStatus(actor, id, "rejected"),
    ADMIN_MESSAGES.buildStatus("rejected"),
  ),
  "build-feature": panelIntent(
    "build-feature",
    (actor, id) => setBuildFeatured(actor, id, true),
    ADMIN_MESSAGES.buildFeatured,
  ),
  "build-unfeature": panelIntent(
    "build-unfeature",
    (actor, id) => setBuildFeatured(actor, id, false),
    ADMIN_MESSAGES.buildUnfeatured,
  ),
  "build-set-car-of-week": panelIntent(
    "build-set-car-of-week",
    (actor, id) => setCarOfWeek(actor, id, true),
    ADMIN_MESSAGES.carOfWeekSet,
  ),
  "build-unset-car-of-week": panelIntent(
    "build-unset-car-of-week",
    (actor, id) => setCarOfWeek(actor, id, false),
    ADMIN_MESSAGES.carOfWeekUnset,
  ),
  "build-delete": panelIntent("build-delete", deleteBuildPermanently, ADMIN_MESSAGES.buildDeleted),
  "build-mark-reviewed": panelIntent(
    "build-mark-reviewed",
    markBuildEditsReviewed,
    ADMIN_MESSAGES.buildReviewed,
  ),
  "event-approve": panelIntent(
    "event-approve",
    (actor, id) => setEventApprovalStatus(actor, id, "approved"),
    ADMIN_MESSAGES.eventStatus("approved"),
  ),
  "event-reject": panelIntent(
    "event-reject",
    (actor, id) => setEventApprovalStatus(actor, id, "rejected"),
    ADMIN_MESSAGES.eventStatus("rejected"),
  ),
  "event-delete": panelIntent(
    "event-delete",
    (actor, id) => deleteEvent(actor, id),
    ADMIN_MESSAGES.eventDeleted,
  ),
});

export const action = withSignIn(panelIntents);

export const clientAction = intentClientAction("admin", ADMIN_FAILURE_MESSAGES);

export const shouldRevalidate = revalidateUnlessRequestFailed;

const EMPTY_BUILDS: Record<BuildTab, string> = {
  "pending-builds": "No builds are waiting for review.",
  "approved-builds": "No approved builds yet.",
  "featured-builds": "No featured builds yet.",
};

function TabPanel({ content, loadError }: { content: TabContent; loadError: string | null }) {
  if (loadError) return <AdminEmpty>{loadError}</AdminEmpty>;
  if (content.kind === "users") {
    return content.stats ? <UserStatsPanel stats={content.stats} /> : null;
  }
  if (content.kind === "audit") {
    return content.entries ? <AuditLog entries={content.entries} /> : null;
  }
  if (content.kind === "events") {
    return (
      <>
        {content.series.length > 0 ? <PendingSeriesList series={content.series} /> : null}
        <AdminList
          list={content.events}
          empty="No events are waiting for review."
          hrefOf={tabPageHref("pending-events")}
        >
          {(event) => <EventRow key={event.id} event={event} />}
        </AdminList>
      </>
    );
  }
  if (content.kind === "edited") {
    return (
      <AdminList
        list={content.builds}
        empty="No edited builds are waiting for review."
        hrefOf={tabPageHref("edited-builds")}
      >
        {(build) => (
          <BuildRow key={build.id} build={build} tab="edited-builds" edits={build.edits} />
        )}
      </AdminList>
    );
  }
  if (content.kind === "rejected") {
    return (
      <AdminList
        list={content.items}
        empty="No rejected builds or events."
        hrefOf={tabPageHref("rejected")}
      >
        {(item) =>
          item.kind === "build" ? (
            <BuildRow key={item.build.id} build={item.build} tab="rejected" />
          ) : (
            <EventRow key={item.event.id} event={item.event} rejected />
          )
        }
      </AdminList>
    );
  }
  return (
    <AdminList
      list={content.builds}
      empty={EMPTY_BUILDS[content.tab]}
      hrefOf={tabPageHref(content.tab)}
    >
      {(build) => <BuildRow key={build.id} build={build} tab={content.tab} />}
    </AdminList>
  );
}

export default function AdminPage({ loaderData }: Route.ComponentProps) {
  const { tab, counts, content, loadError } = loaderData;
  const actionResult = useActionData<AdminActionResult>();

  useEffect(() => {
    if (loadError) toast.error(loadError, { id: "admin-load" });
  }, [loadError]);

  return (
    <AdminShell active={tab} counts={counts as TabCounts | null}>
      <ActionBanner result={actionResult} />
      <AdminActionToasts>
        <TabPanel content={content} loadError={loadError} />
      </AdminActionToasts>
    </AdminShell>
  );
}

/** A failure this page does not handle itself shows the site's error screen inside its frame. */
export { ErrorBoundary } from "~/components/route-error-boundary";

/** Series are approved on their own page (it shows every planned date); this lists them. */
function PendingSeriesList({ series }: { series: PendingSeriesRow[] }) {
  return (
    <section
      aria-labelledby="pending-series"
      className="mb-6 rounded-xl bg-surface p-4 ring-1 ring-border/50"
    >
      <h2 id="pending-series" className="font-semibold">
        Recurring series waiting for review ({series.length})
      </h2>
      <ul className="mt-2 flex flex-col gap-1">
        {series.map((s) => (
          <li key={s.id} className="min-w-0 [overflow-wrap:anywhere]">
            <Link
              to={`/events/series/${s.id}`}
              className="font-medium text-accent underline-offset-4 hover:underline"
            >
              {s.title}
            </Link>{" "}
            <span className="text-muted-foreground text-sm">
              (created{" "}
              {new Date(s.createdAt).toLocaleDateString("en-US", {
                dateStyle: "medium",
                timeZone: "UTC",
              })}
              )
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
