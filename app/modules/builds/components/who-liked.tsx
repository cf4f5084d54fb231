// Who liked a build: the link beside the like button, and the list on /builds/{id}/likes.
import { Heart } from "lucide-react";
import { Link } from "react-router";
import { Avatar } from "~/components/ui/avatar";
import { AuthorLink, displayName } from "~/modules/profiles";
import type { Liker } from "../likers.server";

export function WhoLikedLink({ buildId, likesCount }: { buildId: string; likesCount: number }) {
  if (likesCount === 0) return null;
  return (
    <Link
      to={`/builds/${buildId}/likes`}
      className="inline-flex h-10 items-center gap-1.5 rounded-md px-2 font-medium text-muted-foreground text-sm underline-offset-4 hover:text-foreground hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      <Heart aria-hidden="true" className="size-4" />
      See who liked
    </Link>
  );
}

export function LikerRow({ liker }: { liker: Liker }) {
  const name = displayName({ fullName: liker.fullName, username: liker.username });
  return (
    <div className="flex min-w-0 items-center gap-3 rounded-lg bg-surface px-4 py-3 ring-1 ring-border/50">
      <Avatar src={liker.avatarUrl} name={name} />
      <AuthorLink
        username={liker.username}
        fullName={liker.fullName}
        className="min-w-0 font-semibold [overflow-wrap:anywhere]"
      />
    </div>
  );
}
