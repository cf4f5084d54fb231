// The demo forum's data makes sense before it reaches a database: replies come after their
// topic, authors are demo people, categories exist, and there is enough for paging.
import { describe, expect, it } from "vitest";
import { DEMO_ADMIN, DEMO_MEMBERS } from "./demo-people";
import { DEMO_TOPICS } from "./forums.seed.server";

const CATEGORIES = [
  "General",
  "Build Threads",
  "Tech & Tuning",
  "Wheels & Stance",
  "Events & Meets",
  "Marketplace Talk",
  "Off Topic",
];
const PEOPLE = new Set([DEMO_ADMIN, ...DEMO_MEMBERS].map((p) => p.username));

describe("demo forum topics", () => {
  it("fill more than two pages of the list and every category", () => {
    expect(DEMO_TOPICS.length).toBeGreaterThan(14);
    expect(new Set(DEMO_TOPICS.map((t) => t.category))).toEqual(new Set(CATEGORIES));
  });

  it("are written by demo people, replies after their topic, within the past two weeks", () => {
    for (const topic of DEMO_TOPICS) {
      expect(PEOPLE.has(topic.author), topic.author).toBe(true);
      expect(topic.hoursAgo).toBeLessThanOrEqual(14 * 24);
      for (const [username, hoursAgo] of topic.replies) {
        expect(PEOPLE.has(username), username).toBe(true);
        expect(hoursAgo, `${topic.title}: reply at ${hoursAgo}h`).toBeLessThan(topic.hoursAgo);
        expect(hoursAgo).toBeGreaterThan(0);
      }
    }
  });

  it("include a thread longer than one page of replies", () => {
    expect(Math.max(...DEMO_TOPICS.map((t) => t.replies.length))).toBeGreaterThan(20);
  });
});
