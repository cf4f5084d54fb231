// Over the hourly create-build limit, the refusal says how long to wait for real (the window is an
// hour), not the one-minute text of the short sign-in limits.
import { describe, expect, it } from "vitest";
import { consumeRateLimit } from "~/lib/rate-limit.server";
import { createRequestContext } from "~/lib/request-context.server";
import type { BuildFormFailure } from "~/modules/builds/components/build-form/messages";
import { createVerifiedUser, requestWithCookie, sessionCookie } from "../../../tests/setup/users";
import { action } from "./create";

describe("create-build rate limit", () => {
  it("refuses the 11th build of the hour and says to wait an hour", async () => {
    const member = await createVerifiedUser();
    const cookie = await sessionCookie(member);
    // Ten builds created this hour (the limit), counted as the action counts them.
    for (let i = 0; i < 10; i++) {
      await consumeRateLimit(`builds:create:user:${member.id}`, { limit: 10, windowSeconds: 3600 });
    }
    const form = new FormData();
    form.set("title", "Eleventh build");
    form.set("carMake", "Mazda");
    form.set("carModel", "MX-5");
    form.set("carYear", "1991");
    form.set("description", "One more.");
    form.set("featuredImageUrl", "https://images.example.com/mx5.jpg");
    const request = requestWithCookie("http://localhost:3000/create-build", cookie, {
      method: "POST",
      body: form,
    });
    const result = (await action({
      request,
      params: {},
      context: await createRequestContext(request),
    } as never)) as unknown as {
      data: BuildFormFailure;
      init: { status: number; headers: HeadersInit };
    };
    expect(result.init.status).toBe(429);
    expect(result.data.errors.form).toBe("Too many attempts. Please wait an hour and try again.");
    expect(result.data.toast.title).toBe(result.data.errors.form);
    expect(Number(new Headers(result.init.headers).get("Retry-After"))).toBeGreaterThan(3500);
    expect(result.data.values?.title).toBe("Eleventh build");
  });
});
