import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { userRoles } from "~/db/schema";
import { isAdmin } from "~/lib/session.server";
import { createVerifiedUser } from "../../../tests/setup/users";
import { grantAdmin, listAdmins, NoSuchUserError, revokeAdmin } from "./roles.server";

let first: Awaited<ReturnType<typeof createVerifiedUser>>;
let second: Awaited<ReturnType<typeof createVerifiedUser>>;

beforeAll(async () => {
  first = await createVerifiedUser({ email: "first@example.com", name: "First Admin" });
  second = await createVerifiedUser({ email: "second@example.com", name: "Second Admin" });
});

async function rolesOf(userId: string) {
  const rows = await getDb()
    .select({ role: userRoles.role })
    .from(userRoles)
    .where(eq(userRoles.userId, userId));
  return rows.map((r) => r.role);
}

describe("grantAdmin", () => {
  it("gives the role once, whatever the letter case of the address", async () => {
    expect(await grantAdmin("First@Example.com")).toEqual({
      userId: first.id,
      email: "first@example.com",
      changed: true,
    });
    expect(await grantAdmin("first@example.com")).toMatchObject({ changed: false });
    expect(await rolesOf(first.id)).toEqual(["admin"]);
    expect(await isAdmin(first.id)).toBe(true);
  });

  it("refuses an unknown address with a clear error", async () => {
    await expect(grantAdmin("nobody@example.com")).rejects.toThrow(NoSuchUserError);
    await expect(grantAdmin("nobody@example.com")).rejects.toThrow(
      "No user with the e-mail address nobody@example.com. They must sign up first.",
    );
  });
});

describe("listAdmins", () => {
  it("lists every admin with their profile name, longest-serving first", async () => {
    await grantAdmin(second.email);
    const admins = await listAdmins();
    expect(admins.map((a) => [a.email, a.fullName])).toEqual([
      ["first@example.com", "First Admin"],
      ["second@example.com", "Second Admin"],
    ]);
    expect(admins[0].since).toBeInstanceOf(Date);
  });
});

describe("revokeAdmin", () => {
  it("takes the role away and says when there was nothing to take", async () => {
    expect(await revokeAdmin(second.email)).toMatchObject({ userId: second.id, changed: true });
    expect(await revokeAdmin(second.email)).toMatchObject({ changed: false });
    expect(await isAdmin(second.id)).toBe(false);
    expect((await listAdmins()).map((a) => a.email)).toEqual(["first@example.com"]);
  });

  it("refuses an unknown address", async () => {
    await expect(revokeAdmin("ghost@example.com")).rejects.toThrow(NoSuchUserError);
  });
});
