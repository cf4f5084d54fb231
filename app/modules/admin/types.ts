// Shapes the admin loader hands to its components. Client-safe (types only).
import type { ActivityBadge } from "./activity";

export type BuildTab = "pending-builds" | "approved-builds" | "featured-builds";

export interface TabCounts {
  pendingBuilds: number;
  approvedBuilds: number;
  featuredBuilds: number;
  editedBuilds: number;
  pendingEvents: number;
  /** Rejected builds and events together. */
  rejected: number;
}

export interface Page<T> {
  items: T[];
  page: number;
  pageCount: number;
  total: number;
}

export interface AdminBuildRow {
  id: string;
  title: string;
  imageUrl: string | null;
  ownerName: string;
  createdAt: string;
  approvalStatus: "pending" | "approved" | "rejected";
  isFeatured: boolean;
  isCarOfWeek: boolean;
}

export interface PendingEventRow {
  id: string;
  title: string;
  eventDate: string;
  timeZone: string;
  location: string | null;
  description: string | null;
  /** The flyer, when the host gave one. */
  imageUrl: string | null;
  hostName: string;
  createdAt: string;
}

/** What an owner's unreviewed edits of an approved build changed, all edits together. */
export interface BuildEditSummary {
  /** Among 'title', 'make', 'model', 'year', 'description'. */
  changedFields: string[];
  photosAdded: number;
  photosRemoved: number;
  editCount: number;
  lastEditedAt: string;
  /** Journal entries the owner added or edited (entries deleted since are left out). */
  journal: JournalEdit[];
}

/** A journal entry among an owner's unreviewed edits: added (new) or edited. */
export interface JournalEdit {
  id: string;
  title: string;
  added: boolean;
}

export interface EditedBuildRow extends AdminBuildRow {
  edits: BuildEditSummary;
}

/** The Rejected tab lists builds and events together, newest first. */
export type RejectedRow =
  | { kind: "build"; build: AdminBuildRow }
  | { kind: "event"; event: PendingEventRow };

export interface AdminUserRow {
  id: string;
  fullName: string | null;
  username: string;
  createdAt: string;
  badge: ActivityBadge;
  /** The newest session's start (better-auth writes one per sign-in); null when never. */
  lastSignInAt: string | null;
}

/** One week (Monday, UTC) of the six-month trend. */
export interface WeeklyActivity {
  /** 'YYYY-MM-DD' of the week's Monday. */
  weekStart: string;
  signUps: number;
  /** Distinct members with a sign-in (a session started) that week. */
  activeMembers: number;
}

export interface UserStats {
  totalUsers: number;
  activeUsers: number;
  activityRate: number;
  users: Page<AdminUserRow>;
  weekly: WeeklyActivity[];
}

export interface AuditEntry {
  id: string;
  adminName: string;
  /** The panel intent, e.g. 'build-approve'. */
  action: string;
  targetType: string;
  targetId: string;
  targetTitle: string | null;
  beforeStatus: string | null;
  afterStatus: string | null;
  createdAt: string;
}

/** What one tab of the panel shows (null when its list could not be loaded). */
export interface PendingSeriesRow {
  id: string;
  title: string;
  /** ISO instant the host created it. */
  createdAt: string;
}

export type TabContent =
  | { kind: "users"; stats: UserStats | null }
  | { kind: "builds"; tab: BuildTab; builds: Page<AdminBuildRow> | null }
  | {
      kind: "events";
      events: Page<PendingEventRow> | null;
      /** Recurring series waiting for review (approved once, on the series page). */
      series: PendingSeriesRow[];
    }
  | { kind: "edited"; builds: Page<EditedBuildRow> | null }
  | { kind: "rejected"; items: Page<RejectedRow> | null }
  | { kind: "audit"; entries: Page<AuditEntry> | null };
