// What the follow and mute forms send, read on the server (zod-free: hidden fields only, nothing
// typed, so there is nothing to check in the browser before sending).
import type { ParseResult } from "~/lib/actions.server";
import { parseUuid } from "~/lib/ids";
import { FOLLOWING_MESSAGES } from "./constants";

/** The build a follow or mute form is about. */
export function parseBuildTarget(form: FormData): ParseResult<string> {
  const id = parseUuid(form.get("buildId"));
  return id
    ? { ok: true, value: id }
    : { ok: false, message: FOLLOWING_MESSAGES.buildNotFollowable };
}

/** The member a follow form is about (their username). */
export function parseMemberTarget(form: FormData): ParseResult<string> {
  const username = form.get("username");
  return typeof username === "string" && username.trim().length > 0 && username.length <= 100
    ? { ok: true, value: username.trim() }
    : { ok: false, message: FOLLOWING_MESSAGES.memberNotFound };
}
