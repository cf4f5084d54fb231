// The New Topic form: title, category, content. A plain POST form (works without JavaScript);
// with JavaScript it checks the same schema as the action before sending, shows the answer as a
// toast too, and reads 'Creating...' while the topic is saved.
import { LoaderCircle } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import { toast } from "sonner";
import { CharacterCount } from "~/components/forms/character-count";
import { Button } from "~/components/ui/button";
import { FormMessage } from "~/components/ui/form-message";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/select";
import { Textarea } from "~/components/ui/textarea";
import { useTypedBeforeHydration } from "~/components/use-typed-before-hydration";
import { submitAfterCheck } from "~/lib/lazy-module";
import { POST_MAX, TITLE_MAX } from "../messages";
import type { TopicFormField } from "../schemas";
import { forumSchemas } from "./forum-schemas";

export interface TopicFormValues {
  title: string;
  categoryId: string;
  content: string;
}

/** What the create action answers when it does not redirect. */
export interface TopicFormResult {
  error: string;
  fields: string[];
  values: TopicFormValues;
}

export function TopicForm({
  categories,
  defaults,
  result,
  cancelHref,
}: {
  categories: { id: string; name: string }[];
  defaults: TopicFormValues;
  result: TopicFormResult | undefined;
  cancelHref: string;
}) {
  const navigation = useNavigation();
  const [problem, setProblem] = useState<{ error: string; fields: string[] } | undefined>(result);
  const [title, setTitle] = useState(result?.values.title ?? defaults.title);
  const [content, setContent] = useState(result?.values.content ?? defaults.content);
  const titleRef = useRef<HTMLInputElement>(null);
  const contentRef = useRef<HTMLTextAreaElement>(null);
  useTypedBeforeHydration(titleRef, title, setTitle);
  useTypedBeforeHydration(contentRef, content, setContent);
  const creating = navigation.state !== "idle" && navigation.formMethod === "POST";
  const errorId = useId();

  // A new answer from the action replaces what the form showed, and is announced as a toast.
  useEffect(() => {
    setProblem(result);
    if (result) toast.error(result.error, { id: "topic-form" });
  }, [result]);

  const invalid = (field: TopicFormField) => problem?.fields.includes(field) ?? false;
  const describedBy = (field: TopicFormField) => (invalid(field) ? errorId : undefined);

  return (
    <Form
      method="post"
      noValidate
      className="flex flex-col gap-6"
      onFocus={forumSchemas.preload}
      onSubmit={(event) =>
        submitAfterCheck(event, forumSchemas, ({ topicFormSchema, firstIssue }, form) => {
          const parsed = topicFormSchema.safeParse(Object.fromEntries(new FormData(form)));
          if (parsed.success) return true;
          const issue = firstIssue(parsed.error);
          setProblem({ error: issue.message, fields: issue.fields });
          toast.error(issue.message, { id: "topic-form" });
          const firstField = form.elements.namedItem(issue.fields[0] ?? "");
          if (firstField instanceof HTMLElement) firstField.focus();
          return false;
        })
      }
    >
      <div className="flex flex-col gap-2">
        <div className="flex items-baseline justify-between gap-3">
          <Label htmlFor="topic-title">Title</Label>
          <CharacterCount length={title.length} max={TITLE_MAX} />
        </div>
        <Input
          ref={titleRef}
          id="topic-title"
          name="title"
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          placeholder="What do you want to talk about?"
          autoComplete="off"
          aria-invalid={invalid("title") || undefined}
          aria-describedby={describedBy("title")}
        />
      </div>

      <div className="flex flex-col gap-2">
        <Label htmlFor="topic-category">Category</Label>
        <NativeSelect
          id="topic-category"
          name="categoryId"
          defaultValue={result?.values.categoryId ?? defaults.categoryId}
          aria-invalid={invalid("categoryId") || undefined}
          aria-describedby={describedBy("categoryId")}
          wrapperClassName="sm:max-w-xs"
        >
          <option value="">Choose a category</option>
          {categories.map((category) => (
            <option key={category.id} value={category.id}>
              {category.name}
            </option>
          ))}
        </NativeSelect>
      </div>

      <div className="flex flex-col gap-2">
        <div className="flex items-baseline justify-between gap-3">
          <Label htmlFor="topic-content">Content</Label>
          <CharacterCount length={content.length} max={POST_MAX} />
        </div>
        <Textarea
          ref={contentRef}
          id="topic-content"
          name="content"
          rows={10}
          value={content}
          onChange={(event) => setContent(event.target.value)}
          placeholder={
            "Share the details: the car, what you've tried, photos or links.\n\nLinks are clickable once posted, and a blank line starts a new paragraph."
          }
          aria-invalid={invalid("content") || undefined}
          aria-describedby={describedBy("content")}
          className="resize-y"
        />
      </div>

      <FormMessage id={errorId}>{problem?.error}</FormMessage>

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button asChild variant="outline" size="lg">
          <Link to={cancelHref}>Cancel</Link>
        </Button>
        <Button type="submit" size="lg" disabled={creating}>
          {creating ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
          {creating ? "Creating..." : "Create Topic"}
        </Button>
      </div>
    </Form>
  );
}
