// Who liked a build: the members, newest like first, keyset-paged. The caller checks that the
// viewer may see the build (getBuildForViewer) first.
import { sql } from "drizzle-orm";
import { queryRows } from "~/db/client.server";
import { cursorField, type KeysetPage, keysetCursor, keysetPage } from "~/lib/keyset-cursor";

export type Liker = {
  /** The member's id (the list key). */
  id: string;
  username: string | null;
  fullName: string | null;
  avatarUrl: string | null;
  likedAt: string;
};

export const LIKERS_PAGE_SIZE = 30;

const likersCursor = keysetCursor({ at: cursorField.timestamp, id: cursorField.text(64) });

export async function listBuildLikers(
  buildId: string,
  cursor: string | null,
  pageSize = LIKERS_PAGE_SIZE,
): Promise<KeysetPage<Liker>> {
  const after = likersCursor.decode(cursor);
  const rows = await queryRows<Liker & { at: string }>(sql`
    select l.user_id as id, p.username, p.full_name as "fullName", p.avatar_url as "avatarUrl",
      l.created_at::text as at
    from build_likes l left join profiles p on p.id = l.user_id
    where l.build_id = ${buildId}::uuid
      ${after ? sql`and (l.created_at, l.user_id) < (${after.at}::timestamptz, ${after.id})` : sql``}
    order by l.created_at desc, l.user_id desc
    limit ${pageSize + 1}`);
  return keysetPage(
    rows,
    pageSize,
    ({ at, ...row }) => ({ ...row, likedAt: new Date(at).toISOString() }),
    (last) => likersCursor.encode({ at: last.at, id: last.id }),
  );
}
