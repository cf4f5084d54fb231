// The comment intents of a page that shows a thread (the build page, a journal entry's page), for
// its defineIntents table: `...commentIntents((params) => ({ kind: "build", id: … }), texts)`;
// the kind's texts say what a visitor and a failed post are told.
import type { Params } from "react-router";
import type { z } from "zod";
import { intent } from "~/lib/actions.server";
import { parseWithSchema } from "~/lib/forms/parse";
import { REPORT_RATE_LIMIT } from "~/modules/reports";
import {
  fileReport,
  type ReportInput,
  type ReportTarget,
  type ReportTargets,
  reportSchema,
} from "~/modules/reports/index.server";
import {
  COMMENT_TARGET_TYPE,
  deleteComment,
  editComment,
  postComment,
  setCommentHidden,
} from "./comments.server";
import {
  COMMENT_MESSAGES,
  type CommentThreadTexts,
  type ThreadKind,
  type ThreadRef,
} from "./constants";
import { commentForReport, describeComments, threadOfComment } from "./queries.server";
import { commentIdSchema, editCommentSchema, postCommentSchema } from "./schemas";
import { canSeeThread, loadThread } from "./threads.server";

type PostInput = z.output<typeof postCommentSchema>;
type EditInput = z.output<typeof editCommentSchema>;
type IdInput = z.output<typeof commentIdSchema>;

const COMMENT_LIMIT = { name: "builds:comment", limit: 10, windowSeconds: 60 };
const COMMENT_CHANGE_LIMIT = { name: "builds:comment-change", limit: 30, windowSeconds: 60 };

const REPORT_LABELS: Record<ThreadKind, string> = {
  build: "Build comment",
  "journal-entry": "Journal comment",
  event: "Event question",
};

/** Comments of one thread kind as a kind of reportable content (the admins' one queue). */
function commentReportTarget(kind: ThreadKind): ReportTarget {
  return {
    label: REPORT_LABELS[kind],
    async canReport(actor, id) {
      const comment = await commentForReport(kind, id);
      if (!comment || comment.hidden) return false;
      const thread = await loadThread(comment.thread);
      if (!thread || !canSeeThread(thread, actor)) return false;
      return comment.authorId === actor.id ? "own" : true;
    },
    async describe(ids) {
      const rows = await describeComments(kind, ids);
      return new Map(
        rows.map((r) => [
          r.id,
          {
            excerpt: r.content,
            authorUsername: r.authorUsername,
            authorFullName: r.authorFullName,
            link: r.path,
            hidden: r.hidden,
          },
        ]),
      );
    },
    async remove(admin, id) {
      const ref = await threadOfComment(kind, id);
      if (ref) await deleteComment(admin, ref, id);
    },
    setHidden: (tx, id, hidden) => setCommentHidden(tx, kind, id, hidden),
  };
}

/** The report target types of comments, for the app's registry. */
export const COMMENT_REPORT_TARGETS: ReportTargets = Object.fromEntries(
  (Object.keys(COMMENT_TARGET_TYPE) as ThreadKind[]).map((kind) => [
    COMMENT_TARGET_TYPE[kind],
    commentReportTarget(kind),
  ]),
);

export function commentIntents(
  threadOf: (params: Params) => ThreadRef,
  texts: Pick<CommentThreadTexts, "signIn" | "failed">,
) {
  const signedOut = { message: texts.signIn };
  return {
    comment: intent<PostInput, { commentId: string }, "member">({
      who: "member",
      signedOut,
      rateLimit: COMMENT_LIMIT,
      parse: parseWithSchema(postCommentSchema),
      failureMessage: texts.failed,
      run: async ({ actor, params, input }) => {
        const posted = await postComment(actor, threadOf(params), input.content, input.parentId);
        return { commentId: posted.id };
      },
    }),
    "comment-edit": intent<EditInput, { commentId: string }, "member">({
      who: "member",
      signedOut,
      rateLimit: COMMENT_CHANGE_LIMIT,
      parse: parseWithSchema(editCommentSchema),
      failureMessage: COMMENT_MESSAGES.editFailed,
      run: async ({ actor, params, input }) => {
        await editComment(actor, threadOf(params), input.commentId, input.content);
        return { commentId: input.commentId };
      },
    }),
    "comment-delete": intent<IdInput, { commentId: string }, "member">({
      who: "member",
      signedOut,
      rateLimit: COMMENT_CHANGE_LIMIT,
      parse: parseWithSchema(commentIdSchema),
      failureMessage: COMMENT_MESSAGES.deleteFailed,
      run: async ({ actor, params, input }) => {
        await deleteComment(actor, threadOf(params), input.commentId);
        return { commentId: input.commentId };
      },
    }),
    "comment-report": intent<ReportInput & IdInput, { commentId: string }, "member">({
      who: "member",
      signedOut,
      rateLimit: REPORT_RATE_LIMIT,
      parse: parseWithSchema(reportSchema.extend(commentIdSchema.shape)),
      failureMessage: COMMENT_MESSAGES.reportFailed,
      run: async ({ actor, params, input }) => {
        const ref = threadOf(params);
        await fileReport(
          COMMENT_REPORT_TARGETS,
          actor,
          COMMENT_TARGET_TYPE[ref.kind],
          input.commentId,
          input,
        );
        return { commentId: input.commentId };
      },
    }),
  };
}
