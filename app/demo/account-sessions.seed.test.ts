// The demo sessions make sense before they reach a database: demo people's, other devices than a
// browser test's, still alive after the seed, and shown the way the account page names them.
import { describe, expect, it } from "vitest";
import { describeUserAgent, maskIpAddress } from "~/modules/account/settings/device";
import { DEMO_SESSIONS } from "./account-sessions.seed.server";
import { DEMO_MEMBERS } from "./demo-people";

describe("demo sessions", () => {
  it("belong to the demo member, on a phone and a desktop, seen within their 30 days", () => {
    for (const demo of DEMO_SESSIONS) {
      expect(demo.username).toBe(DEMO_MEMBERS[0].username);
      expect(demo.lastSeenHoursAgo / 24).toBeLessThan(demo.signedInDaysAgo);
      expect(maskIpAddress(demo.ipAddress)).toMatch(/\*$/);
    }
    expect(DEMO_SESSIONS.map((demo) => describeUserAgent(demo.userAgent))).toEqual([
      "Safari on iOS",
      "Firefox on Windows",
    ]);
  });
});
