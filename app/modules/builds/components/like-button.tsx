// The like button of a build: optimistic (the count moves at once and rolls back if the server
// says no), a toast for signed-out visitors, and a plain form post without JavaScript.
import { Heart } from "lucide-react";
import { useEffect } from "react";
import { Link, useFetcher } from "react-router";
import { toast } from "sonner";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/utils";
import { type BuildActionResult, DETAIL_MESSAGES, usePostedResult } from "./build-actions";
import { likesLabel } from "./format";

export function LikeButton({
  buildId,
  liked,
  likesCount,
  signedIn,
}: {
  buildId: string;
  liked: boolean;
  likesCount: number;
  signedIn: boolean;
}) {
  const fetcher = useFetcher<BuildActionResult>({ key: `like-${buildId}` });
  const posted = usePostedResult(["like", "unlike"]);

  // While a like or unlike is on its way (and the page data is being refreshed), show its outcome.
  let shownLiked = liked;
  let shownCount = likesCount;
  const pending = fetcher.formData?.get("intent");
  if (pending === "like" || pending === "unlike") {
    const wanted = pending === "like";
    if (wanted !== liked) shownCount += wanted ? 1 : -1;
    shownLiked = wanted;
  }

  useEffect(() => {
    const result = fetcher.data;
    if (!result || result.ok) return;
    if (result.reason === "unauthenticated") {
      toast.error(DETAIL_MESSAGES.authTitle, { description: DETAIL_MESSAGES.likeAuth });
    } else if (result.reason === "rate-limited") {
      toast.error(result.message);
    } else {
      toast.error(DETAIL_MESSAGES.likeFailed);
    }
  }, [fetcher.data]);

  return (
    <div className="flex flex-col gap-2">
      <fetcher.Form
        method="post"
        onSubmit={(event) => {
          if (signedIn) return;
          event.preventDefault();
          toast.error(DETAIL_MESSAGES.authTitle, { description: DETAIL_MESSAGES.likeAuth });
        }}
      >
        <input type="hidden" name="intent" value={shownLiked ? "unlike" : "like"} />
        <Button
          type="submit"
          variant={shownLiked ? "default" : "outline"}
          aria-pressed={shownLiked}
          className="min-w-32"
        >
          <Heart aria-hidden="true" className={cn(shownLiked && "fill-current")} />
          <span className="tabular">{likesLabel(Math.max(0, shownCount))}</span>
        </Button>
      </fetcher.Form>
      {posted && !posted.ok ? (
        <p role="alert" className="text-destructive text-sm">
          {posted.reason === "unauthenticated" ? (
            <>
              {DETAIL_MESSAGES.likeAuth}{" "}
              <Link to="/auth" className="font-semibold underline underline-offset-4">
                Sign in
              </Link>
            </>
          ) : posted.reason === "rate-limited" ? (
            posted.message
          ) : (
            DETAIL_MESSAGES.likeFailed
          )}
        </p>
      ) : null}
    </div>
  );
}
