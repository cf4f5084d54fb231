// Editing one's own post in place. A plain POST form (intent=edit), so it works without
// JavaScript; with it, the same schema as the action checks the text first.
import { useEffect, useRef, useState } from "react";
import { useNavigation } from "react-router";
import { ButtonLink } from "~/components/ui/button-link";
import type { ForumPost } from "../queries.server";
import { PostEditor } from "./post-editor";
import { postAnchor, type TopicActionResult, topicHref } from "./topic-actions";

export function EditPostForm({
  post,
  topicId,
  page,
  result,
}: {
  post: ForumPost;
  topicId: string;
  page: number;
  result: TopicActionResult | undefined;
}) {
  const navigation = useNavigation();
  const [content, setContent] = useState(result?.values.content ?? post.content);
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  const saving = navigation.state !== "idle" && navigation.formData?.get("postId") === post.id;

  // Opening the editor puts the cursor at the end of the text.
  useEffect(() => {
    const field = fieldRef.current;
    if (!field) return;
    field.focus({ preventScroll: true });
    field.setSelectionRange(field.value.length, field.value.length);
  }, []);

  return (
    <PostEditor
      intent="edit"
      hidden={{ postId: post.id }}
      text={content}
      onTextChange={setContent}
      fieldRef={fieldRef}
      result={result}
      check={(schemas, text) =>
        schemas.editPostSchema.safeParse({ postId: post.id, content: text })
      }
      busy={saving}
      rows={Math.min(16, Math.max(5, content.split("\n").length + 1))}
      cancel={
        <ButtonLink
          variant="outline"
          to={topicHref(topicId, { page, hash: postAnchor(post.id) })}
          preventScrollReset
          replace
        >
          Cancel
        </ButtonLink>
      }
    />
  );
}
