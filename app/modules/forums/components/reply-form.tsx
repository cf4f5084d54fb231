// The reply box under a topic, or a sign-in prompt for visitors. A plain POST form (intent=reply)
// that works without JavaScript; with it, the text is checked with the action's schema first,
// the button reads 'Posting...', and the box empties once the reply is in.
import { LogIn, MessageSquarePlus } from "lucide-react";
import { type RefObject, useEffect, useId, useRef, useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import { toast } from "sonner";
import { CharacterCount } from "~/components/forms/character-count";
import { Button } from "~/components/ui/button";
import { FormMessage } from "~/components/ui/form-message";
import { Label } from "~/components/ui/label";
import { Textarea } from "~/components/ui/textarea";
import { useTypedBeforeHydration } from "~/components/use-typed-before-hydration";
import { submitAfterCheck } from "~/lib/lazy-module";
import { FORUM_MESSAGES, POST_MAX } from "../messages";
import { forumSchemas } from "./forum-schemas";
import type { TopicActionResult } from "./topic-actions";

export function SignInToReply() {
  return (
    <div className="flex flex-col items-center gap-4 rounded-xl border border-border/70 border-dashed px-6 py-10 text-center">
      <MessageSquarePlus aria-hidden="true" className="size-8 text-muted-foreground" />
      <p className="text-lg">{FORUM_MESSAGES.signInToReply}</p>
      <Button asChild>
        <Link to="/auth">
          <LogIn aria-hidden="true" />
          Sign In
        </Link>
      </Button>
    </div>
  );
}

export function ReplyForm({
  draft,
  onDraftChange,
  result,
  fieldRef,
}: {
  /** The reply being written (the page holds it so Quote can add to it). */
  draft: string;
  onDraftChange: (text: string) => void;
  /** The action's answer to a reply that did not go through. */
  result: TopicActionResult | undefined;
  fieldRef: RefObject<HTMLTextAreaElement | null>;
}) {
  const navigation = useNavigation();
  const [error, setError] = useState(result?.message);
  useTypedBeforeHydration(fieldRef, draft, onDraftChange);
  const fieldId = useId();
  const errorId = useId();
  const posting = navigation.state !== "idle" && navigation.formData?.get("intent") === "reply";

  useEffect(() => {
    setError(result?.message);
    if (result) toast.error(result.message, { id: "reply" });
  }, [result]);

  // Once a sent reply comes back without an error (the action redirected to it), the box empties.
  const sent = useRef(false);
  useEffect(() => {
    if (posting) {
      sent.current = true;
    } else if (sent.current && navigation.state === "idle") {
      sent.current = false;
      if (!result) onDraftChange("");
    }
  }, [posting, navigation.state, result, onDraftChange]);

  return (
    <Form
      method="post"
      className="flex flex-col gap-3"
      onFocus={forumSchemas.preload}
      onSubmit={(event) =>
        submitAfterCheck(event, forumSchemas, ({ replySchema, firstIssue }) => {
          const parsed = replySchema.safeParse({ content: draft });
          if (parsed.success) return true;
          const message = firstIssue(parsed.error).message;
          setError(message);
          toast.error(message, { id: "reply" });
          fieldRef.current?.focus();
          return false;
        })
      }
    >
      <input type="hidden" name="intent" value="reply" />
      <div className="flex items-baseline justify-between gap-3">
        <Label htmlFor={fieldId}>Your reply</Label>
        <CharacterCount length={draft.length} max={POST_MAX} />
      </div>
      <Textarea
        ref={fieldRef}
        id={fieldId}
        name="content"
        rows={6}
        value={draft}
        onChange={(event) => onDraftChange(event.target.value)}
        readOnly={posting}
        placeholder="Add to the discussion. Quote a post to reply to it directly."
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className="resize-y"
      />
      <FormMessage id={errorId}>{error}</FormMessage>
      <div className="flex justify-end">
        <Button type="submit" disabled={posting}>
          {posting ? "Posting..." : "Post Reply"}
        </Button>
      </div>
    </Form>
  );
}
