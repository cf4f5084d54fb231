// Code only some visitors run is loaded on first use instead of with the page. The main case: the
// zod schemas a form checks itself with in the browser (zod alone is ~24 KB gzip, and a page that
// merely shows the form should not pay for it). See docs/decisions/014-front-end-budgets.md.

export interface LazyModule<T> {
  /** The module once it has loaded, else undefined. */
  readonly current: T | undefined;
  /** Loads it once; after a failed load (connection lost) the next call tries again. */
  load(): Promise<T>;
  /** Starts loading without waiting (on focus, on hover); a failure is left for load() to report. */
  preload(): void;
}

export function lazyModule<T>(importer: () => Promise<T>): LazyModule<T> {
  let loaded: T | undefined;
  let pending: Promise<T> | undefined;
  const load = () => {
    pending ??= importer().then(
      (module) => {
        loaded = module;
        return module;
      },
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  return {
    get current() {
      return loaded;
    },
    load,
    preload() {
      load().catch(() => {});
    },
  };
}

/** Forms submitted again after an asynchronous check: their next submit is let through as is. */
const checkedForms = new WeakSet<HTMLFormElement>();

/**
 * The onSubmit of a form that checks its fields with a lazily loaded schema before it is sent.
 * `check` shows what is wrong and answers false to keep the form from being sent.
 * - Schema loaded (usually: forms start loading it when a field gets focus): checked at once, so
 *   the submit goes on (or not) exactly as with a statically imported schema.
 * - Not yet: this submit is held, the schema loaded and checked, and the form submitted again with
 *   the same button.
 * - It cannot be loaded (connection lost): the form is sent unchecked; its action checks the same
 *   schema on the server anyway.
 */
export function submitAfterCheck<T>(
  event: React.FormEvent<HTMLFormElement>,
  schemas: LazyModule<T>,
  check: (schemas: T, form: HTMLFormElement) => boolean,
): void {
  const form = event.currentTarget;
  if (checkedForms.delete(form)) return;
  const ready = schemas.current;
  if (ready) {
    if (!check(ready, form)) event.preventDefault();
    return;
  }
  event.preventDefault();
  const submitter = (event.nativeEvent as SubmitEvent).submitter ?? null;
  schemas.load().then(
    (loaded) => {
      if (check(loaded, form)) resubmit(form, submitter);
    },
    () => resubmit(form, submitter),
  );
}

function resubmit(form: HTMLFormElement, submitter: HTMLElement | null) {
  // The page may have moved on while the schema loaded.
  if (!form.isConnected) return;
  checkedForms.add(form);
  // The same button, so its name and value are sent (requestSubmit refuses another form's one).
  const owner = submitter && "form" in submitter ? submitter.form : null;
  form.requestSubmit(owner === form ? submitter : null);
}
