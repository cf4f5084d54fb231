// /admin/jobs — the job runner as admins see it (app/lib/jobs): how many jobs are in each state,
// and the jobs that failed (dead, or waiting to retry after an error), newest first with Load
// More, each with its attempts, last error and when. "Retry" queues a dead job again (audited).
// Admins only: requireAdminActor in the loader; a member's crafted post gets 403 and nothing
// changes.
import { RotateCcw } from "lucide-react";
import { useActionData } from "react-router";
import { LoadMoreLink } from "~/components/list/load-more";
import { useLoadMore } from "~/components/list/use-load-more";
import { Badge } from "~/components/ui/badge";
import type { JobStatus } from "~/db/schema";
import type { ActionResult } from "~/lib/action-result";
import { defineIntents } from "~/lib/actions.server";
import { requireAdminActor } from "~/lib/actor.server";
import {
  countJobsByStatus,
  type FailedJob,
  listFailedJobs,
  retryDeadJob,
} from "~/lib/jobs/admin.server";
import { JOB_ADMIN_MESSAGES } from "~/lib/jobs/messages";
import { intentClientAction, revalidateUnlessRequestFailed } from "~/lib/network-failure";
import { ActionButton, AdminRow, AdminRowBadges, useAdminAction } from "~/modules/admin";
import { ActionBanner } from "~/modules/admin/components/action-banner";
import { AdminEmpty, AdminSection } from "~/modules/admin/components/admin-list";
import { AdminShell } from "~/modules/admin/components/admin-shell";
import { AdminActionToasts } from "~/modules/admin/components/use-admin-action";
import { adminIdIntent, withSignIn } from "~/modules/admin/intents.server";
import type { Route } from "./+types/jobs";

export const meta: Route.MetaFunction = () => [
  { title: "Jobs — Admin Panel — Camber Club" },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireAdminActor(context);
  const cursor = new URL(request.url).searchParams.get("cursor");
  try {
    const [page, counts] = await Promise.all([
      listFailedJobs(admin, cursor),
      cursor ? Promise.resolve(null) : countJobsByStatus(admin),
    ]);
    return { ...page, counts, failed: false };
  } catch (error) {
    console.error("[admin] jobs failed", error);
    return { items: [] as FailedJob[], nextCursor: null, counts: null, failed: true };
  }
}

export const action = withSignIn(
  defineIntents("admin-jobs", {
    "job-retry": adminIdIntent({
      failureMessage: JOB_ADMIN_MESSAGES.retryFailed,
      successMessage: JOB_ADMIN_MESSAGES.retried,
      run: retryDeadJob,
    }),
  }),
);

export const clientAction = intentClientAction("admin-jobs", {
  "job-retry": JOB_ADMIN_MESSAGES.retryFailed,
});

export const shouldRevalidate = revalidateUnlessRequestFailed;

const STATUS_LABELS: Record<JobStatus, string> = {
  queued: "Queued",
  running: "Running",
  succeeded: "Succeeded",
  dead: "Dead",
  cancelled: "Cancelled",
};

/** 'Nov 22, 2026, 5:04 AM UTC': one clock for every admin, as in the audit log. */
function formatWhen(iso: string) {
  return new Date(iso).toLocaleString("en-US", {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "UTC",
  });
}

function JobCounts({ counts }: { counts: Record<JobStatus, number> }) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5">
      {(Object.keys(STATUS_LABELS) as JobStatus[]).map((status) => (
        <div key={status} className="rounded-xl bg-surface p-4 ring-1 ring-border/50">
          <dt className="text-muted-foreground text-sm">{STATUS_LABELS[status]}</dt>
          <dd className="tabular font-display font-semibold text-2xl">{counts[status]}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The error's first line, short enough for one glance; the whole text opens below it. */
function firstLine(error: string) {
  const line = error.split("\n")[0] ?? "";
  return line.length > 160 ? `${line.slice(0, 159)}…` : line;
}

function FailedJobRow({ job }: { job: FailedJob }) {
  const { fetcher, busyIntent } = useAdminAction(`job-${job.id}`);
  return (
    <AdminRow
      testId="failed-job-row"
      align="start"
      title={job.name}
      actions={
        job.status === "dead" ? (
          <ActionButton
            fetcher={fetcher}
            busyIntent={busyIntent}
            id={job.id}
            intent="job-retry"
            icon={RotateCcw}
            label="Retry"
          />
        ) : null
      }
    >
      <AdminRowBadges>
        {job.status === "dead" ? (
          <Badge variant="destructive">Dead</Badge>
        ) : (
          <Badge variant="warning">Retrying</Badge>
        )}
        <Badge className="bg-surface-raised tabular">
          {job.attempts} of {job.maxAttempts} attempts
        </Badge>
      </AdminRowBadges>
      <p className="text-muted-foreground text-sm">
        Failed <time dateTime={job.failedAt}>{formatWhen(job.failedAt)}</time>
        {job.nextRunAt ? (
          <>
            {" "}
            · next attempt <time dateTime={job.nextRunAt}>{formatWhen(job.nextRunAt)}</time>
          </>
        ) : null}
      </p>
      <details className="min-w-0 text-sm [overflow-wrap:anywhere]">
        <summary className="cursor-pointer text-muted-foreground">
          Last error: {firstLine(job.lastError)}
        </summary>
        <pre className="mt-2 max-h-64 overflow-auto whitespace-pre-wrap rounded-md bg-surface-raised p-3 text-xs [overflow-wrap:anywhere]">
          {job.lastError}
        </pre>
      </details>
    </AdminRow>
  );
}

export default function AdminJobsPage({ loaderData }: Route.ComponentProps) {
  const list = useLoadMore(loaderData, { id: "jobs-more", message: JOB_ADMIN_MESSAGES.loadFailed });
  const answer = useActionData<typeof clientAction>() as
    | ActionResult<{ message?: string }>
    | undefined;
  const banner = answer ? { ok: answer.ok, message: answer.message ?? "" } : undefined;
  return (
    <AdminShell active="/admin/jobs" counts={null}>
      <ActionBanner result={banner} />
      {loaderData.counts ? <JobCounts counts={loaderData.counts} /> : null}
      <AdminSection id="failed-jobs" title="Failed Jobs">
        <AdminActionToasts>
          {list.failed ? (
            <AdminEmpty>{JOB_ADMIN_MESSAGES.loadFailed}</AdminEmpty>
          ) : list.items.length === 0 ? (
            <AdminEmpty>{JOB_ADMIN_MESSAGES.empty}</AdminEmpty>
          ) : (
            <ul ref={list.listRef} aria-label="Failed jobs" className="flex flex-col gap-3">
              {list.items.map((job) => (
                <FailedJobRow key={job.id} job={job} />
              ))}
            </ul>
          )}
          <LoadMoreLink list={list}>Load More</LoadMoreLink>
        </AdminActionToasts>
      </AdminSection>
    </AdminShell>
  );
}

/** A failure this page does not handle itself shows the site's error screen inside its frame. */
export { ErrorBoundary } from "~/components/route-error-boundary";
