// The demo cars make sense before they reach a database: each is the going member's own approved
// build, on an event that exists.
import { describe, expect, it } from "vitest";
import { DEMO_BUILDS } from "./builds.seed.server";
import { DEMO_EVENT_CARS } from "./event-cars.seed.server";
import { DEMO_EVENTS } from "./events.seed.server";

describe("demo event cars", () => {
  it("name the going member's own approved builds", () => {
    for (const [title, cars] of Object.entries(DEMO_EVENT_CARS)) {
      const event = DEMO_EVENTS.find((e) => e.title === title);
      expect(event, title).toBeDefined();
      expect(event?.status, title).toBeUndefined();
      for (const [username, buildTitle] of cars) {
        expect(event?.going, `${username} at ${title}`).toContain(username);
        const build = DEMO_BUILDS.find((b) => b.title === buildTitle);
        expect(build?.owner, buildTitle).toBe(username);
        expect(build?.pending, buildTitle).toBeFalsy();
      }
    }
  });
});
