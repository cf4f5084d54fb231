// The reply box under a topic, or a sign-in prompt for visitors. A plain POST form (intent=reply)
// that works without JavaScript; with it, the text is checked with the action's schema first,
// the button reads 'Posting...', and the box empties once the reply is in.
import { LogIn, MessageSquarePlus } from "lucide-react";
import { type RefObject, useEffect, useRef } from "react";
import { useNavigation } from "react-router";
import { ButtonLink } from "~/components/ui/button-link";
import { FORUM_MESSAGES } from "../messages";
import { PostEditor } from "./post-editor";
import type { TopicActionResult } from "./topic-actions";

export function SignInToReply() {
  return (
    <div className="flex flex-col items-center gap-4 rounded-xl border border-border/70 border-dashed px-6 py-10 text-center">
      <MessageSquarePlus aria-hidden="true" className="size-8 text-muted-foreground" />
      <p className="text-lg">{FORUM_MESSAGES.signInToReply}</p>
      <ButtonLink to="/auth" icon={LogIn}>
        Sign In
      </ButtonLink>
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
  const posting = navigation.state !== "idle" && navigation.formData?.get("intent") === "reply";

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
    <PostEditor
      intent="reply"
      text={draft}
      onTextChange={onDraftChange}
      fieldRef={fieldRef}
      result={result}
      check={(schemas, content) => schemas.replySchema.safeParse({ content })}
      busy={posting}
      rows={6}
      readOnly={posting}
      placeholder="Add to the discussion. Quote a post to reply to it directly."
    />
  );
}
