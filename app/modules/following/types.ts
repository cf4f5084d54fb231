// What /following's action answers, as the browser half of the area reads it.
import type { ActionResult } from "~/lib/action-result";

/** What /following's action answers a fetcher: the state it left, or why it failed. */
export type FollowActionResult = ActionResult<{
  following?: boolean;
  followers?: number;
  muted?: boolean;
}>;
