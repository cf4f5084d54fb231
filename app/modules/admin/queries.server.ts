// Read side of the admin panel: the tab counts (one statement), the build, event, rejected and
// recently edited lists (offset-paginated: admins jump between pages of a moderation queue) and
// the user statistics.
// Like the writes, every function takes the acting Actor and refuses unless it is an admin.
import { type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { queryRows } from "~/db/client.server";
import { builds, events, profiles } from "~/db/schema";
import { isoTimestamp } from "~/db/sql";
import { type Actor, assertAdmin } from "~/lib/actor.server";
import { activeSince, activityBadge, activityRate } from "./activity";
import type {
  AdminBuildRow,
  BuildTab,
  EditedBuildRow,
  JournalEdit,
  Page,
  PendingEventRow,
  RejectedRow,
  TabCounts,
  UserStats,
  WeeklyActivity,
} from "./types";

const buildsB = alias(builds, "b");
const eventsE = alias(events, "e");
const profilesP = alias(profiles, "p");

export const ADMIN_PAGE_SIZE = 20;

/** The admin panel's reads are for admins only, whoever calls them. */
const BUILD_FILTERS: Record<BuildTab, SQL> = {
  "pending-builds": sql`b.approval_status = 'pending'`,
  "approved-builds": sql`b.approval_status = 'approved'`,
  "featured-builds": sql`b.is_featured`,
};

function pageOf<T>(items: T[], total: number, page: number): Page<T> {
  return { items, total, page, pageCount: Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE)) };
}

function offsetFor(page: number) {
  return (Math.max(1, Math.floor(page)) - 1) * ADMIN_PAGE_SIZE;
}

// Approved, active builds with an edit no admin has reviewed yet.
const EDITED_BUILD = sql`b.status = 'active' and b.approval_status = 'approved'
  and exists (select 1 from build_edits x where x.build_id = b.id and x.reviewed_at is null)`;

/** All tab counts in one statement. */
export async function getTabCounts(actor: Actor): Promise<TabCounts> {
  assertAdmin(actor, `admin panel`);
  const [row] = await queryRows<{
    pending_builds: number;
    approved_builds: number;
    featured_builds: number;
    edited_builds: number;
    pending_events: number;
    rejected: number;
  }>(sql`
    select
      (select count(*)::int from builds b where b.status = 'active' and ${BUILD_FILTERS["pending-builds"]}) as pending_builds,
      (select count(*)::int from builds b where b.status = 'active' and ${BUILD_FILTERS["approved-builds"]}) as approved_builds,
      (select count(*)::int from builds b where b.status = 'active' and ${BUILD_FILTERS["featured-builds"]}) as featured_builds,
      (select count(*)::int from builds b where ${EDITED_BUILD}) as edited_builds,
      (select count(*)::int from events e where e.approval_status = 'pending') as pending_events,
      (select count(*)::int from builds b where b.status = 'active' and b.approval_status = 'rejected')
        + (select count(*)::int from events e where e.approval_status = 'rejected') as rejected`);
  return {
    pendingBuilds: row.pending_builds,
    approvedBuilds: row.approved_builds,
    featuredBuilds: row.featured_builds,
    editedBuilds: row.edited_builds,
    pendingEvents: row.pending_events,
    rejected: row.rejected,
  };
}

// The columns of a build row (alias b) and of an event row (alias e) in the admin lists.
const BUILD_COLUMNS = sql`b.id, b.title,
  coalesce(
    (select i.image_url from build_images i where i.build_id = b.id order by i.sort_order limit 1),
    b.featured_image_url) as image_url,
  (select coalesce(nullif(p.full_name, ''), nullif(p.username, ''), 'Anonymous')
    from profiles p where p.id = b.user_id) as owner_name,
  ${isoTimestamp(buildsB.createdAt, "ms")} as created_at,
  b.approval_status, b.is_featured, b.is_car_of_week`;

type BuildColumns = {
  id: string;
  title: string;
  image_url: string | null;
  owner_name: string | null;
  created_at: string;
  approval_status: AdminBuildRow["approvalStatus"];
  is_featured: boolean;
  is_car_of_week: boolean;
};

function buildRowOf(r: BuildColumns): AdminBuildRow {
  return {
    id: r.id,
    title: r.title,
    imageUrl: r.image_url,
    ownerName: r.owner_name ?? "Anonymous",
    createdAt: r.created_at,
    approvalStatus: r.approval_status,
    isFeatured: r.is_featured,
    isCarOfWeek: r.is_car_of_week,
  };
}

const EVENT_COLUMNS = sql`e.id, e.title, ${isoTimestamp(eventsE.eventDate, "ms")} as event_date, e.time_zone,
  e.location, e.description, e.image_url,
  (select coalesce(nullif(p.full_name, ''), nullif(p.username, ''), 'Anonymous')
    from profiles p where p.id = e.created_by) as host_name,
  ${isoTimestamp(eventsE.createdAt, "ms")} as created_at`;

type EventColumns = {
  id: string;
  title: string;
  event_date: string;
  time_zone: string;
  location: string | null;
  description: string | null;
  image_url: string | null;
  host_name: string | null;
  created_at: string;
};

function eventRowOf(r: EventColumns): PendingEventRow {
  return {
    id: r.id,
    title: r.title,
    eventDate: r.event_date,
    timeZone: r.time_zone,
    location: r.location,
    description: r.description,
    imageUrl: r.image_url,
    hostName: r.host_name ?? "Anonymous",
    createdAt: r.created_at,
  };
}

/** One page of a build tab, newest first. */
export async function listBuildsForAdmin(
  actor: Actor,
  tab: BuildTab,
  page: number,
): Promise<Page<AdminBuildRow>> {
  assertAdmin(actor, `admin panel`);
  const rows = await queryRows<BuildColumns & { total: number }>(sql`
    select ${BUILD_COLUMNS}, count(*) over ()::int as total
    from builds b
    where b.status = 'active' and ${BUILD_FILTERS[tab]}
    order by b.created_at desc, b.id desc
    limit ${ADMIN_PAGE_SIZE} offset ${offsetFor(page)}`);
  return pageOf(rows.map(buildRowOf), rows[0]?.total ?? 0, page);
}

/**
 * Recently edited: approved builds whose owner changed them since an admin last looked, the most
 * recently edited first, with what all their unreviewed edits changed together.
 */
export async function listEditedBuilds(actor: Actor, page: number): Promise<Page<EditedBuildRow>> {
  assertAdmin(actor, `admin panel`);
  const rows = await queryRows<
    BuildColumns & {
      changed_fields: string[] | null;
      photos_added: number;
      photos_removed: number;
      edit_count: number;
      last_edited_at: string;
      journal: JournalEdit[] | string | null;
      total: number;
    }
  >(sql`
    select ${BUILD_COLUMNS}, x.changed_fields, x.photos_added, x.photos_removed, x.edit_count,
      ${isoTimestamp(sql`x.last_edited_at`, "ms")} as last_edited_at, count(*) over ()::int as total,
      (select json_agg(json_build_object('id', j.id, 'title', j.title, 'added', j.added)
          order by j.last desc)
        from (select e.id, e.title, bool_or(y.changed_fields @> array['journal-added']) as added,
            max(y.edited_at) as last
          from build_edits y join build_journal_entries e on e.id = y.journal_entry_id
          where y.build_id = b.id and y.reviewed_at is null group by e.id, e.title) j) as journal
    from builds b
    cross join lateral (
      select array(select distinct f from build_edits y, unnest(y.changed_fields) f
          where y.build_id = b.id and y.reviewed_at is null order by f) as changed_fields,
        coalesce(sum(z.photos_added), 0)::int as photos_added,
        coalesce(sum(z.photos_removed), 0)::int as photos_removed,
        count(*)::int as edit_count,
        max(z.edited_at) as last_edited_at
      from build_edits z where z.build_id = b.id and z.reviewed_at is null) x
    where ${EDITED_BUILD}
    order by x.last_edited_at desc, b.id desc
    limit ${ADMIN_PAGE_SIZE} offset ${offsetFor(page)}`);
  return pageOf(
    rows.map((r) => ({
      ...buildRowOf(r),
      edits: {
        changedFields: r.changed_fields ?? [],
        photosAdded: r.photos_added,
        photosRemoved: r.photos_removed,
        editCount: r.edit_count,
        lastEditedAt: r.last_edited_at,
        journal: typeof r.journal === "string" ? JSON.parse(r.journal) : (r.journal ?? []),
      },
    })),
    rows[0]?.total ?? 0,
    page,
  );
}

/**
 * Rejected builds and events together (SPEC §4: Approve works from any state, so they stay
 * reachable), newest first. Each half is read in (approval_status, created_at) index order.
 */
export async function listRejected(actor: Actor, page: number): Promise<Page<RejectedRow>> {
  assertAdmin(actor, `admin panel`);
  const offset = offsetFor(page);
  const rows = await queryRows<{
    kind: "build" | "event";
    id: string;
    created: string;
    total: number;
  }>(sql`
    select kind, id, created, count(*) over ()::int as total from (
      select 'build' as kind, b.id, b.created_at as created from builds b
        where b.approval_status = 'rejected' and b.status = 'active'
      union all
      select 'event', e.id, e.created_at from events e where e.approval_status = 'rejected'
    ) r
    order by created desc, id desc
    limit ${ADMIN_PAGE_SIZE} offset ${offset}`);
  const ids = (kind: "build" | "event") => rows.filter((r) => r.kind === kind).map((r) => r.id);
  const buildIds = ids("build");
  const eventIds = ids("event");
  const [buildRows, eventRows] = await Promise.all([
    buildIds.length
      ? queryRows<BuildColumns>(
          sql`select ${BUILD_COLUMNS} from builds b where b.id in (${sql.join(
            buildIds.map((id) => sql`${id}::uuid`),
            sql`, `,
          )})`,
        )
      : [],
    eventIds.length
      ? queryRows<EventColumns>(
          sql`select ${EVENT_COLUMNS} from events e where e.id in (${sql.join(
            eventIds.map((id) => sql`${id}::uuid`),
            sql`, `,
          )})`,
        )
      : [],
  ]);
  const buildsById = new Map(buildRows.map((r) => [r.id, buildRowOf(r)]));
  const eventsById = new Map(eventRows.map((r) => [r.id, eventRowOf(r)]));
  const items: RejectedRow[] = [];
  for (const r of rows) {
    const build = r.kind === "build" ? buildsById.get(r.id) : undefined;
    const event = r.kind === "event" ? eventsById.get(r.id) : undefined;
    if (build) items.push({ kind: "build", build });
    if (event) items.push({ kind: "event", event });
  }
  return pageOf(items, rows[0]?.total ?? 0, page);
}

/** Pending events, soonest first (the one happening next needs a decision first). */
export async function listPendingEvents(
  actor: Actor,
  page: number,
): Promise<Page<PendingEventRow>> {
  assertAdmin(actor, `admin panel`);
  const rows = await queryRows<EventColumns & { total: number }>(sql`
    select ${EVENT_COLUMNS}, count(*) over ()::int as total
    from events e
    where e.approval_status = 'pending'
    order by e.event_date asc, e.id asc
    limit ${ADMIN_PAGE_SIZE} offset ${offsetFor(page)}`);
  return pageOf(rows.map(eventRowOf), rows[0]?.total ?? 0, page);
}

/**
 * Total accounts, Active Users (created in the last 30 days), Activity Rate, and one page of
 * the user list, newest first, with the activity badge and the last sign-in.
 */
export async function getUserStats(
  actor: Actor,
  page: number,
  now: Date = new Date(),
): Promise<UserStats> {
  assertAdmin(actor, `admin panel`);
  const since = activeSince(now).toISOString();
  const [totals] = await queryRows<{ total: number; active: number }>(sql`
    select count(*)::int as total,
      count(*) filter (where created_at >= ${since}::timestamptz)::int as active
    from profiles`);
  const rows = await queryRows<{
    id: string;
    full_name: string | null;
    username: string;
    created_at: string;
    last_sign_in_at: string | null;
  }>(sql`
    select p.id, p.full_name, p.username, ${isoTimestamp(profilesP.createdAt, "ms")} as created_at,
      (select ${isoTimestamp(sql`max(s.created_at)`, "ms")} from sessions s where s.user_id = p.id) as last_sign_in_at
    from profiles p
    order by p.created_at desc, p.id desc
    limit ${ADMIN_PAGE_SIZE} offset ${offsetFor(page)}`);
  return {
    weekly: await weeklyActivity(now),
    totalUsers: totals.total,
    activeUsers: totals.active,
    activityRate: activityRate(totals.active, totals.total),
    users: pageOf(
      rows.map((r) => ({
        id: r.id,
        fullName: r.full_name,
        username: r.username,
        createdAt: r.created_at,
        badge: activityBadge(new Date(r.created_at), now),
        lastSignInAt: r.last_sign_in_at,
      })),
      totals.total,
      page,
    ),
  };
}

/** Weeks in the trend chart: this week and the 25 before it (about six months). */
export const TREND_WEEKS = 26;

/**
 * Sign-ups and distinct signed-in members per week (Monday to Sunday, UTC), oldest first, every
 * week present even when empty. Sign-ins come from the session records, so a session removed by
 * signing out or expiring no longer counts: the line is a floor, not an exact figure.
 */
export async function weeklyActivity(now: Date): Promise<WeeklyActivity[]> {
  const rows = await queryRows<{
    week_start: string;
    sign_ups: number;
    active_members: number;
  }>(sql`
    with weeks as (
      select generate_series(
        date_trunc('week', ${now.toISOString()}::timestamptz at time zone 'UTC') - ${TREND_WEEKS - 1} * interval '1 week',
        date_trunc('week', ${now.toISOString()}::timestamptz at time zone 'UTC'),
        interval '1 week') as week_start
    )
    select to_char(w.week_start, 'YYYY-MM-DD') as week_start,
      (select count(*)::int from profiles p
        where p.created_at >= w.starts and p.created_at < w.ends) as sign_ups,
      (select count(distinct s.user_id)::int from sessions s
        where s.created_at >= w.starts and s.created_at < w.ends) as active_members
    from (select week_start, week_start at time zone 'UTC' as starts,
            (week_start + interval '1 week') at time zone 'UTC' as ends from weeks) w
    order by w.week_start`);
  return rows.map((r) => ({
    weekStart: r.week_start,
    signUps: r.sign_ups,
    activeMembers: r.active_members,
  }));
}
