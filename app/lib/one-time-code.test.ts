import { describe, expect, it } from "vitest";
import { isBackupCode, isTotpCode, normalizeBackupCode, normalizeTotpCode } from "./one-time-code";

describe("two-factor codes as people type them", () => {
  it("reads an authenticator code read out in groups", () => {
    expect(normalizeTotpCode(" 123 456 ")).toBe("123456");
    expect(normalizeTotpCode("123-456")).toBe("123456");
    expect(isTotpCode("123456")).toBe(true);
    for (const wrong of ["12345", "1234567", "12345a", "", "١٢٣٤٥٦"]) {
      expect(isTotpCode(normalizeTotpCode(wrong)), wrong).toBe(false);
    }
  });

  it("reads a backup code with or without its dash, keeping its letter case", () => {
    expect(normalizeBackupCode(" ab1Cd-9xYz2 ")).toBe("ab1Cd-9xYz2");
    expect(normalizeBackupCode("ab1Cd9xYz2")).toBe("ab1Cd-9xYz2");
    expect(isBackupCode("ab1Cd-9xYz2")).toBe(true);
    for (const wrong of ["ab1Cd-9xYz", "ab1Cd_9xYz2", "<script>x", ""]) {
      expect(isBackupCode(normalizeBackupCode(wrong)), wrong).toBe(false);
    }
  });
});
