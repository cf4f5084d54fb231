// The demo accounts every spec's app is seeded with, and the passwords the harness gives them.
import { DEMO_ADMIN, DEMO_MEMBERS, type DemoPerson } from "../../../app/demo/demo-people";

/** Passed to each app as DEMO_ADMIN_PASSWORD / DEMO_MEMBER_PASSWORD. */
export const DEMO_PASSWORDS = {
  admin: "e2e-admin-Passw0rd!",
  member: "e2e-member-Passw0rd!",
} as const;

export interface DemoUser extends DemoPerson {
  password: string;
}

/**
 * The seeded accounts, all e-mail-verified: `demoUsers.admin` has the admin role,
 * `demoUsers.members` (four of them) do not. `demoUsers.member` is members[0], for short.
 */
export const demoUsers: {
  admin: DemoUser;
  member: DemoUser;
  members: readonly DemoUser[];
} = {
  admin: { ...DEMO_ADMIN, password: DEMO_PASSWORDS.admin },
  member: { ...DEMO_MEMBERS[0], password: DEMO_PASSWORDS.member },
  members: DEMO_MEMBERS.map((m) => ({ ...m, password: DEMO_PASSWORDS.member })),
};
