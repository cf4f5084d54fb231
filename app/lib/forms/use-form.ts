// The browser half of the form protocol, one hook for every form that posts to an action built
// with defineIntents: the typed text echoed back after a refusal, the messages per field and for
// the whole form, the check in the browser with a lazily loaded schema (zod stays off the first
// paint: ADR 014), focus on the first field in error, and whether the form is being sent.
import { useEffect, useRef, useState } from "react";
import { useFormAction, useNavigation } from "react-router";
import { type ActionFailure, intentOf } from "~/lib/action-result";
import { type LazyModule, submitAfterCheck } from "~/lib/lazy-module";
import { type FieldErrors, type FormSchema, formErrorOf, formValues, issueErrors } from "./parse";

/** What a check found wrong: the form's message and the fields' ones. */
export interface FormProblems {
  message: string;
  fieldErrors: FieldErrors;
}

/** A form's check in the browser, with the schemas it needs loaded on first use. */
export interface BrowserCheck<M> {
  schemas: LazyModule<M>;
  /** The problems of the form as filled in, or null when it may be sent. */
  check: (schemas: M, form: FormData) => FormProblems | null;
}

export interface UseFormOptions<M> {
  /** The action's answer (actionData, a fetcher's data), whichever form it belongs to. */
  result?: unknown;
  /** This form's intent: an answer to another intent is not this form's. */
  intent?: string;
  validate?: BrowserCheck<M>;
  /** Whether it is being sent; by default, while the page's navigation posts this form. */
  busy?: boolean;
}

/** A schema's problems with a form, for BrowserCheck.check. */
export function checkSchema(schema: FormSchema<unknown>, form: FormData): FormProblems | null {
  const parsed = schema.safeParse(formValues(form));
  return parsed.success ? null : issueErrors(parsed.error.issues);
}

/** The check of a form against one of the lazily loaded schemas. */
export function schemaCheck<M>(
  schemas: LazyModule<M>,
  pick: (loaded: M) => FormSchema<unknown>,
): BrowserCheck<M> {
  return { schemas, check: (loaded, form) => checkSchema(pick(loaded), form) };
}

/** The action's answer when it is a refusal of this form's intent. */
export function failureOf(result: unknown, intent?: string): ActionFailure | undefined {
  if (typeof result !== "object" || result === null) return undefined;
  const answer = result as Partial<ActionFailure>;
  if (answer.ok !== false) return undefined;
  if (intent !== undefined && answer.intent !== intent) return undefined;
  return answer as ActionFailure;
}

/** The first control of `controls` (in the form's order) whose field has an error. */
export function firstInvalidControl<T extends { name?: string }>(
  controls: Iterable<T>,
  errors: FieldErrors,
): T | undefined {
  for (const control of controls) {
    if (control.name && Object.hasOwn(errors, control.name)) return control;
  }
  return undefined;
}

function focusFirstError(form: HTMLFormElement | null, errors: FieldErrors) {
  if (!form) return;
  const control = firstInvalidControl(
    Array.from(form.elements) as Array<HTMLElement & { name?: string }>,
    errors,
  );
  control?.focus();
}

function pathOf(url: string): string {
  return new URL(url, "http://localhost").pathname;
}

export function useForm<M = never>({ result, intent, validate, busy }: UseFormOptions<M>) {
  const formRef = useRef<HTMLFormElement>(null);
  const navigation = useNavigation();
  const action = useFormAction();
  const failure = failureOf(result, intent);

  // Problems found in the browser, until the next answer from the action replaces them.
  const [problems, setProblems] = useState<FormProblems | null>(null);
  const [answered, setAnswered] = useState(result);
  if (answered !== result) {
    setAnswered(result);
    setProblems(null);
  }

  // A refusal from the server moves the focus to its first field, as a refusal in the browser does.
  useEffect(() => {
    if (failure?.fieldErrors) focusFirstError(formRef.current, failure.fieldErrors);
  }, [failure]);

  const shown = problems ?? failure;
  const sending =
    busy ??
    (navigation.state !== "idle" &&
      navigation.formData !== undefined &&
      navigation.formAction !== undefined &&
      pathOf(navigation.formAction) === pathOf(action) &&
      (intent === undefined || intentOf(navigation.formData) === intent));

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    if (!validate) return;
    submitAfterCheck(event, validate.schemas, (schemas, form) => {
      const found = validate.check(schemas, new FormData(form));
      setProblems(found);
      if (!found) return true;
      focusFirstError(form, found.fieldErrors);
      return false;
    });
  }

  return {
    /** Messages per field (from the browser's check, else from the action's refusal). */
    errors: shown?.fieldErrors ?? ({} as FieldErrors),
    /** The message above the fields, when it is not shown beside one of them. */
    formError: shown ? formErrorOf(shown) : undefined,
    /** The action's refusal of this form, if that is the last answer. */
    failure,
    /** The text fields as they were sent, to fill the form again after a refusal. */
    values: failure?.values ?? ({} as Record<string, string>),
    busy: sending,
    /** Forget what the browser's check found (e.g. when the form is reset). */
    clearErrors: () => setProblems(null),
    /** Spread on the <Form>: the check before sending and the focus on errors. */
    props: {
      ref: formRef,
      noValidate: true,
      onSubmit,
      onFocus: validate?.schemas.preload,
    },
  };
}
