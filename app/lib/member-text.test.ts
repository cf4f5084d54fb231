import { describe, expect, it } from "vitest";
import { countLinks, linkify, parsePostText, plainExcerpt, quoteText } from "./member-text";

describe("parsePostText", () => {
  it("splits paragraphs on blank lines and keeps single line breaks", () => {
    expect(parsePostText("Line one\nline two\n\n\nSecond paragraph")).toEqual([
      {
        type: "paragraph",
        lines: [[{ type: "text", text: "Line one" }], [{ type: "text", text: "line two" }]],
      },
      { type: "paragraph", lines: [[{ type: "text", text: "Second paragraph" }]] },
    ]);
  });

  it("handles Windows line endings and blank input", () => {
    expect(parsePostText("a\r\n\r\nb")).toHaveLength(2);
    expect(parsePostText("  \n \n")).toEqual([]);
  });

  it("turns '> ' lines into a quote, naming who wrote it", () => {
    const blocks = parsePostText("> Maya Okafor wrote:\n> Roll first.\n>\n> Then pull.\n\nAgreed!");
    expect(blocks).toEqual([
      {
        type: "quote",
        cite: "Maya Okafor",
        blocks: [
          { type: "paragraph", lines: [[{ type: "text", text: "Roll first." }]] },
          { type: "paragraph", lines: [[{ type: "text", text: "Then pull." }]] },
        ],
      },
      { type: "paragraph", lines: [[{ type: "text", text: "Agreed!" }]] },
    ]);
  });

  it("keeps quotes inside quotes up to three levels, deeper ones as text", () => {
    const blocks = parsePostText(">>>> deep");
    const level3 = (
      ((blocks[0] as { blocks: unknown[] }).blocks[0] as { blocks: unknown[] }).blocks[0] as {
        blocks: unknown[];
      }
    ).blocks;
    expect(level3).toEqual([{ type: "paragraph", lines: [[{ type: "text", text: "> deep" }]] }]);
  });

  it("does not treat markup as anything but text", () => {
    const payload = '<script>alert("x")</script><img src=x onerror=alert(1)>';
    expect(parsePostText(payload)).toEqual([
      { type: "paragraph", lines: [[{ type: "text", text: payload }]] },
    ]);
  });
});

describe("linkify", () => {
  it("links http and https URLs and leaves the text around them", () => {
    expect(linkify("Read https://en.wikipedia.org/wiki/E85 first")).toEqual([
      { type: "text", text: "Read " },
      {
        type: "link",
        href: "https://en.wikipedia.org/wiki/E85",
        text: "https://en.wikipedia.org/wiki/E85",
      },
      { type: "text", text: " first" },
    ]);
    expect(linkify("http://a.example/x?y=1&z=2")[0]).toMatchObject({
      type: "link",
      href: "http://a.example/x?y=1&z=2",
    });
  });

  it("leaves sentence punctuation and unbalanced brackets outside the link", () => {
    expect(linkify("See https://a.example/page.")[1]).toMatchObject({
      text: "https://a.example/page",
    });
    expect(linkify("(https://a.example/x)")[1]).toMatchObject({ text: "https://a.example/x" });
    expect(linkify("https://en.wikipedia.org/wiki/Camber_(angle)")[0]).toMatchObject({
      text: "https://en.wikipedia.org/wiki/Camber_(angle)",
    });
  });

  it("never links other schemes", () => {
    for (const text of ["javascript:alert(1)", "data:text/html,<b>x</b>", "ftp://files.example"]) {
      expect(linkify(text)).toEqual([{ type: "text", text }]);
    }
  });

  it("stops a URL at quotes and angle brackets", () => {
    expect(linkify('https://a.example/"onmouseover="x')[0]).toMatchObject({
      href: "https://a.example/",
    });
  });
});

describe("countLinks", () => {
  it("counts the links a reader sees, quotes included", () => {
    expect(countLinks("no links here, just www.example.com and ftp://x.org")).toBe(0);
    expect(countLinks("see https://a.example/1 and http://b.example/2.")).toBe(2);
    expect(
      countLinks("> Sam wrote:\n> https://a.example\n\nhttps://b.example https://c.example"),
    ).toBe(3);
    expect(countLinks("https://a.example\nhttps://a.example")).toBe(2);
    expect(countLinks("javascript:alert(1) http:// https://")).toBe(0);
  });
});

describe("quoteText", () => {
  it("names the author and prefixes every line, ending with room to answer", () => {
    expect(quoteText("Maya Okafor", "Roll first.\n\nThen pull.")).toBe(
      "> Maya Okafor wrote:\n> Roll first.\n>\n> Then pull.\n\n",
    );
  });

  it("leaves out the quotes inside the quoted post", () => {
    expect(quoteText("Kenji", "> Someone wrote:\n> old\n\nMy answer")).toBe(
      "> Kenji wrote:\n> My answer\n\n",
    );
  });

  it("shortens very long posts", () => {
    const text = quoteText("Diego", "x".repeat(5000));
    expect(text.length).toBeLessThan(1600);
    expect(text).toContain("…");
  });

  it("round-trips through the parser as a quote", () => {
    const [block] = parsePostText(quoteText("Sofia Lindqvist", "Cold starts!"));
    expect(block).toMatchObject({ type: "quote", cite: "Sofia Lindqvist" });
  });
});

describe("plainExcerpt", () => {
  it("flattens lines, drops quotes and cuts with an ellipsis", () => {
    expect(plainExcerpt("> quoted\nFirst line\n\nsecond")).toBe("First line second");
    expect(plainExcerpt("a".repeat(200), 10)).toBe(`${"a".repeat(9)}…`);
  });
});

describe("mentions", () => {
  it("finds each mentioned username once, lower-cased, not e-mail addresses", async () => {
    const { mentionedUsernames } = await import("./member-text");
    expect(mentionedUsernames("@Maya_O and @maya_o, mail me at kei@example.com. cc @jo.")).toEqual([
      "maya_o",
    ]);
    expect(mentionedUsernames("thanks @kei.tanaka.")).toEqual(["kei.tanaka"]);
  });

  it("links only the usernames given, as text parts never HTML", () => {
    const [block] = parsePostText("Hey @maya_o and @ghost, <script>alert(1)</script>", ["Maya_O"]);
    expect(block).toEqual({
      type: "paragraph",
      lines: [
        [
          { type: "text", text: "Hey " },
          { type: "mention", username: "maya_o", text: "@maya_o" },
          { type: "text", text: " and @ghost, <script>alert(1)</script>" },
        ],
      ],
    });
  });

  it("leaves text alone without known usernames, and keeps links whole", () => {
    expect(parsePostText("@maya_o https://x.com/@maya_o")).toEqual([
      {
        type: "paragraph",
        lines: [
          [
            { type: "text", text: "@maya_o " },
            { type: "link", href: "https://x.com/@maya_o", text: "https://x.com/@maya_o" },
          ],
        ],
      },
    ]);
  });
});
