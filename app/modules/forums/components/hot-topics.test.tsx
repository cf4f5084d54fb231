import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { HotTopic } from "../queries.server";
import { HotTopics } from "./hot-topics";

const NOW = "2026-05-20T12:00:00.000Z";

const topics: HotTopic[] = [
  {
    id: "11111111-1111-4111-8111-111111111111",
    title: "Stretched tires — the honest pros and cons",
    categoryName: "Wheels & Stance",
    authorName: "Diego Ramirez",
    replyCount: 6,
    lastActivityAt: "2026-05-20T07:00:00.000Z",
  },
  {
    id: "22222222-2222-4222-8222-222222222222",
    title: "<b>Markup</b> in a title",
    categoryName: "Off Topic",
    authorName: "Maya Okafor",
    replyCount: 1,
    lastActivityAt: "2026-05-20T11:59:30.000Z",
  },
];

const render = (list: HotTopic[]) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <HotTopics topics={list} now={NOW} />
    </MemoryRouter>,
  );

describe("HotTopics", () => {
  it("shows each topic's category, author, replies and last activity, linking to it", () => {
    const html = render(topics);
    expect(html).toContain("Hot Forum Topics");
    expect(html).toContain('href="/forums"');
    expect(html).toContain("Visit Forums");
    expect(html).toContain('href="/forums/topic/11111111-1111-4111-8111-111111111111"');
    expect(html).toContain("Wheels &amp; Stance");
    expect(html).toContain("by Diego Ramirez");
    expect(html).toContain("6 replies");
    expect(html).toContain("5 hours ago");
    expect(html).toContain("1 reply");
    expect(html).toContain("Just now");
    expect(html).toContain("&lt;b&gt;Markup&lt;/b&gt; in a title");
  });

  it("invites to start a discussion when there are no topics", () => {
    const html = render([]);
    expect(html).toContain("Be the first to start a discussion!");
    expect(html).toContain('href="/forums/create"');
    expect(html).toContain("Visit Forums");
  });
});
