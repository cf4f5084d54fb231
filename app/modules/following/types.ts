// Shapes the following area shares between its server and browser halves.
import type { ActionResult } from "~/lib/action-result";

/** The same shape as the action pipeline's ParseResult (which is server-only). */
export type ParseResultLike<T> =
  | { ok: true; value: T }
  | { ok: false; message: string; fieldErrors?: Record<string, string> };

/** What /following's action answers a fetcher: the state it left, or why it failed. */
export type FollowActionResult = ActionResult<{
  following?: boolean;
  followers?: number;
  muted?: boolean;
}>;
