// "Follow build" / "Unfollow build" in a build card's overflow menu. Menus need JavaScript (the
// card shows none without it), so the item posts through the build's follow fetcher directly.
import { UserCheck, UserPlus } from "lucide-react";
import { DropdownMenuItem } from "~/components/ui/dropdown-menu";
import { FOLLOWING_PATH } from "../constants";
import { buildFollowKey } from "./follow-buttons";
import { useToggle } from "./toggle-form";

export function FollowBuildMenuItem({
  buildId,
  following,
}: {
  buildId: string;
  following: boolean;
}) {
  const { fetcher, state } = useToggle(
    buildFollowKey(buildId),
    "follow-build",
    "unfollow-build",
    following,
  );
  return (
    <DropdownMenuItem
      onSelect={() => {
        fetcher.submit(
          { intent: state.active ? "unfollow-build" : "follow-build", buildId },
          { method: "post", action: FOLLOWING_PATH },
        );
      }}
    >
      {state.active ? <UserCheck aria-hidden="true" /> : <UserPlus aria-hidden="true" />}
      {state.active ? "Unfollow build" : "Follow build"}
    </DropdownMenuItem>
  );
}
