// Admin user statistics arithmetic (SPEC §4, §6 "Admin user statistics"). Pure and client-safe:
// the server computes it, the tests pin the 7/30/90-day boundaries.

export type ActivityBadge = "New User" | "Recent" | "Regular" | "Veteran";

const DAY_MS = 24 * 60 * 60 * 1000;

/** Active Users window: accounts created in the last 30 days. */
export const ACTIVE_WINDOW_DAYS = 30;

/** Whole days since the account was created (a 7½-day-old account is 7 days old). */
export function accountAgeInDays(createdAt: Date, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - createdAt.getTime()) / DAY_MS));
}

/** 7 days or fewer New User, up to 30 Recent, up to 90 Regular, more Veteran. */
export function activityBadge(createdAt: Date, now: Date): ActivityBadge {
  const days = accountAgeInDays(createdAt, now);
  if (days <= 7) return "New User";
  if (days <= 30) return "Recent";
  if (days <= 90) return "Regular";
  return "Veteran";
}

/** Active Users / total, rounded to a whole percent; 0 when there are no accounts. */
export function activityRate(activeUsers: number, totalUsers: number): number {
  if (totalUsers <= 0) return 0;
  return Math.round((activeUsers / totalUsers) * 100);
}

/** The earliest creation time that still counts as active at `now`. */
export function activeSince(now: Date): Date {
  return new Date(now.getTime() - ACTIVE_WINDOW_DAYS * DAY_MS);
}
