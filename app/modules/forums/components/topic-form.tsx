import { useId, useRef, useState } from "react";
import { Form, Link } from "react-router";
import { BusyLabel } from "~/components/forms/busy-label";
import { CharacterCount } from "~/components/forms/character-count";
import { toastingCheck, useFailureToast } from "~/components/forms/failure-toast";
import { InputField, SelectField, TextareaField } from "~/components/forms/fields";
import { SubmitButton } from "~/components/forms/submit-button";
import { Button } from "~/components/ui/button";
import { FormMessage } from "~/components/ui/form-message";
import { useTypedBeforeHydration } from "~/components/use-typed-before-hydration";
import type { ActionFailure } from "~/lib/action-result";
import { checkSchema, useForm } from "~/lib/forms/use-form";
import { POST_MAX, TITLE_MAX } from "../messages";
import { forumSchemas } from "./forum-schemas";

export interface TopicFormValues {
  title: string;
  categoryId: string;
  content: string;
}

const TOAST_ID = "topic-form";
const validate = toastingCheck(
  { schemas: forumSchemas, check: (s, form) => checkSchema(s.topicFormSchema, form) },
  TOAST_ID,
);

export function TopicForm({
  categories,
  defaults,
  result,
  cancelHref,
}: {
  categories: { id: string; name: string }[];
  defaults: TopicFormValues;
  result: ActionFailure | undefined;
  cancelHref: string;
}) {
  const form = useForm({ result, validate });
  useFailureToast(form.failure, TOAST_ID);
  const values = { ...defaults, ...form.values };
  const [title, setTitle] = useState(values.title);
  const [content, setContent] = useState(values.content);
  const titleRef = useRef<HTMLInputElement>(null);
  const contentRef = useRef<HTMLTextAreaElement>(null);
  useTypedBeforeHydration(titleRef, title, setTitle);
  useTypedBeforeHydration(contentRef, content, setContent);
  // One message for the form (SPEC's 'Please fill in all fields'), which every field in error
  // points at (in place of the fields' own error wiring, which they are given no error for).
  const errorId = useId();
  const message = form.formError ?? Object.values(form.errors)[0];
  const invalid = (field: keyof TopicFormValues) =>
    Object.hasOwn(form.errors, field)
      ? ({ "aria-invalid": true, "aria-describedby": errorId } as const)
      : {};

  return (
    <Form method="post" {...form.props} className="flex flex-col gap-6">
      <InputField
        id="topic-title"
        label="Title"
        aside={<CharacterCount length={title.length} max={TITLE_MAX} />}
        ref={titleRef}
        name="title"
        value={title}
        onChange={(event) => setTitle(event.target.value)}
        placeholder="What do you want to talk about?"
        autoComplete="off"
        {...invalid("title")}
      />

      <SelectField
        id="topic-category"
        label="Category"
        name="categoryId"
        defaultValue={values.categoryId}
        wrapperClassName="sm:max-w-xs"
        {...invalid("categoryId")}
        empty={{ label: "Choose a category" }}
        options={categories.map((category) => ({ value: category.id, label: category.name }))}
      />

      <TextareaField
        id="topic-content"
        label="Content"
        aside={<CharacterCount length={content.length} max={POST_MAX} />}
        ref={contentRef}
        name="content"
        rows={10}
        value={content}
        onChange={(event) => setContent(event.target.value)}
        placeholder={
          "Share the details: the car, what you've tried, photos or links.\n\nLinks are clickable once posted, and a blank line starts a new paragraph."
        }
        className="resize-y"
        {...invalid("content")}
      />

      <FormMessage id={errorId}>{message}</FormMessage>

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button asChild variant="outline" size="lg">
          <Link to={cancelHref}>Cancel</Link>
        </Button>
        <SubmitButton size="lg" busy={form.busy} busyLabel={<BusyLabel>Creating...</BusyLabel>}>
          Create Topic
        </SubmitButton>
      </div>
    </Form>
  );
}
