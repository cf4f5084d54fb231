import { describe, expect, it } from "vitest";
import { z } from "zod";
import { checkSchema, failureOf, firstInvalidControl } from "./use-form";

describe("firstInvalidControl", () => {
  it("picks the first control in the form's order, not the errors' order", () => {
    const controls = [{ name: "intent" }, { name: "email" }, {}, { name: "password" }];
    expect(firstInvalidControl(controls, { password: "short", email: "bad" })).toBe(controls[1]);
  });

  it("finds nothing when no control has an error", () => {
    expect(firstInvalidControl([{ name: "email" }], { form: "Try again" })).toBeUndefined();
  });
});

describe("failureOf", () => {
  const refusal = {
    ok: false,
    intent: "signin",
    reason: "invalid",
    message: "Wrong password",
    values: { email: "a@b.co" },
  };

  it("is the refusal of this form's intent", () => {
    expect(failureOf(refusal, "signin")).toBe(refusal);
    expect(failureOf(refusal)).toBe(refusal);
  });

  it("ignores another form's refusal, successes and missing answers", () => {
    expect(failureOf(refusal, "signup")).toBeUndefined();
    expect(failureOf({ ok: true, intent: "signin" }, "signin")).toBeUndefined();
    expect(failureOf(undefined, "signin")).toBeUndefined();
  });
});

describe("checkSchema", () => {
  const schema = z.object({ email: z.email("Please enter a valid email address.") });

  it("answers the problems of the form as filled in", () => {
    const form = new FormData();
    form.set("email", "nope");
    expect(checkSchema(schema, form)).toEqual({
      message: "Please enter a valid email address.",
      fieldErrors: { email: "Please enter a valid email address." },
    });
  });

  it("answers null when the form may be sent", () => {
    const form = new FormData();
    form.set("email", "a@b.co");
    expect(checkSchema(schema, form)).toBeNull();
  });
});
