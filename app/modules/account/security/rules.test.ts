import { describe, expect, it } from "vitest";
import { PASSKEY_NAME_MAX_LENGTH, passkeyNameProblem, SECURITY_MESSAGES } from "./rules";

describe("a passkey's name", () => {
  it("may be blank when adding one (the device names it), not when renaming", () => {
    expect(passkeyNameProblem("   ", { required: false })).toBeNull();
    expect(passkeyNameProblem("   ", { required: true })).toBe("Give the passkey a name.");
  });

  it("is held to its length after trimming, and to printable characters", () => {
    expect(
      passkeyNameProblem(` ${"x".repeat(PASSKEY_NAME_MAX_LENGTH)} `, { required: true }),
    ).toBeNull();
    expect(passkeyNameProblem("x".repeat(PASSKEY_NAME_MAX_LENGTH + 1), { required: true })).toBe(
      "Keep the name under 61 characters.",
    );
    expect(passkeyNameProblem("Pixel\u00008", { required: true })).toBe(
      "Use letters, digits, spaces and punctuation only.",
    );
    // Shown as text wherever it appears: tags are just characters.
    expect(passkeyNameProblem("<script>alert(1)</script>", { required: true })).toBeNull();
    expect(SECURITY_MESSAGES.adminKeepsTwoFactor).toContain("Admins must keep two-factor on");
  });
});
