// Text as members typed it (posts, descriptions, comments, captions, bios, listings), turned into blocks the page renders as React elements (so every
// character is escaped by React; nothing is ever inserted as HTML). Supported: paragraphs (blank
// lines), line breaks, quotes ("> " lines, as the Quote button writes them), http(s) links and,
// where the caller asks for them, @username mentions of members who exist.

export type Inline =
  | { type: "text"; text: string }
  | { type: "link"; href: string; text: string }
  | { type: "mention"; username: string; text: string };

/**
 * "@username" (a profile's username: letters, digits, dots, dashes, underscores, 3 to 30) not
 * glued to a word before it (an e-mail address is no mention). Dots ending it end the sentence.
 */
const MENTION_PATTERN = /(^|[^A-Za-z0-9_.@-])@([A-Za-z0-9_.-]{3,30})(?![A-Za-z0-9_-])/g;

function mentionName(raw: string): string | null {
  const name = raw.replace(/[.]+$/, "");
  return name.length >= 3 ? name : null;
}

/** The usernames a text mentions, lower-cased, each once (quoted lines included). */
export function mentionedUsernames(text: string): string[] {
  const names = new Set<string>();
  for (const match of text.matchAll(MENTION_PATTERN)) {
    const name = mentionName(match[2]);
    if (name) names.add(name.toLowerCase());
  }
  return [...names];
}

/** Turns "@name" in text parts into mentions, for the usernames in `known` (lower-cased). */
function markMentions(parts: Inline[], known: ReadonlySet<string>): Inline[] {
  if (known.size === 0) return parts;
  return parts.flatMap((part): Inline[] => {
    if (part.type !== "text") return [part];
    const out: Inline[] = [];
    let rest = 0;
    for (const match of part.text.matchAll(MENTION_PATTERN)) {
      const name = mentionName(match[2]);
      if (!name || !known.has(name.toLowerCase())) continue;
      const start = (match.index ?? 0) + match[1].length;
      if (start > rest) out.push({ type: "text", text: part.text.slice(rest, start) });
      out.push({ type: "mention", username: name, text: `@${name}` });
      rest = start + name.length + 1;
    }
    if (rest < part.text.length) out.push({ type: "text", text: part.text.slice(rest) });
    return out;
  });
}

export type Block =
  | { type: "paragraph"; lines: Inline[][] }
  | { type: "quote"; cite: string | null; blocks: Block[] };

/** Quotes inside quotes are kept up to this depth; deeper ones are shown as plain "> " text. */
const MAX_QUOTE_DEPTH = 3;

const URL_PATTERN = /\bhttps?:\/\/[^\s<>"'`]+/gi;
/** Punctuation that ends a sentence rather than the URL ("see https://x.com/a."). */
const TRAILING_PUNCTUATION = /[.,;:!?*]+$/;

/** Drops a trailing ")" or "]" unless the URL opened one itself (Wikipedia-style links). */
function trimUrl(raw: string): string {
  let url = raw.replace(TRAILING_PUNCTUATION, "");
  for (;;) {
    const last = url.at(-1);
    const open = last === ")" ? "(" : last === "]" ? "[" : null;
    if (!open || !last) break;
    const opened = url.split(open).length - 1;
    const closed = url.split(last).length - 1;
    if (closed <= opened) break;
    url = url.slice(0, -1).replace(TRAILING_PUNCTUATION, "");
  }
  return url;
}

/** A link target that is really http(s) and well formed, or null. */
function safeHref(candidate: string): string | null {
  try {
    const url = new URL(candidate);
    return url.protocol === "http:" || url.protocol === "https:" ? url.href : null;
  } catch {
    return null;
  }
}

/** Splits one line into text and links. */
export function linkify(line: string): Inline[] {
  const parts: Inline[] = [];
  let rest = 0;
  for (const match of line.matchAll(URL_PATTERN)) {
    const start = match.index ?? 0;
    const text = trimUrl(match[0]);
    const href = safeHref(text);
    if (!href) continue;
    if (start > rest) parts.push({ type: "text", text: line.slice(rest, start) });
    parts.push({ type: "link", href, text });
    rest = start + text.length;
  }
  if (rest < line.length) parts.push({ type: "text", text: line.slice(rest) });
  return parts;
}

const QUOTE_LINE = /^ {0,3}>/;
/** "Maya Okafor wrote:" as the first line of a quote names who is quoted. */
const CITE_LINE = /^(.{1,80}) wrote:$/;

function paragraphs(lines: string[], known: ReadonlySet<string>): Block[] {
  const blocks: Block[] = [];
  let current: string[] = [];
  const flush = () => {
    if (current.length > 0) {
      blocks.push({
        type: "paragraph",
        lines: current.map((line) => markMentions(linkify(line), known)),
      });
    }
    current = [];
  };
  for (const line of lines) {
    if (line.trim() === "") flush();
    else current.push(line.trimEnd());
  }
  flush();
  return blocks;
}

function parseLines(lines: string[], depth: number, known: ReadonlySet<string>): Block[] {
  const blocks: Block[] = [];
  let plain: string[] = [];
  let index = 0;
  while (index < lines.length) {
    if (depth < MAX_QUOTE_DEPTH && QUOTE_LINE.test(lines[index])) {
      blocks.push(...paragraphs(plain, known));
      plain = [];
      const quoted: string[] = [];
      while (index < lines.length && QUOTE_LINE.test(lines[index])) {
        quoted.push(lines[index].replace(/^ {0,3}> ?/, ""));
        index++;
      }
      const cite = CITE_LINE.exec(quoted[0]?.trim() ?? "");
      const inner = parseLines(cite ? quoted.slice(1) : quoted, depth + 1, known);
      if (inner.length > 0 || cite) {
        blocks.push({ type: "quote", cite: cite ? cite[1] : null, blocks: inner });
      }
    } else {
      plain.push(lines[index]);
      index++;
    }
  }
  blocks.push(...paragraphs(plain, known));
  return blocks;
}

/**
 * The text's blocks. `mentions`: the usernames (any case) whose "@name" becomes a mention; the
 * caller passes only members who exist, so a mention never leads to a missing profile.
 */
export function parsePostText(text: string, mentions: readonly string[] = []): Block[] {
  const known = new Set(mentions.map((name) => name.toLowerCase()));
  return parseLines(text.replace(/\r\n?/g, "\n").split("\n"), 0, known);
}

/**
 * How many links the text shows once rendered (quotes included): the links parsePostText finds,
 * so a rule about links (a new member's post with many is held for review) counts what readers
 * would see, not every "http" in the text.
 */
export function countLinks(text: string): number {
  const inBlocks = (blocks: Block[]): number =>
    blocks.reduce(
      (sum, block) =>
        sum +
        (block.type === "quote"
          ? inBlocks(block.blocks)
          : block.lines.reduce(
              (lineSum, line) => lineSum + line.filter((part) => part.type === "link").length,
              0,
            )),
      0,
    );
  return inBlocks(parsePostText(text));
}

/** How much of the quoted post the Quote button copies (the reply box has a length limit). */
const QUOTE_MAX_CHARS = 1500;

/**
 * The text the Quote button puts into the reply box: who wrote it, then the post as "> " lines.
 * Quotes inside the post are left out, so replies to replies do not pile up pyramids.
 */
export function quoteText(authorName: string, content: string): string {
  const own = content
    .replace(/\r\n?/g, "\n")
    .split("\n")
    .filter((line) => !QUOTE_LINE.test(line))
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
  const body = own.length > QUOTE_MAX_CHARS ? `${own.slice(0, QUOTE_MAX_CHARS).trimEnd()}…` : own;
  const lines = [`${authorName.replace(/\s+/g, " ").trim()} wrote:`, ...body.split("\n")];
  return `${lines.map((line) => (line ? `> ${line}` : ">")).join("\n")}\n\n`;
}

/** Post text on one line, for list excerpts and link previews. */
export function plainExcerpt(text: string, max = 160): string {
  const flat = text
    .split("\n")
    .filter((line) => !QUOTE_LINE.test(line))
    .join(" ")
    .replace(/\s+/g, " ")
    .trim();
  return flat.length > max ? `${flat.slice(0, max - 1).trimEnd()}…` : flat;
}
