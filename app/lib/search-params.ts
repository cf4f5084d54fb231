// Readers of list pages' URL parameters (search, filters, sort, cursor). A malformed parameter
// means "no filter", never an error page. Zod-free on purpose: the list routes' clientLoaders run
// them in the browser, where zod would add ~24 KB to every list page (docs/performance.md).
// An empty parameter (`?q=`) counts as absent.

function raw(params: URLSearchParams, name: string): string | undefined {
  const value = params.get(name);
  return value === null || value === "" ? undefined : value;
}

/** Trimmed text, "" when absent or longer than `max` once trimmed. */
export function textParam(params: URLSearchParams, name: string, max: number): string {
  const value = raw(params, name)?.trim() ?? "";
  return value.length <= max ? value : "";
}

/** One of `choices` as given (case-sensitive), else `fallback`. */
export function choiceParam<T extends string>(
  params: URLSearchParams,
  name: string,
  choices: readonly T[],
  fallback: T,
): T;
export function choiceParam<T extends string>(
  params: URLSearchParams,
  name: string,
  choices: readonly T[],
): T | undefined;
export function choiceParam<T extends string>(
  params: URLSearchParams,
  name: string,
  choices: readonly T[],
  fallback?: T,
): T | undefined {
  const value = raw(params, name);
  return choices.includes(value as T) ? (value as T) : fallback;
}

/** A whole number from `min` to `max` (as `Number()` reads it), else undefined. */
export function intParam(
  params: URLSearchParams,
  name: string,
  min: number,
  max: number,
): number | undefined {
  const value = raw(params, name);
  if (value === undefined) return undefined;
  const number = Number(value);
  return Number.isInteger(number) && number >= min && number <= max ? number : undefined;
}

/** An opaque token (a Load More cursor), untouched; undefined when absent or too long. */
export function tokenParam(params: URLSearchParams, name: string, max: number): string | undefined {
  const value = raw(params, name);
  return value !== undefined && value.length <= max ? value : undefined;
}
