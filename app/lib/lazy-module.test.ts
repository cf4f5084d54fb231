import { describe, expect, it, vi } from "vitest";
import { lazyModule, submitAfterCheck } from "./lazy-module";

const schemas = { valid: true };

function fakeForm() {
  return { isConnected: true, requestSubmit: vi.fn() };
}

function submitEvent(form: ReturnType<typeof fakeForm>, submitter: object | null = null) {
  return {
    currentTarget: form,
    nativeEvent: { submitter },
    preventDefault: vi.fn(),
  } as unknown as React.FormEvent<HTMLFormElement> & { preventDefault: ReturnType<typeof vi.fn> };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("lazyModule", () => {
  it("imports once, and has the module at hand afterwards", async () => {
    const importer = vi.fn(async () => schemas);
    const lazy = lazyModule(importer);
    expect(lazy.current).toBeUndefined();
    const [a, b] = await Promise.all([lazy.load(), lazy.load()]);
    expect(a).toBe(schemas);
    expect(b).toBe(schemas);
    expect(lazy.current).toBe(schemas);
    await lazy.load();
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it("tries again after a failed import, and preload swallows the failure", async () => {
    const importer = vi
      .fn<() => Promise<typeof schemas>>()
      .mockRejectedValueOnce(new TypeError("Failed to fetch dynamically imported module"))
      .mockResolvedValue(schemas);
    const lazy = lazyModule(importer);
    lazy.preload();
    await settle();
    expect(lazy.current).toBeUndefined();
    await expect(lazy.load()).resolves.toBe(schemas);
    expect(importer).toHaveBeenCalledTimes(2);
  });
});

describe("submitAfterCheck", () => {
  it("with the schema loaded, checks at once and stops only an invalid form", async () => {
    const lazy = lazyModule(async () => schemas);
    await lazy.load();
    const form = fakeForm();

    const valid = submitEvent(form);
    submitAfterCheck(valid, lazy, () => true);
    expect(valid.preventDefault).not.toHaveBeenCalled();

    const invalid = submitEvent(form);
    submitAfterCheck(invalid, lazy, () => false);
    expect(invalid.preventDefault).toHaveBeenCalled();
    await settle();
    expect(form.requestSubmit).not.toHaveBeenCalled();
  });

  it("holds the submit until the schema is there, then submits again with the same button", async () => {
    const lazy = lazyModule(async () => schemas);
    const form = fakeForm();
    const button = { form };
    const check = vi.fn(() => true);
    const first = submitEvent(form, button);
    submitAfterCheck(first, lazy, check);
    expect(first.preventDefault).toHaveBeenCalled();
    await settle();
    expect(check).toHaveBeenCalledWith(schemas, form);
    expect(form.requestSubmit).toHaveBeenCalledWith(button);

    // The repeated submit goes through without a second check.
    const again = submitEvent(form, button);
    submitAfterCheck(again, lazy, check);
    expect(again.preventDefault).not.toHaveBeenCalled();
    expect(check).toHaveBeenCalledTimes(1);

    // Later submits are checked again.
    const later = submitEvent(form);
    submitAfterCheck(later, lazy, () => false);
    expect(later.preventDefault).toHaveBeenCalled();
  });

  it("does not submit again when the late check finds a problem", async () => {
    const lazy = lazyModule(async () => schemas);
    const form = fakeForm();
    submitAfterCheck(submitEvent(form), lazy, () => false);
    await settle();
    expect(form.requestSubmit).not.toHaveBeenCalled();
  });

  it("sends the form unchecked when the schema cannot be loaded (the action checks it)", async () => {
    const lazy = lazyModule<typeof schemas>(async () => {
      throw new TypeError("Failed to fetch dynamically imported module");
    });
    const form = fakeForm();
    const check = vi.fn(() => false);
    submitAfterCheck(submitEvent(form), lazy, check);
    await settle();
    expect(check).not.toHaveBeenCalled();
    expect(form.requestSubmit).toHaveBeenCalledWith(null);
  });

  it("leaves a form alone that left the page meanwhile, and drops another form's button", async () => {
    const lazy = lazyModule(async () => schemas);
    const gone = fakeForm();
    submitAfterCheck(submitEvent(gone), lazy, () => {
      gone.isConnected = false;
      return true;
    });
    await settle();
    expect(gone.requestSubmit).not.toHaveBeenCalled();

    const form = fakeForm();
    submitAfterCheck(
      submitEvent(form, { form: fakeForm() }),
      lazyModule(async () => schemas),
      () => true,
    );
    await settle();
    expect(form.requestSubmit).toHaveBeenCalledWith(null);
  });
});
