// Which comment form a thread page opens from its URL, so every form works without JavaScript:
// ?reply=<id>, ?edit=<id>, ?delete=<id> (the confirmation) or ?report=<id>. Zod-free: the page
// reads it on the server and in the browser.
import { isUuid } from "~/lib/ids";

export type CommentFormKind = "reply" | "edit" | "delete" | "report";
export interface OpenCommentForm {
  kind: CommentFormKind;
  commentId: string;
}

const KINDS: readonly CommentFormKind[] = ["reply", "edit", "delete", "report"];

export function openCommentForm(search: URLSearchParams): OpenCommentForm | null {
  for (const kind of KINDS) {
    const id = search.get(kind);
    if (id && isUuid(id)) return { kind, commentId: id.toLowerCase() };
  }
  return null;
}

/** The link that opens a comment's form: this page with only that parameter changed. */
export function openFormHref(search: string, form: OpenCommentForm | null): string {
  const params = new URLSearchParams(search);
  for (const kind of KINDS) params.delete(kind);
  if (form) params.set(form.kind, form.commentId);
  const query = params.toString();
  const hash = form ? `#comment-${form.commentId}` : "";
  return `${query ? `?${query}` : "?"}${hash}`;
}
