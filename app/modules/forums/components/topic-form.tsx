import { useId } from "react";
import { Form } from "react-router";
import { BusyLabel } from "~/components/forms/busy-label";
import { CharacterCount } from "~/components/forms/character-count";
import { toastingCheck, useFailureToast } from "~/components/forms/failure-toast";
import { InputField, SelectField, TextareaField } from "~/components/forms/fields";
import { SubmitButton } from "~/components/forms/submit-button";
import { useTypedText } from "~/components/forms/typed-text";
import { ButtonLink } from "~/components/ui/button-link";
import { FormMessage } from "~/components/ui/form-message";
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
  const title = useTypedText<HTMLInputElement>(values.title);
  const content = useTypedText<HTMLTextAreaElement>(values.content);
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
        aside={<CharacterCount length={title.value.length} max={TITLE_MAX} />}
        {...title.control}
        name="title"
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
        aside={<CharacterCount length={content.value.length} max={POST_MAX} />}
        {...content.control}
        name="content"
        rows={10}
        placeholder={
          "Share the details: the car, what you've tried, photos or links.\n\nLinks are clickable once posted, and a blank line starts a new paragraph."
        }
        className="resize-y"
        {...invalid("content")}
      />

      <FormMessage id={errorId}>{message}</FormMessage>

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <ButtonLink variant="outline" size="lg" to={cancelHref}>
          Cancel
        </ButtonLink>
        <SubmitButton size="lg" busy={form.busy} busyLabel={<BusyLabel>Creating...</BusyLabel>}>
          Create Topic
        </SubmitButton>
      </div>
    </Form>
  );
}
