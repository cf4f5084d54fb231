// The demo follows make sense before they reach a database: approved builds of other members,
// nobody following themselves, and the demo member's feed has something in it.
import { describe, expect, it } from "vitest";
import { DEMO_BUILDS } from "./builds.seed.server";
import { DEMO_MEMBERS } from "./demo-people";
import { DEMO_FOLLOWS } from "./following.seed.server";

describe("demo follows", () => {
  it("follow approved builds of other members, and members other than themselves", () => {
    const usernames = DEMO_MEMBERS.map((m) => m.username);
    for (const demo of DEMO_FOLLOWS) {
      expect(usernames).toContain(demo.follower);
      for (const username of demo.members) {
        expect(usernames).toContain(username);
        expect(username).not.toBe(demo.follower);
      }
      for (const title of demo.builds) {
        const build = DEMO_BUILDS.find((b) => b.title === title);
        expect(build, title).toBeDefined();
        expect(build?.pending, title).toBeFalsy();
        expect(build?.owner, title).not.toBe(demo.follower);
      }
      for (const title of demo.muted ?? []) expect(demo.builds).toContain(title);
    }
  });

  it("give the demo member followed members with approved builds and one muted build", () => {
    const maya = DEMO_FOLLOWS.find((d) => d.follower === DEMO_MEMBERS[0].username);
    expect(maya?.muted).toHaveLength(1);
    const feedBuilds = DEMO_BUILDS.filter((b) => maya?.members.includes(b.owner) && !b.pending);
    expect(feedBuilds.length).toBeGreaterThanOrEqual(2);
  });
});
