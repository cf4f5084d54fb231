// Reading a submitted form: every action reads its form here (readForm), or through
// readMultipartForm (forms with files), which applies the same rule. form-data.test.ts checks
// that no server code calls request.formData() directly.
//
// The rule: U+0000 is removed from every text value. PostgreSQL text cannot hold it ("invalid
// byte sequence for encoding UTF8: 0x00"), so a NUL in any field (no keyboard types one; a
// script can send one) reached an INSERT and the page answered 500. A NUL carries no meaning in
// text, so dropping it loses nothing of what the member wrote, and no form needs a message for a
// character nobody can type. It is removed where the form is read, BEFORE validation: the value
// that is checked (lengths, URL schemes: "java\0script:" is "javascript:") is the value stored.
// Query strings are covered by server.ts, which refuses a %00 in the address with a 400.

const NUL = "\u0000";

/** The text without U+0000. */
export function withoutNul(text: string): string {
  return text.includes(NUL) ? text.replaceAll(NUL, "") : text;
}

/** A copy of the form whose text values have no U+0000 (files are kept as they are). */
export function withoutNulCharacters(form: FormData): FormData {
  const cleaned = new FormData();
  for (const [name, value] of form.entries()) {
    if (typeof value === "string") cleaned.append(withoutNul(name), withoutNul(value));
    else cleaned.append(withoutNul(name), value, value.name);
  }
  return cleaned;
}

/**
 * The request's form (urlencoded or multipart), NUL-free: use instead of request.formData() in
 * every action. Fails like request.formData() on a body that is not a form.
 */
export async function readForm(request: Request): Promise<FormData> {
  return withoutNulCharacters(await request.formData());
}
