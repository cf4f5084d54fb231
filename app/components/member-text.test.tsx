import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { MEMBER_LINK_REL, MemberText } from "./member-text";

const render = (content: string) => renderToStaticMarkup(<MemberText content={content} />);

describe("MemberText", () => {
  it("shows an XSS payload as text, never as markup", () => {
    const html = render('<script>alert("xss")</script>\n<img src=x onerror="alert(1)">');
    expect(html).not.toContain("<script");
    expect(html).not.toContain("<img");
    expect(html).toContain("&lt;script&gt;alert(&quot;xss&quot;)&lt;/script&gt;");
    expect(html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
  });

  it("renders paragraphs and line breaks", () => {
    expect(render("one\ntwo\n\nthree")).toContain("<p>one<br/>two</p><p>three</p>");
  });

  it("links URLs as user content that opens apart from the page", () => {
    const html = render("Primer: https://en.wikipedia.org/wiki/E85");
    expect(MEMBER_LINK_REL).toBe("nofollow ugc noopener");
    expect(html).toContain(
      `<a href="https://en.wikipedia.org/wiki/E85" rel="nofollow ugc noopener" target="_blank"`,
    );
  });

  it("does not link javascript: URLs", () => {
    const html = render("javascript:alert(1)");
    expect(html).not.toContain("<a");
    expect(html).toContain("javascript:alert(1)");
  });

  it("renders a quote with who wrote it", () => {
    const html = render("> Maya Okafor wrote:\n> Roll first.\n\nAgreed");
    expect(html).toMatch(
      /<blockquote[^>]*><cite[^>]*>Maya Okafor wrote:<\/cite><p>Roll first.<\/p><\/blockquote><p>Agreed<\/p>/,
    );
  });
});
