// The admin panel's location: tab and page in the URL, checked by the route's loader. The tabs,
// intents and messages the pages show live in ./messages (zod-free).
import { z } from "zod";
import { ADMIN_TABS } from "./messages";

const pageNumber = z.coerce.number().int().min(1).max(100_000).catch(1);

/** ?tab=…&page=…; anything unknown falls back to the first tab, page 1. */
export const adminLocationSchema = z.object({
  tab: z.enum(ADMIN_TABS).catch("users"),
  page: pageNumber,
});
