// /admin — the admin panel (SPEC "Admin panel", §4, §6). Admins only: the loader sends visitors
// to /auth and members to / with 'Access Denied'; the action sends visitors to /auth and refuses
// members with 403, and every use-case refuses a non-admin actor itself. Tabs live in the URL
// (?tab=…&page=…; the SPEC's five plus Recently Edited, Rejected and Audit Log); the actions post
// intent + id as plain forms (no JavaScript) or through a fetcher per row (toasts, counts
// revalidate).
import { useEffect } from "react";
import { data, useActionData } from "react-router";
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
import { AdminShell } from "~/modules/admin/components/admin-shell";
import { AuditLog } from "~/modules/admin/components/audit-log";
import { BuildRow } from "~/modules/admin/components/build-row";
import { EventRow } from "~/modules/admin/components/event-row";
import { Pager } from "~/modules/admin/components/pager";
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
import type {
  AdminBuildRow,
  AuditEntry,
  BuildTab,
  EditedBuildRow,
  Page,
  PendingEventRow,
  RejectedRow,
  TabCounts,
  UserStats,
} from "~/modules/admin/types";
import {
  deleteBuildPermanently,
  markBuildEditsReviewed,
  setBuildApprovalStatus,
  setBuildFeatured,
  setCarOfWeek,
} from "~/modules/builds/moderation.server";
import { deleteEvent, setEventApprovalStatus } from "~/modules/events/events.server";
import type { Route } from "./+types/admin";

export const meta: Route.MetaFunction = () => [
  { title: "Admin Panel — Camber Club" },
  { name: "robots", content: "noindex" },
];

type TabData =
  | { kind: "users"; stats: UserStats | null }
  | { kind: "builds"; tab: BuildTab; builds: Page<AdminBuildRow> | null }
  | { kind: "events"; events: Page<PendingEventRow> | null }
  | { kind: "edited"; builds: Page<EditedBuildRow> | null }
  | { kind: "rejected"; items: Page<RejectedRow> | null }
  | { kind: "audit"; entries: Page<AuditEntry> | null };

async function loadTab(admin: Actor, tab: AdminTab, page: number): Promise<TabData> {
  if (tab === "users") return { kind: "users", stats: await getUserStats(admin, page) };
  if (tab === "audit") return { kind: "audit", entries: await listAuditEntries(admin, page) };
  if (tab === "pending-events") {
    return { kind: "events", events: await listPendingEvents(admin, page) };
  }
  if (tab === "edited-builds") {
    return { kind: "edited", builds: await listEditedBuilds(admin, page) };
  }
  if (tab === "rejected") return { kind: "rejected", items: await listRejected(admin, page) };
  return { kind: "builds", tab, builds: await listBuildsForAdmin(admin, tab, page) };
}

function emptyTab(tab: AdminTab): TabData {
  if (tab === "users") return { kind: "users", stats: null };
  if (tab === "audit") return { kind: "audit", entries: null };
  if (tab === "pending-events") return { kind: "events", events: null };
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

function EmptyState({ children }: { children: string }) {
  return (
    <p className="rounded-xl bg-surface px-5 py-10 text-center text-muted-foreground ring-1 ring-border/50">
      {children}
    </p>
  );
}

const EMPTY_BUILDS: Record<BuildTab, string> = {
  "pending-builds": "No builds are waiting for review.",
  "approved-builds": "No approved builds yet.",
  "featured-builds": "No featured builds yet.",
};

function TabContent({ content, loadError }: { content: TabData; loadError: string | null }) {
  if (loadError) return <EmptyState>{loadError}</EmptyState>;
  if (content.kind === "users") {
    return content.stats ? <UserStatsPanel stats={content.stats} /> : null;
  }
  if (content.kind === "audit") {
    return content.entries ? <AuditLog entries={content.entries} /> : null;
  }
  if (content.kind === "events") {
    const events = content.events;
    if (!events || events.items.length === 0) {
      return <EmptyState>No events are waiting for review.</EmptyState>;
    }
    return (
      <>
        <ul className="flex flex-col gap-3">
          {events.items.map((event) => (
            <EventRow key={event.id} event={event} />
          ))}
        </ul>
        <Pager tab="pending-events" page={events.page} pageCount={events.pageCount} />
      </>
    );
  }
  if (content.kind === "edited") {
    const edited = content.builds;
    if (!edited || edited.items.length === 0) {
      return <EmptyState>No edited builds are waiting for review.</EmptyState>;
    }
    return (
      <>
        <ul className="flex flex-col gap-3">
          {edited.items.map((build) => (
            <BuildRow key={build.id} build={build} tab="edited-builds" edits={build.edits} />
          ))}
        </ul>
        <Pager tab="edited-builds" page={edited.page} pageCount={edited.pageCount} />
      </>
    );
  }
  if (content.kind === "rejected") {
    const rejected = content.items;
    if (!rejected || rejected.items.length === 0) {
      return <EmptyState>No rejected builds or events.</EmptyState>;
    }
    return (
      <>
        <ul className="flex flex-col gap-3">
          {rejected.items.map((item) =>
            item.kind === "build" ? (
              <BuildRow key={item.build.id} build={item.build} tab="rejected" />
            ) : (
              <EventRow key={item.event.id} event={item.event} rejected />
            ),
          )}
        </ul>
        <Pager tab="rejected" page={rejected.page} pageCount={rejected.pageCount} />
      </>
    );
  }
  const builds = content.builds;
  if (!builds || builds.items.length === 0)
    return <EmptyState>{EMPTY_BUILDS[content.tab]}</EmptyState>;
  return (
    <>
      <ul className="flex flex-col gap-3">
        {builds.items.map((build) => (
          <BuildRow key={build.id} build={build} tab={content.tab} />
        ))}
      </ul>
      <Pager tab={content.tab} page={builds.page} pageCount={builds.pageCount} />
    </>
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
        <TabContent content={content} loadError={loadError} />
      </AdminActionToasts>
    </AdminShell>
  );
}

/** A failure this page does not handle itself shows the site's error screen inside its frame. */
export { ErrorBoundary } from "~/components/route-error-boundary";
