// Who liked a build, on PGlite and PostgreSQL: newest first, keyset pages without gaps or repeats.
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { buildLikes } from "~/db/schema";
import { insertMembers } from "~/modules/events/testing/fixtures.server";
import { insertBuild } from "../admin/testing/fixtures.server";
import { listBuildLikers } from "./likers.server";

describe("listBuildLikers", () => {
  it("lists the members newest like first, in keyset pages", async () => {
    const [owner, ...fans] = await insertMembers(6, "liker");
    const buildId = await insertBuild(owner, { approvalStatus: "approved" });
    // Two likes in the same instant: the user id breaks the tie.
    await getDb()
      .insert(buildLikes)
      .values(
        fans.map((userId, i) => ({
          buildId,
          userId,
          createdAt: new Date(Date.UTC(2026, 10, 1, 12, 0, i < 2 ? 0 : i)),
        })),
      );
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page = await listBuildLikers(buildId, cursor, 2);
      seen.push(...page.items.map((l) => l.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toHaveLength(5);
    expect(new Set(seen).size).toBe(5);
    expect(seen.slice(0, 3)).toEqual([fans[4], fans[3], fans[2]]);
    const first = await listBuildLikers(buildId, null, 10);
    expect(first.items[0]).toMatchObject({ username: expect.stringMatching(/^liker_/) });
    expect(first.items).toHaveLength(5);
  });
});
