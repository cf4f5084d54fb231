// /account called as React Router would: visitors are sent to sign in; the e-mail change link's
// landing says what happened in either browser (signed in or not) and drops its query; the
// page lists the member's sessions with this one marked.
import { describe, expect, it } from "vitest";
import { routeArgs, signedInMember, thrown } from "../../../tests/setup/route-calls";
import { requestWithCookie } from "../../../tests/setup/users";
import { loader } from "./settings";

async function load(path: string, cookie?: string) {
  return loader(await routeArgs(requestWithCookie(`http://localhost:3000${path}`, cookie)));
}

/** Where a thrown redirect goes, and the flash cookie it sets. */
async function landing(path: string, cookie?: string) {
  const response = await thrown(load(path, cookie));
  return {
    status: response.status,
    location: response.headers.get("Location"),
    flash: response.headers.get("Set-Cookie") ?? "",
  };
}

describe("/account loader", () => {
  it("sends a visitor to sign in", async () => {
    expect(await landing("/account")).toMatchObject({ status: 302, location: "/auth" });
  });

  it("lists the member's sessions, this one marked", async () => {
    const { user, cookie } = await signedInMember();
    const data = await load("/account", cookie);
    expect(data.email).toBe(user.email);
    expect(data.sessions).toHaveLength(1);
    expect(data.sessions[0]).toMatchObject({ id: data.currentSessionId, current: true });
    expect(JSON.stringify(data)).not.toContain(cookie.split("=")[1].split(".")[0]);
  });

  it("answers the e-mail change link's landing with a flash, in either browser", async () => {
    const { cookie } = await signedInMember();
    const signedIn = await landing("/account?email-change=done", cookie);
    expect(signedIn).toMatchObject({ status: 302, location: "/account" });
    expect(signedIn.flash).toContain("camber_flash=");
    const visitor = await landing("/account?email-change=done");
    expect(visitor).toMatchObject({ status: 302, location: "/auth" });
    const invalid = await landing("/account?email-change=done&error=INVALID_TOKEN");
    expect(invalid).toMatchObject({ status: 302, location: "/auth" });
    expect(invalid.flash).not.toBe(visitor.flash);
  });
});
