// The server half of the form protocol: a submitted form checked against a schema answers the
// action pipeline's ParseResult, with one message per field. Zod-free at run time (the schema is
// only called), so pages may import it without loading zod.
import type { ParseResult } from "~/lib/actions.server";

/** Field name → its first message. */
export type FieldErrors = Record<string, string>;

/** One problem a schema found: zod's issues have this shape. */
export interface SchemaIssue {
  readonly path: ReadonlyArray<PropertyKey>;
  readonly message: string;
}

/** What parseWithSchema needs of a schema (any zod schema fits). */
export interface FormSchema<T> {
  safeParse(
    value: unknown,
  ): { success: true; data: T } | { success: false; error: { issues: readonly SchemaIssue[] } };
}

/** A submitted form as a plain object for a schema: the first value of each field. */
export function formValues(form: FormData): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [key, value] of form.entries()) if (!(key in values)) values[key] = value;
  return values;
}

/**
 * The one converter from a schema's issues to what a form shows: the first message of each field
 * (by the issue's first path segment) and the form's message. An issue without a path concerns
 * the whole form and becomes the message; otherwise the message is the first issue's, which the
 * form shows beside its field (see formErrorOf).
 */
export function issueErrors(
  issues: readonly SchemaIssue[],
  fallback = "Please check the form.",
): { message: string; fieldErrors: FieldErrors } {
  const fieldErrors: FieldErrors = {};
  let formWide: string | undefined;
  for (const issue of issues) {
    const key = issue.path[0];
    if (key === undefined) formWide ??= issue.message;
    else fieldErrors[String(key)] ??= issue.message;
  }
  return { message: formWide ?? issues[0]?.message ?? fallback, fieldErrors };
}

/** A schema's verdict on plain values, as a ParseResult. */
export function parseValues<T>(schema: FormSchema<T>, values: unknown): ParseResult<T> {
  const parsed = schema.safeParse(values);
  if (parsed.success) return { ok: true, value: parsed.data };
  return { ok: false, ...issueErrors(parsed.error.issues) };
}

/** An intent's `parse`: the submitted form checked against `schema`. */
export function parseWithSchema<T>(schema: FormSchema<T>): (form: FormData) => ParseResult<T> {
  return (form) => parseValues(schema, formValues(form));
}

/**
 * The message a form shows above its fields: a failure's message unless it is already shown
 * beside one of the fields.
 */
export function formErrorOf(failure: {
  message: string;
  fieldErrors?: FieldErrors;
}): string | undefined {
  const beside = Object.values(failure.fieldErrors ?? {});
  return beside.includes(failure.message) ? undefined : failure.message;
}
