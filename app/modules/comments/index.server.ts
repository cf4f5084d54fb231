// The comment threads area's server-only parts (use-cases, the page's intents, the report
// targets); isomorphic ones: ./index.ts.
export { deleteComment, editComment, postComment } from "./comments.server";
export { exportMemberComments } from "./export.server";
export { COMMENT_REPORT_TARGETS, commentIntents } from "./intents.server";
export {
  type CommentThreadPage,
  canSeeThread,
  listThreadComments,
  loadThread,
} from "./queries.server";
