// The text box of a forum post, shared by the reply box and the in-place editor. A plain POST
// form (works without JavaScript); with JavaScript the action's own schema checks the text
// first. A refusal — that check's or the action's — shows under the box and as a toast.
import { type RefObject, useEffect, useId, useState } from "react";
import { Form } from "react-router";
import { toast } from "sonner";
import { CharacterCount } from "~/components/forms/character-count";
import { SubmitButton } from "~/components/forms/submit-button";
import { FormMessage } from "~/components/ui/form-message";
import { Label } from "~/components/ui/label";
import { Textarea } from "~/components/ui/textarea";
import { useTypedBeforeHydration } from "~/components/use-typed-before-hydration";
import { submitAfterCheck } from "~/lib/lazy-module";
import { POST_MAX } from "../messages";
import { forumSchemas } from "./forum-schemas";
import type { TopicActionResult } from "./topic-actions";

type ForumSchemaModule = NonNullable<typeof forumSchemas.current>;
/** What each use of the editor says: its label, its button and the id of its toasts. */
const USES = {
  reply: { label: "Your reply", submit: "Post Reply", busyLabel: "Posting...", toastId: "reply" },
  edit: {
    label: "Edit your post",
    submit: "Save Changes",
    busyLabel: "Saving...",
    toastId: "edit-post",
  },
} as const;

type SchemaVerdict =
  | { success: true }
  | { success: false; error: Parameters<ForumSchemaModule["firstIssue"]>[0] };

export function PostEditor({
  intent,
  hidden,
  text,
  onTextChange,
  fieldRef,
  result,
  check,
  busy,
  cancel,
  rows,
  placeholder,
  readOnly,
}: {
  intent: keyof typeof USES;
  /** More hidden fields sent with the text (the edited post's id). */
  hidden?: Record<string, string>;
  text: string;
  onTextChange: (text: string) => void;
  fieldRef: RefObject<HTMLTextAreaElement | null>;
  /** The action's answer to a sending that did not go through. */
  result: TopicActionResult | undefined;
  /** The action's schema, applied to the text before sending. */
  check: (schemas: ForumSchemaModule, text: string) => SchemaVerdict;
  busy: boolean;
  /** A way out beside the submit button. */
  cancel?: React.ReactNode;
  rows: number;
  placeholder?: string;
  readOnly?: boolean;
}) {
  const { label, submit, busyLabel, toastId } = USES[intent];
  const [error, setError] = useState(result?.message);
  useTypedBeforeHydration(fieldRef, text, onTextChange);
  const fieldId = useId();
  const errorId = useId();

  useEffect(() => {
    setError(result?.message);
    if (result) toast.error(result.message, { id: toastId });
  }, [result, toastId]);

  return (
    <Form
      method="post"
      className="flex flex-col gap-3"
      onFocus={forumSchemas.preload}
      onSubmit={(event) =>
        submitAfterCheck(event, forumSchemas, (schemas) => {
          const verdict = check(schemas, text);
          if (verdict.success) return true;
          const message = schemas.firstIssue(verdict.error).message;
          setError(message);
          toast.error(message, { id: toastId });
          fieldRef.current?.focus();
          return false;
        })
      }
    >
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(hidden ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div className="flex items-baseline justify-between gap-3">
        <Label htmlFor={fieldId}>{label}</Label>
        <CharacterCount length={text.length} max={POST_MAX} />
      </div>
      <Textarea
        ref={fieldRef}
        id={fieldId}
        name="content"
        rows={rows}
        value={text}
        onChange={(event) => onTextChange(event.target.value)}
        readOnly={readOnly}
        placeholder={placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className="resize-y"
      />
      <FormMessage id={errorId}>{error}</FormMessage>
      <div className="flex justify-end gap-2">
        {cancel}
        <SubmitButton busy={busy} busyLabel={busyLabel}>
          {submit}
        </SubmitButton>
      </div>
    </Form>
  );
}
