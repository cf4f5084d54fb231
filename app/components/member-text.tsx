// Renders member-written text safely: React elements only (never dangerouslySetInnerHTML), so
// markup a member types is shown as the characters they typed. Links are marked as user content,
// and any unbroken string wraps, so nothing a member types can widen the page.
import { Fragment } from "react";
import { Link } from "react-router";
import { type Block, type Inline, parsePostText } from "~/lib/member-text";
import { cn } from "~/lib/utils";

/** Search engines give member links no credit; the opened page gets no handle on this one. */
export const MEMBER_LINK_REL = "nofollow ugc noopener";

// Keys below are positions: a parsed post's parts never move, so they are stable identities.

function InlineParts({ parts }: { parts: Inline[] }) {
  return parts.map((part, index) =>
    part.type === "mention" ? (
      <Link
        key={index}
        to={`/u/${encodeURIComponent(part.username)}`}
        className="rounded-sm font-semibold text-accent underline-offset-2 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        {part.text}
      </Link>
    ) : part.type === "link" ? (
      <a
        key={index}
        href={part.href}
        rel={MEMBER_LINK_REL}
        target="_blank"
        className="break-all font-medium text-accent underline underline-offset-2 hover:text-accent-hover"
      >
        {part.text}
      </a>
    ) : (
      <Fragment key={index}>{part.text}</Fragment>
    ),
  );
}

function Blocks({ blocks }: { blocks: Block[] }) {
  return blocks.map((block, index) =>
    block.type === "paragraph" ? (
      <p key={index}>
        {block.lines.map((line, lineIndex) => (
          <Fragment key={lineIndex}>
            {lineIndex > 0 ? <br /> : null}
            <InlineParts parts={line} />
          </Fragment>
        ))}
      </p>
    ) : (
      <blockquote
        key={index}
        className="flex flex-col gap-2 rounded-r-md border-accent/70 border-l-2 bg-surface-raised/50 py-2 pr-3 pl-4 text-muted-foreground"
      >
        {block.cite ? (
          <cite className="font-semibold text-foreground/80 text-xs not-italic">
            {block.cite} wrote:
          </cite>
        ) : null}
        <Blocks blocks={block.blocks} />
      </blockquote>
    ),
  );
}

/**
 * Member-written text as paragraphs, quotes and safe links; "@username" of the `mentions` given
 * (members who exist, as the loader found them) links to their profile.
 */
export function MemberText({
  content,
  className,
  mentions,
}: {
  content: string;
  className?: string;
  mentions?: readonly string[];
}) {
  return (
    <div
      // overflow-wrap:anywhere alone (no break-words: it sets the same property and its rule comes
      // later in the CSS): only "anywhere" lets a long string's box shrink inside grids and flex rows.
      className={cn(
        "flex flex-col gap-3 text-foreground/90 leading-relaxed [overflow-wrap:anywhere]",
        className,
      )}
    >
      <Blocks blocks={parsePostText(content, mentions)} />
    </div>
  );
}
