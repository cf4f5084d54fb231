// The /admin/media and /media/submit routes' own guards, on PGlite and PostgreSQL: signed out →
// /auth (with a toast for submissions), members → / with 'Access Denied' on the page and 403 on a
// crafted POST (nothing changes), admins act; a member's multipart submission ends pending.
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { adminAuditLog, mediaItems } from "~/db/schema";
import { action as submitAction, loader as submitLoader } from "~/routes/media/submit";
import { routeArgs, signedInAdmin, signedInMember, thrown } from "../../../tests/setup/route-calls";
import { createVerifiedUser, requestWithCookie } from "../../../tests/setup/users";
import { action, loader } from "./media";

// One loose shape serves both routes.
// biome-ignore lint/suspicious/noExplicitAny: test double of React Router's loader arguments
const args = (request: Request) => routeArgs<any>(request);

async function pendingItem(userId: string) {
  const [row] = await getDb()
    .insert(mediaItems)
    .values({ type: "photo", title: "Route item", createdBy: userId })
    .returning({ id: mediaItems.id });
  return row.id;
}

const post = (cookie: string | undefined, fields: Record<string, string>) =>
  requestWithCookie("http://localhost:3000/admin/media", cookie, {
    method: "POST",
    body: new URLSearchParams(fields),
  });

describe("/admin/media guard", () => {
  it("sends signed-out visitors to /auth and members to / with Access Denied", async () => {
    const out = (await thrown(
      loader(await args(requestWithCookie("http://localhost:3000/admin/media"))),
    )) as Response;
    expect(out.headers.get("Location")).toBe("/auth");
    const { cookie } = await signedInMember();
    const page = (await thrown(
      loader(await args(requestWithCookie("http://localhost:3000/admin/media", cookie))),
    )) as Response;
    expect(page.headers.get("Location")).toBe("/");
    expect(page.headers.get("Set-Cookie")).toContain("camber_flash");
  });

  it("answers a member's crafted actions with 403 and changes nothing", async () => {
    const { user, cookie } = await signedInMember();
    const id = await pendingItem(user.id);
    for (const intent of ["media-approve", "media-feature", "media-delete"]) {
      const denied = await thrown(action(await args(post(cookie, { intent, id }))));
      expect(denied).toMatchObject({
        init: { status: 403 },
        data: { ok: false, message: "Access Denied: You don't have admin privileges." },
      });
    }
    // A crafted video upload too.
    const form = new FormData();
    form.set("title", "Sneaky");
    form.set("description", "Not allowed");
    form.set("embedUrl", "https://youtu.be/dQw4w9WgXcQ");
    const upload = await thrown(
      action(
        await args(
          requestWithCookie("http://localhost:3000/admin/media", cookie, {
            method: "POST",
            body: form,
          }),
        ),
      ),
    );
    expect(upload).toMatchObject({ init: { status: 403 } });
    const [row] = await getDb().select().from(mediaItems).where(eq(mediaItems.id, id));
    expect(row.approvalStatus).toBe("pending");
    expect(row.isFeatured).toBe(false);
    expect(await getDb().select().from(mediaItems).where(eq(mediaItems.title, "Sneaky"))).toEqual(
      [],
    );
    expect(
      await getDb().select().from(adminAuditLog).where(eq(adminAuditLog.targetId, id)),
    ).toEqual([]);
  });

  it("lets admins approve, and creates an embedded video item", async () => {
    const { cookie } = await signedInAdmin();
    const owner = await createVerifiedUser();
    const id = await pendingItem(owner.id);
    const ok = (await action(await args(post(cookie, { intent: "media-approve", id })))) as {
      data: { ok: boolean; message: string };
      init: { status?: number } | null;
    };
    expect(ok.init?.status ?? 200).toBe(200);
    expect(ok.data).toMatchObject({ ok: true, message: "Media approved." });

    const cover = await sharp({
      create: { width: 320, height: 200, channels: 3, background: "#334455" },
    })
      .png()
      .toBuffer();
    const form = new FormData();
    form.set("title", "Embedded clip");
    form.set("description", "From YouTube");
    form.set("duration", "4:32");
    form.set("embedUrl", "https://www.youtube.com/watch?v=dQw4w9WgXcQ");
    form.set("cover", new File([new Uint8Array(cover)], "cover.png", { type: "image/png" }));
    const created = (await action(
      await args(
        requestWithCookie("http://localhost:3000/admin/media", cookie, {
          method: "POST",
          body: form,
        }),
      ),
    )) as Response;
    expect(created.status).toBe(302);
    const [video] = await getDb()
      .select()
      .from(mediaItems)
      .where(eq(mediaItems.title, "Embedded clip"));
    expect(video).toMatchObject({
      type: "video",
      approvalStatus: "approved",
      durationSeconds: 272,
      embedUrl: "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
      videoUrl: null,
    });
  });
});

describe("/media/submit", () => {
  it("sends signed-out visitors to /auth with a toast (page and POST)", async () => {
    const page = (await thrown(
      submitLoader(await args(requestWithCookie("http://localhost:3000/media/submit"))),
    )) as Response;
    expect(page.headers.get("Location")).toBe("/auth");
    expect(page.headers.get("Set-Cookie")).toContain("camber_flash");
    const form = new FormData();
    form.set("kind", "tutorial");
    const postOut = (await thrown(
      submitAction(
        await args(
          requestWithCookie("http://localhost:3000/media/submit", undefined, {
            method: "POST",
            body: form,
          }),
        ),
      ),
    )) as Response;
    expect(postOut.headers.get("Location")).toBe("/auth");
  });

  it("keeps the text and explains a half-filled step; a good tutorial ends pending", async () => {
    const { user, cookie } = await signedInMember();
    const cover = await sharp({
      create: { width: 320, height: 200, channels: 3, background: "#aa3311" },
    })
      .png()
      .toBuffer();
    const form = (steps: [string, string][]) => {
      const f = new FormData();
      f.set("kind", "tutorial");
      f.set("title", "Swap a shift knob");
      f.set("description", "Five minutes, no tools.");
      f.set("cover", new File([new Uint8Array(cover)], "cover.png", { type: "image/png" }));
      steps.forEach(([title, body], i) => {
        f.set(`step-title-${i}`, title);
        f.set(`step-body-${i}`, body);
      });
      return requestWithCookie("http://localhost:3000/media/submit", cookie, {
        method: "POST",
        body: f,
      });
    };
    const bad = (await submitAction(await args(form([["Unscrew", ""]])))) as {
      data: { message: string; values: Record<string, string> };
      init: { status: number };
    };
    expect(bad.init.status).toBe(400);
    expect(bad.data.message).toBe("Each step needs instructions");
    expect(bad.data.values.title).toBe("Swap a shift knob");
    expect(
      await getDb().select().from(mediaItems).where(eq(mediaItems.createdBy, user.id)),
    ).toEqual([]);

    const good = (await submitAction(
      await args(
        form([
          ["Unscrew the old knob", "Counter-clockwise."],
          ["", ""],
          ["Thread the new one", "Hand tight, then the jam nut."],
        ]),
      ),
    )) as Response;
    expect(good.status).toBe(302);
    const [row] = await getDb().select().from(mediaItems).where(eq(mediaItems.createdBy, user.id));
    expect(row).toMatchObject({ type: "tutorial", approvalStatus: "pending" });
    expect(good.headers.get("Location")).toBe(`/media/${row.id}`);
  });
});
