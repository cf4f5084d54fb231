// The comment threads area as other areas and pages see it (isomorphic); server-only parts:
// ./index.server.ts. A kind of thread (build, journal entry, event) is told where it lives in
// ./threads.server.ts; its page shows <CommentThread> with the kind's own texts.
export { CommentThread, PostedCommentNotice } from "./components/comment-thread";
export { formatCommentDate } from "./components/format";
export {
  COMMENT_MAX_LENGTH,
  COMMENT_MESSAGES,
  type CommentThreadTexts,
  type ThreadKind,
  type ThreadRef,
} from "./constants";
export { type OpenCommentForm, openCommentForm } from "./open-form";
