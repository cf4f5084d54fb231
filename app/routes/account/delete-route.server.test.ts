// The /account/delete route end to end through the action pipeline, on PGlite and PostgreSQL:
// visitors go to /auth, the page shows the member's username and numbers, a wrong confirmation
// answers 400 per field with the username echoed (never the password) and deletes nothing, and
// the right one deletes the account, clears the session cookie and says goodbye on the home page.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { profiles, sessions, users } from "~/db/schema";
import { takeFlash } from "~/lib/flash.server";
import { DELETION_MESSAGES } from "~/modules/account/deletion/messages";
import { routeArgs, signedInMember, thrown } from "../../../tests/setup/route-calls";
import { requestWithCookie } from "../../../tests/setup/users";
import { action, loader } from "./delete";

const URL = "http://localhost:3000/account/delete";

function post(cookie: string | undefined, fields: Record<string, string>) {
  return requestWithCookie(URL, cookie, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
  });
}

type Failure = {
  data: { ok: false; fieldErrors?: Record<string, string>; values: Record<string, string> };
  init: { status: number };
};

async function usernameOf(id: string) {
  const [row] = await getDb()
    .select({ username: profiles.username })
    .from(profiles)
    .where(eq(profiles.id, id));
  return row.username;
}

describe("/account/delete", () => {
  it("sends visitors to /auth, page and form alike", async () => {
    const page = await thrown<Response>(loader(await routeArgs(requestWithCookie(URL))));
    expect(page.headers.get("Location")).toBe("/auth");
    const write = await thrown<Response>(
      action(await routeArgs(post(undefined, { password: "x", confirmUsername: "x" }))),
    );
    expect(write.headers.get("Location")).toBe("/auth");
  });

  it("shows the member's username and what they have", async () => {
    const { user, cookie } = await signedInMember();
    const page = await loader(await routeArgs(requestWithCookie(URL, cookie)));
    expect(page.username).toBe(await usernameOf(user.id));
    expect(page.summary).toMatchObject({ builds: 0, comments: 0, forumTopics: 0 });
  });

  it("refuses a wrong username with the field's message, keeps what was typed, deletes nothing", async () => {
    const { user, cookie } = await signedInMember();
    const answer = (await action(
      await routeArgs(post(cookie, { password: user.password, confirmUsername: "someone-else" })),
    )) as unknown as Failure;
    expect(answer.init.status).toBe(400);
    expect(answer.data.fieldErrors?.confirmUsername).toContain(await usernameOf(user.id));
    expect(answer.data.values).toEqual({ confirmUsername: "someone-else" });
    expect(await getDb().select().from(users).where(eq(users.id, user.id))).toHaveLength(1);
  });

  it("deletes the account, ends the session and says goodbye", async () => {
    const { user, cookie } = await signedInMember();
    const response = (await action(
      await routeArgs(
        post(cookie, { password: user.password, confirmUsername: await usernameOf(user.id) }),
      ),
    )) as unknown as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/");
    const cookies = response.headers.getSetCookie();
    expect(cookies.some((c) => /session_token=;/.test(c) && /Max-Age=0/i.test(c))).toBe(true);
    const flashCookie = cookies.find((c) => c.startsWith("camber_flash="))?.split(";")[0];
    const { flash } = await takeFlash(
      new Request("http://localhost:3000/", { headers: { Cookie: flashCookie ?? "" } }),
    );
    expect(flash?.message).toBe(DELETION_MESSAGES.deleted);
    expect(await getDb().select().from(users).where(eq(users.id, user.id))).toEqual([]);
    expect(await getDb().select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
  });
});
