// The admin panel's inputs: tab and page in the URL, the action's intent and record id. Checked by
// the route's loader and action only; the tabs, intents and messages the pages show live in
// ./messages (zod-free), re-exported here.
import { z } from "zod";
import { ADMIN_TABS, BUILD_INTENTS, EVENT_INTENTS } from "./messages";

export { formatEventDateTime, formatShortDate } from "./format";
export {
  ADMIN_MESSAGES,
  ADMIN_TABS,
  type AdminActionResult,
  type AdminTab,
  BUILD_INTENTS,
  type BuildIntent,
  EVENT_INTENTS,
  type EventIntent,
  failureMessage,
} from "./messages";

const pageNumber = z.coerce.number().int().min(1).max(100_000).catch(1);

/** ?tab=…&page=…; anything unknown falls back to the first tab, page 1. */
export const adminLocationSchema = z.object({
  tab: z.enum(ADMIN_TABS).catch("users"),
  page: pageNumber,
});

export const adminActionSchema = z.object({
  intent: z.enum([...BUILD_INTENTS, ...EVENT_INTENTS]),
  id: z.uuid(),
});
export type AdminActionInput = z.infer<typeof adminActionSchema>;
