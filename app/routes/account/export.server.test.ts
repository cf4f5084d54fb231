// /account/export through its loader and action, as React Router calls them: visitors sign in
// and come back, a member's request writes the export and its job through the action pipeline,
// and the download route's loader is the site's 404 for every link that reaches it.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { accountExports, jobs } from "~/db/schema";
import { routeArgs, signedInMember, thrown } from "../../../tests/setup/route-calls";
import { requestWithCookie } from "../../../tests/setup/users";
import { action, loader } from "./export";
import { loader as downloadLoader } from "./export-download";

const URL_ = "http://localhost:3000/account/export";

function post(cookie: string | undefined, fields: Record<string, string>) {
  return requestWithCookie(URL_, cookie, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
  });
}

describe("/account/export", () => {
  it("sends a visitor to sign in and back to the page", async () => {
    const answer = await thrown<Response>(
      routeArgs<Parameters<typeof loader>[0]>(new Request(URL_)).then(loader),
    );
    expect(answer.status).toBe(302);
    expect(answer.headers.get("location")).toBe("/auth?redirectTo=%2Faccount%2Fexport");
    const posted = await thrown<Response>(
      routeArgs<Parameters<typeof action>[0]>(post(undefined, { intent: "request-export" })).then(
        action,
      ),
    );
    expect(posted.headers.get("location")).toBe("/auth");
  });

  it("writes a member's export and its job, then lists it as being prepared", async () => {
    const { user, cookie } = await signedInMember();
    const answer = await routeArgs<Parameters<typeof action>[0]>(
      post(cookie, { intent: "request-export" }),
    ).then(action);
    expect((answer as Response).status).toBe(302);
    expect((answer as Response).headers.get("location")).toBe("/account/export");
    const rows = await getDb()
      .select()
      .from(accountExports)
      .where(eq(accountExports.userId, user.id));
    expect(rows).toHaveLength(1);
    const [job] = await getDb()
      .select()
      .from(jobs)
      .where(eq(jobs.uniqueKey, `account-export:${rows[0].id}`));
    expect(job.status).toBe("queued");

    const again = await routeArgs<Parameters<typeof action>[0]>(
      post(cookie, { intent: "request-export" }),
    ).then(action);
    expect("data" in again && again.data).toMatchObject({
      ok: false,
      reason: "conflict",
      message: "Your export is still being prepared. We'll e-mail you when it's ready.",
    });

    const page = await routeArgs<Parameters<typeof loader>[0]>(
      requestWithCookie(URL_, cookie),
    ).then(loader);
    expect(page.exports).toMatchObject([{ id: rows[0].id, status: "pending" }]);
  });

  it("answers the site's 404 for a link the middleware did not open", () => {
    let status: number | undefined;
    try {
      downloadLoader();
    } catch (error) {
      status = (error as { init?: { status?: number } }).init?.status;
    }
    expect(status).toBe(404);
  });
});
