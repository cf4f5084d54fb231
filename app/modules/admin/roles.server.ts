// Granting and revoking the admin role by e-mail address (used by the admin CLI,
// scripts/admin-role.ts, and by the demo seed). Who may call these is decided by the caller:
// the CLI runs with direct database access, so it is the operator's tool.
import { and, asc, eq, sql } from "drizzle-orm";
import { type Db, getDb, type Tx } from "~/db/client.server";
import { profiles, userRoles, users } from "~/db/schema";

export class NoSuchUserError extends Error {
  constructor(readonly email: string) {
    super(`No user with the e-mail address ${email}. They must sign up first.`);
    this.name = "NoSuchUserError";
  }
}

export interface RoleChange {
  userId: string;
  email: string;
  /** false when the user already was (grant) or already was not (revoke) an admin. */
  changed: boolean;
}

export interface AdminListing {
  userId: string;
  email: string;
  fullName: string | null;
  username: string | null;
  since: Date;
}

async function findUserByEmail(email: string, db: Db | Tx) {
  const wanted = email.trim();
  const rows = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${wanted})`)
    .limit(1);
  if (rows.length === 0) throw new NoSuchUserError(wanted);
  return rows[0];
}

/** Gives the user with this e-mail (any letter case) the admin role. Idempotent. */
export async function grantAdmin(email: string, db: Db | Tx = getDb()): Promise<RoleChange> {
  const user = await findUserByEmail(email, db);
  const inserted = await db
    .insert(userRoles)
    .values({ userId: user.id, role: "admin" })
    .onConflictDoNothing()
    .returning({ userId: userRoles.userId });
  return { userId: user.id, email: user.email, changed: inserted.length > 0 };
}

/** Takes the admin role away from the user with this e-mail. Idempotent. */
export async function revokeAdmin(email: string, db: Db | Tx = getDb()): Promise<RoleChange> {
  const user = await findUserByEmail(email, db);
  const deleted = await db
    .delete(userRoles)
    .where(and(eq(userRoles.userId, user.id), eq(userRoles.role, "admin")))
    .returning({ userId: userRoles.userId });
  return { userId: user.id, email: user.email, changed: deleted.length > 0 };
}

/** Every admin, longest-serving first. */
export async function listAdmins(db: Db | Tx = getDb()): Promise<AdminListing[]> {
  return db
    .select({
      userId: users.id,
      email: users.email,
      fullName: profiles.fullName,
      username: profiles.username,
      since: userRoles.createdAt,
    })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(eq(userRoles.role, "admin"))
    .orderBy(asc(userRoles.createdAt), asc(users.email));
}
