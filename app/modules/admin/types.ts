// Shapes the admin loader hands to its components. Client-safe (types only).
import type { ActivityBadge } from "./activity";

export type BuildTab = "pending-builds" | "approved-builds" | "featured-builds";

export interface TabCounts {
  pendingBuilds: number;
  approvedBuilds: number;
  featuredBuilds: number;
  pendingEvents: number;
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
  hostName: string;
  createdAt: string;
}

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
