import { describe, expect, it } from "vitest";
import { parseUuid } from "~/lib/ids";
import {
  categorySlug,
  editPostSchema,
  FORUM_MESSAGES,
  firstIssue,
  forumsHref,
  LENGTH_MESSAGES,
  parsePage,
  parseTopicListQuery,
  replySchema,
  TITLE_MAX,
  topicFormSchema,
} from "./schemas";

const message = (result: { success: boolean; error?: Parameters<typeof firstIssue>[0] }) =>
  result.error ? firstIssue(result.error).message : null;

describe("topicFormSchema", () => {
  const valid = { title: " Offset math ", categoryId: "c1", content: " 18x10.5 +15? " };

  it("trims every field", () => {
    expect(topicFormSchema.parse(valid)).toEqual({
      title: "Offset math",
      categoryId: "c1",
      content: "18x10.5 +15?",
    });
  });

  it("answers 'Please fill in all fields' for any blank or whitespace-only field", () => {
    for (const field of ["title", "categoryId", "content"] as const) {
      for (const blank of ["", "   \n\t"]) {
        const result = topicFormSchema.safeParse({ ...valid, [field]: blank });
        expect(message(result)).toBe(FORUM_MESSAGES.fillAllFields);
        expect(result.error && firstIssue(result.error).fields).toEqual([field]);
      }
    }
  });

  it("limits the title and the content with clear messages", () => {
    expect(
      message(topicFormSchema.safeParse({ ...valid, title: "x".repeat(TITLE_MAX) })),
    ).toBeNull();
    expect(message(topicFormSchema.safeParse({ ...valid, title: "x".repeat(TITLE_MAX + 1) }))).toBe(
      "Title must be 150 characters or less",
    );
    expect(message(topicFormSchema.safeParse({ ...valid, content: "x".repeat(10_001) }))).toBe(
      "Posts must be 10,000 characters or less",
    );
  });
});

describe("replySchema and editPostSchema", () => {
  it("asks for a reply when the text is blank after trimming", () => {
    expect(message(replySchema.safeParse({ content: "  \n " }))).toBe("Please enter a reply");
    expect(replySchema.parse({ content: " Nice! " })).toEqual({ content: "Nice!" });
    expect(message(replySchema.safeParse({ content: "x".repeat(10_001) }))).toBe(
      LENGTH_MESSAGES.reply,
    );
  });

  it("needs a post id and some text to edit", () => {
    const id = "9b2f6a4e-3c1d-4e8f-a0b7-1c2d3e4f5a6b";
    expect(editPostSchema.parse({ postId: id, content: " new " })).toEqual({
      postId: id,
      content: "new",
    });
    expect(message(editPostSchema.safeParse({ postId: id, content: " " }))).toBe(
      "Please enter some text",
    );
    expect(message(editPostSchema.safeParse({ postId: "nope", content: "x" }))).toBe(
      FORUM_MESSAGES.cannotEditPost,
    );
  });
});

describe("URLs", () => {
  it("gives categories readable URL names that match in lowercase", () => {
    expect(categorySlug("Tech & Tuning")).toBe("tech-tuning");
    expect(categorySlug("TECH & TUNING")).toBe("tech-tuning");
    expect(categorySlug("tech-tuning")).toBe("tech-tuning");
    expect(categorySlug("  Off Topic ")).toBe("off-topic");
    expect(categorySlug("&&")).toBe("");
  });

  it("reads /forums parameters and ignores malformed ones", () => {
    expect(parseTopicListQuery(new URLSearchParams("q=%20turbo%20&category=general"))).toEqual({
      q: "turbo",
      category: "general",
    });
    expect(parseTopicListQuery(new URLSearchParams(`q=${"x".repeat(101)}`)).q).toBe("");
    expect(forumsHref({ q: "e85 flex", category: "tech-tuning" })).toBe(
      "/forums?category=tech-tuning&q=e85+flex",
    );
    expect(forumsHref({})).toBe("/forums");
  });

  it("accepts only uuids as ids and whole numbers from 1 as pages", () => {
    expect(parseUuid("9B2F6A4E-3C1D-4E8F-A0B7-1C2D3E4F5A6B")).toBe(
      "9b2f6a4e-3c1d-4e8f-a0b7-1c2d3e4f5a6b",
    );
    expect(parseUuid("not-a-uuid")).toBeNull();
    expect(parseUuid(undefined)).toBeNull();
    expect(parsePage("3")).toBe(3);
    for (const bad of [null, "0", "-1", "2.5", "abc"]) expect(parsePage(bad)).toBe(1);
  });
});
