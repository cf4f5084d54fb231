// /admin — the admin panel (SPEC "Admin panel", §4, §6). Admins only: requireAdmin in the loader
// AND the action (signed out → /auth; members → / with 'Access Denied'), and every module
// function re-checks the role. Tabs live in the URL (?tab=…&page=…; the SPEC's five plus Recently
// Edited, Rejected and Audit Log);
// the actions post intent + id as plain forms (no JavaScript) or through a fetcher per row (toasts,
// counts revalidate).
import { useEffect } from "react";
import { data, useActionData } from "react-router";
import { toast } from "sonner";
import { readForm } from "~/lib/form-data.server";
import { ACCESS_DENIED_MESSAGE, isAdmin, requireAdmin, requireUser } from "~/lib/session.server";
import { runAdminAction } from "~/modules/admin/actions.server";
import { listAuditEntries } from "~/modules/admin/audit.server";
import { AdminShell } from "~/modules/admin/components/admin-shell";
import { AuditLog } from "~/modules/admin/components/audit-log";
import { BuildRow } from "~/modules/admin/components/build-row";
import { EventRow } from "~/modules/admin/components/event-row";
import { Pager } from "~/modules/admin/components/pager";
import { AdminActionToasts } from "~/modules/admin/components/use-admin-action";
import { UserStatsPanel } from "~/modules/admin/components/user-stats";
import {
  ADMIN_MESSAGES,
  type AdminActionResult,
  type AdminTab,
  failureMessage,
} from "~/modules/admin/messages";
import {
  getTabCounts,
  getUserStats,
  listBuildsForAdmin,
  listEditedBuilds,
  listPendingEvents,
  listRejected,
} from "~/modules/admin/queries.server";
import { adminActionSchema, adminLocationSchema } from "~/modules/admin/schemas";
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

async function loadTab(adminId: string, tab: AdminTab, page: number): Promise<TabData> {
  if (tab === "users") return { kind: "users", stats: await getUserStats(adminId, page) };
  if (tab === "audit") return { kind: "audit", entries: await listAuditEntries(adminId, page) };
  if (tab === "pending-events") {
    return { kind: "events", events: await listPendingEvents(adminId, page) };
  }
  if (tab === "edited-builds") {
    return { kind: "edited", builds: await listEditedBuilds(adminId, page) };
  }
  if (tab === "rejected") return { kind: "rejected", items: await listRejected(adminId, page) };
  return { kind: "builds", tab, builds: await listBuildsForAdmin(adminId, tab, page) };
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

export async function loader({ request }: Route.LoaderArgs) {
  const admin = await requireAdmin(request);
  const url = new URL(request.url);
  const { tab, page } = adminLocationSchema.parse({
    tab: url.searchParams.get("tab") ?? undefined,
    page: url.searchParams.get("page") ?? undefined,
  });
  const [counts, content] = await Promise.allSettled([
    getTabCounts(admin.id),
    loadTab(admin.id, tab, page),
  ]);
  if (counts.status === "rejected") console.error("[admin] tab counts failed", counts.reason);
  if (content.status === "rejected") console.error(`[admin] ${tab} failed`, content.reason);
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

export async function action({ request }: Route.ActionArgs) {
  // Signed out → /auth. A signed-in member posting here (a crafted request: the page never shows
  // them a form) gets 403 and nothing changes.
  const admin = await requireUser(request);
  if (!(await isAdmin(admin.id))) {
    throw data<AdminActionResult>({ ok: false, message: ACCESS_DENIED_MESSAGE }, { status: 403 });
  }
  const form = await readForm(request);
  const parsed = adminActionSchema.safeParse({ intent: form.get("intent"), id: form.get("id") });
  if (!parsed.success) {
    const intent = adminActionSchema.shape.intent.safeParse(form.get("intent"));
    return data<AdminActionResult>(
      { ok: false, message: failureMessage(intent.success ? intent.data : undefined) },
      { status: 400 },
    );
  }
  const { status, result } = await runAdminAction(admin.id, parsed.data);
  return data(result, { status });
}

/** Without JavaScript the forms post normally; the answer shows here instead of a toast. */
function ActionBanner({ result }: { result: AdminActionResult | undefined }) {
  if (!result) return null;
  return (
    <p
      role={result.ok ? "status" : "alert"}
      className={
        result.ok
          ? "rounded-lg bg-success/15 px-4 py-3 font-medium text-sm"
          : "rounded-lg bg-destructive/15 px-4 py-3 font-medium text-destructive text-sm"
      }
    >
      {result.message}
    </p>
  );
}

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
  const actionResult = useActionData<typeof action>();

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
