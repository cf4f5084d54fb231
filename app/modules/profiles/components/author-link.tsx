// The author of a build, comment, event or post, linked to their public profile (/u/{username}).
// The text is the SPEC display name (full_name, else username); a person without a username has
// no profile any more (their account was deleted, ADR 037) and is "Deleted member" in plain text,
// never a dead link.
import { Link } from "react-router";
import { cn } from "~/lib/utils";
import { authorName, displayName } from "../display-name";

/** The public profile address of a username (case kept; /u/ redirects to the canonical case). */
export function profilePath(username: string): string {
  return `/u/${encodeURIComponent(username)}`;
}

export interface AuthorLinkProps {
  username: string | null | undefined;
  fullName?: string | null;
  /** Shown when the person has neither a full name nor a username (default: "Deleted member"). */
  fallback?: string;
  /**
   * Inside a card whose title link is stretched over the whole card (after:absolute inset-0):
   * lifts this link above that overlay so it gets its own clicks, hover and focus.
   */
  overCard?: boolean;
  className?: string;
}

export function AuthorLink({
  username,
  fullName,
  fallback,
  overCard = false,
  className,
}: AuthorLinkProps) {
  const name = fallback
    ? displayName({ fullName, username }, fallback)
    : authorName({ fullName, username });
  if (!username) return <span className={className}>{name}</span>;
  return (
    <Link
      to={profilePath(username)}
      prefetch="intent"
      className={cn(
        "rounded-sm font-medium text-foreground/90 underline-offset-4 hover:text-accent hover:underline focus-visible:text-accent focus-visible:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
        overCard && "relative z-10",
        className,
      )}
    >
      {name}
    </Link>
  );
}
