import { describe, expect, it } from "vitest";
import { formErrorOf, issueErrors, type SchemaIssue } from "~/lib/forms/parse";
import {
  CREDENTIALS_REQUIRED_MESSAGE,
  emailOnlySchema,
  FULL_NAME_REQUIRED_MESSAGE,
  INVALID_EMAIL_MESSAGE,
  PASSWORD_TOO_SHORT_MESSAGE,
  PASSWORDS_DIFFER_MESSAGE,
  resetPasswordSchema,
  signInSchema,
  signUpSchema,
  USERNAME_FORMAT_MESSAGE,
} from "./schemas";

/** The messages the form shows: per field, and the form-wide one under "form". */
function errorsOf(result: { success: boolean; error?: { issues: readonly SchemaIssue[] } }) {
  if (result.success || !result.error) return {};
  const problems = issueErrors(result.error.issues);
  const formError = formErrorOf(problems);
  return formError ? { ...problems.fieldErrors, form: formError } : problems.fieldErrors;
}

const validSignUp = {
  email: "  jane@example.com ",
  password: "s3cret-pass",
  confirmPassword: "s3cret-pass",
  fullName: " Jane Doe ",
  username: "",
};

describe("signInSchema", () => {
  it("accepts an email and a password, trimming the email only", () => {
    expect(signInSchema.parse({ email: " a@b.co ", password: " pw " })).toEqual({
      email: "a@b.co",
      password: " pw ",
    });
  });

  it.each([
    [{ email: "", password: "x" }],
    [{ email: "a@b.co", password: "" }],
    [{}],
    [{ email: "   ", password: "x" }],
  ])("asks for both email and password (%o)", (input) => {
    expect(errorsOf(signInSchema.safeParse(input))).toEqual({
      form: CREDENTIALS_REQUIRED_MESSAGE,
    });
  });
});

describe("signUpSchema", () => {
  it("accepts a complete sign-up and trims text fields", () => {
    expect(signUpSchema.parse(validSignUp)).toEqual({
      email: "jane@example.com",
      password: "s3cret-pass",
      confirmPassword: "s3cret-pass",
      fullName: "Jane Doe",
      username: "",
    });
  });

  it("needs an email and a password", () => {
    const errors = errorsOf(signUpSchema.safeParse({ ...validSignUp, email: "" }));
    expect(errors.form).toBe(CREDENTIALS_REQUIRED_MESSAGE);
  });

  it("says when the passwords differ", () => {
    const errors = errorsOf(
      signUpSchema.safeParse({ ...validSignUp, confirmPassword: "something-else" }),
    );
    expect(errors).toEqual({ confirmPassword: PASSWORDS_DIFFER_MESSAGE });
  });

  it("needs a full name", () => {
    const errors = errorsOf(signUpSchema.safeParse({ ...validSignUp, fullName: "   " }));
    expect(errors).toEqual({ fullName: FULL_NAME_REQUIRED_MESSAGE });
  });

  it("checks the email format and password length", () => {
    const errors = errorsOf(
      signUpSchema.safeParse({
        ...validSignUp,
        email: "not-an-email",
        password: "short",
        confirmPassword: "short",
      }),
    );
    expect(errors).toEqual({ email: INVALID_EMAIL_MESSAGE, password: PASSWORD_TOO_SHORT_MESSAGE });
  });

  it.each(["jd", "a".repeat(31), "jane doe", "jane@doe", "ünïcode"])(
    "refuses the username %s",
    (username) => {
      const errors = errorsOf(signUpSchema.safeParse({ ...validSignUp, username }));
      expect(errors).toEqual({ username: USERNAME_FORMAT_MESSAGE });
    },
  );

  it.each(["jd_", "Drift.King-86", "a".repeat(30)])("accepts the username %s", (username) => {
    expect(signUpSchema.parse({ ...validSignUp, username }).username).toBe(username);
  });
});

describe("emailOnlySchema", () => {
  it("trims a valid address and refuses others", () => {
    expect(emailOnlySchema.parse({ email: " a@b.co " })).toEqual({ email: "a@b.co" });
    expect(errorsOf(emailOnlySchema.safeParse({ email: "" }))).toEqual({
      email: INVALID_EMAIL_MESSAGE,
    });
    expect(errorsOf(emailOnlySchema.safeParse({ email: "nope" }))).toEqual({
      email: INVALID_EMAIL_MESSAGE,
    });
  });
});

describe("resetPasswordSchema", () => {
  it("needs a long enough password, repeated", () => {
    expect(
      errorsOf(
        resetPasswordSchema.safeParse({ token: "t", password: "short", confirmPassword: "short" }),
      ),
    ).toEqual({ password: PASSWORD_TOO_SHORT_MESSAGE });
    expect(
      errorsOf(
        resetPasswordSchema.safeParse({
          token: "t",
          password: "long-enough",
          confirmPassword: "x",
        }),
      ),
    ).toEqual({ confirmPassword: PASSWORDS_DIFFER_MESSAGE });
  });
});
