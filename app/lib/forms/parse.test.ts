import { describe, expect, it } from "vitest";
import { z } from "zod";
import { formErrorOf, formValues, issueErrors, parseWithSchema } from "./parse";

const schema = z
  .object({
    title: z.string().trim().min(1, "Enter a title"),
    year: z.coerce.number().int().min(1900, "Year is too early"),
    password: z.string(),
    confirm: z.string(),
  })
  .superRefine((value, ctx) => {
    if (value.password !== value.confirm) {
      ctx.addIssue({ code: "custom", path: [], message: "Passwords do not match" });
    }
  });

function form(entries: Record<string, string | string[]>) {
  const data = new FormData();
  for (const [key, value] of Object.entries(entries)) {
    for (const one of Array.isArray(value) ? value : [value]) data.append(key, one);
  }
  return data;
}

describe("formValues", () => {
  it("keeps the first value of each field", () => {
    expect(formValues(form({ email: ["a@b.co", "second@b.co"], password: "pw" }))).toEqual({
      email: "a@b.co",
      password: "pw",
    });
  });
});

describe("parseWithSchema", () => {
  const parse = parseWithSchema(schema);

  it("answers the parsed value", () => {
    expect(parse(form({ title: " GT86 ", year: "2014", password: "a", confirm: "a" }))).toEqual({
      ok: true,
      value: { title: "GT86", year: 2014, password: "a", confirm: "a" },
    });
  });

  it("maps each field to its first message, in the schema's order", () => {
    const result = parse(form({ title: " ", year: "1800", password: "a", confirm: "a" }));
    expect(result).toEqual({
      ok: false,
      message: "Enter a title",
      fieldErrors: { title: "Enter a title", year: "Year is too early" },
    });
  });

  it("makes an issue without a path the form's message", () => {
    const result = parse(form({ title: "GT86", year: "2014", password: "a", confirm: "b" }));
    expect(result).toEqual({ ok: false, message: "Passwords do not match", fieldErrors: {} });
  });
});

describe("issueErrors", () => {
  it("keeps the first message of a field and the first form-wide one", () => {
    expect(
      issueErrors([
        { path: ["email"], message: "first" },
        { path: ["email"], message: "second" },
        { path: [], message: "whole form" },
        { path: [], message: "again" },
        { path: ["images", 2], message: "third image" },
      ]),
    ).toEqual({ message: "whole form", fieldErrors: { email: "first", images: "third image" } });
  });
});

describe("formErrorOf", () => {
  it("shows a message above the form unless a field already shows it", () => {
    expect(formErrorOf({ message: "Too many tries", fieldErrors: {} })).toBe("Too many tries");
    expect(formErrorOf({ message: "Taken", fieldErrors: { email: "Taken" } })).toBeUndefined();
    expect(formErrorOf({ message: "Form", fieldErrors: { email: "Taken" } })).toBe("Form");
    expect(formErrorOf({ message: "Failed to save" })).toBe("Failed to save");
  });
});
