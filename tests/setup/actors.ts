// A signed-in member as the root middleware would resolve it, for tests of request handling that
// need an Actor but no account in the database.
import type { Actor } from "~/lib/actor.server";

export const MEMBER_ACTOR: Actor = {
  id: "11111111-1111-4111-8111-111111111111",
  email: "member@example.com",
  name: "Member",
  emailVerified: true,
  isAdmin: false,
  hasAdminRole: false,
  twoFactorEnabled: false,
};
