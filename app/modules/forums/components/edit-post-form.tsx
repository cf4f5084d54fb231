// Editing one's own post in place. A plain POST form (intent=edit), so it works without
// JavaScript; with it, the same schema as the action checks the text first.
import { useEffect, useId, useRef, useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import { toast } from "sonner";
import { CharacterCount } from "~/components/forms/character-count";
import { Button } from "~/components/ui/button";
import { FormMessage } from "~/components/ui/form-message";
import { Label } from "~/components/ui/label";
import { Textarea } from "~/components/ui/textarea";
import { useTypedBeforeHydration } from "~/components/use-typed-before-hydration";
import { submitAfterCheck } from "~/lib/lazy-module";
import { POST_MAX } from "../messages";
import type { ForumPost } from "../queries.server";
import { forumSchemas } from "./forum-schemas";
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
  const [error, setError] = useState(result?.message);
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  useTypedBeforeHydration(fieldRef, content, setContent);
  const fieldId = useId();
  const errorId = useId();
  const saving = navigation.state !== "idle" && navigation.formData?.get("postId") === post.id;

  useEffect(() => {
    setError(result?.message);
    if (result) toast.error(result.message, { id: "edit-post" });
  }, [result]);

  // Opening the editor puts the cursor at the end of the text.
  useEffect(() => {
    const field = fieldRef.current;
    if (!field) return;
    field.focus({ preventScroll: true });
    field.setSelectionRange(field.value.length, field.value.length);
  }, []);

  return (
    <Form
      method="post"
      className="flex flex-col gap-3"
      onFocus={forumSchemas.preload}
      onSubmit={(event) =>
        submitAfterCheck(event, forumSchemas, ({ editPostSchema, firstIssue }) => {
          const parsed = editPostSchema.safeParse({ postId: post.id, content });
          if (parsed.success) return true;
          const message = firstIssue(parsed.error).message;
          setError(message);
          toast.error(message, { id: "edit-post" });
          return false;
        })
      }
    >
      <input type="hidden" name="intent" value="edit" />
      <input type="hidden" name="postId" value={post.id} />
      <div className="flex items-baseline justify-between gap-3">
        <Label htmlFor={fieldId}>Edit your post</Label>
        <CharacterCount length={content.length} max={POST_MAX} />
      </div>
      <Textarea
        ref={fieldRef}
        id={fieldId}
        name="content"
        rows={Math.min(16, Math.max(5, content.split("\n").length + 1))}
        value={content}
        onChange={(event) => setContent(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className="resize-y"
      />
      <FormMessage id={errorId}>{error}</FormMessage>
      <div className="flex justify-end gap-2">
        <Button asChild variant="outline">
          <Link
            to={topicHref(topicId, { page, hash: postAnchor(post.id) })}
            preventScrollReset
            replace
          >
            Cancel
          </Link>
        </Button>
        <Button type="submit" disabled={saving}>
          {saving ? "Saving..." : "Save Changes"}
        </Button>
      </div>
    </Form>
  );
}
