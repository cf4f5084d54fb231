// The forums as kinds of reportable content (the admins' one queue, ADR 038). A topic is reported
// as a whole from its opening post (the topic's body is the topic: hiding it hides the topic and
// its replies; Delete is the admin's topic delete); a reply is reported on its own (hiding it
// leaves a placeholder in the thread; Delete is the admin's reply delete). Members report what they
// can see and is not theirs.
import { sql } from "drizzle-orm";
import { type Db, queryRows, type Tx } from "~/db/client.server";
import { plainExcerpt } from "~/lib/member-text";
import type { ReportedContent, ReportTarget } from "~/modules/reports/index.server";
import { deletePost, deleteTopic } from "./moderation.server";
import { REPLIES_PER_PAGE } from "./queries.server";

interface DescribedRow extends Record<string, unknown> {
  id: string;
  topicId: string;
  title: string;
  content: string;
  hidden: boolean;
  username: string | null;
  fullName: string | null;
  page: number;
}

function described(rows: DescribedRow[], link: (row: DescribedRow) => string, withTitle: boolean) {
  return new Map<string, ReportedContent>(
    rows.map((r) => [
      r.id,
      {
        ...(withTitle ? { title: r.title } : {}),
        excerpt: plainExcerpt(r.content, 600),
        authorUsername: r.username,
        authorFullName: r.fullName,
        link: link(r),
        hidden: r.hidden,
      },
    ]),
  );
}

const uuids = (ids: string[]) =>
  sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );

export const TOPIC_REPORT_TARGET: ReportTarget = {
  label: "Forum topic",
  async canReport(actor, id) {
    const [topic] = await queryRows<{ createdBy: string | null }>(sql`
      select created_by as "createdBy" from forum_topics
      where id = ${id}::uuid and hidden_at is null`);
    if (!topic) return false;
    return topic.createdBy === actor.id ? "own" : true;
  },
  async describe(ids) {
    if (ids.length === 0) return new Map();
    const rows = await queryRows<DescribedRow>(sql`
      select t.id, t.id as "topicId", t.title, coalesce(o.content, '') as content,
        t.hidden_at is not null as hidden, pr.username, pr.full_name as "fullName", 1 as page
      from forum_topics t
      left join forum_posts o on o.topic_id = t.id and o.is_opening
      left join profiles pr on pr.id = t.created_by
      where t.id in (${uuids(ids)})`);
    return described(rows, (r) => `/forums/topic/${r.id}`, true);
  },
  remove: (admin, id) => deleteTopic(admin, id),
  setHidden: (tx, id, hidden) => setForumRowHidden(tx, "forum_topics", id, hidden),
};

export const POST_REPORT_TARGET: ReportTarget = {
  label: "Forum reply",
  async canReport(actor, id) {
    const [post] = await queryRows<{ createdBy: string | null }>(sql`
      select p.created_by as "createdBy" from forum_posts p
      join forum_topics t on t.id = p.topic_id
      where p.id = ${id}::uuid and not p.is_opening and p.hidden_at is null
        and t.hidden_at is null`);
    if (!post) return false;
    return post.createdBy === actor.id ? "own" : true;
  },
  async describe(ids) {
    if (ids.length === 0) return new Map();
    const rows = await queryRows<DescribedRow>(sql`
      select p.id, p.topic_id as "topicId", t.title, p.content,
        p.hidden_at is not null as hidden, pr.username, pr.full_name as "fullName",
        (select count(*)::int from forum_posts e
          where e.topic_id = p.topic_id and not e.is_opening
            and (e.created_at, e.id) < (p.created_at, p.id)) / ${REPLIES_PER_PAGE} + 1 as page
      from forum_posts p
      join forum_topics t on t.id = p.topic_id
      left join profiles pr on pr.id = p.created_by
      where p.id in (${uuids(ids)}) and not p.is_opening`);
    return described(
      rows,
      (r) => `/forums/topic/${r.topicId}${r.page > 1 ? `?page=${r.page}` : ""}#post-${r.id}`,
      false,
    );
  },
  remove: (admin, id) => deletePost(admin, id),
  setHidden: (tx, id, hidden) => setForumRowHidden(tx, "forum_posts", id, hidden),
};

/** Hides a topic or a reply pending review (keeping the first time) or shows it again. */
async function setForumRowHidden(
  tx: Db | Tx,
  table: "forum_topics" | "forum_posts",
  id: string,
  hidden: boolean,
): Promise<void> {
  await tx.execute(sql`update ${sql.identifier(table)}
    set hidden_at = ${hidden ? sql`coalesce(hidden_at, now())` : sql`null`}
    where id = ${id}::uuid`);
}
