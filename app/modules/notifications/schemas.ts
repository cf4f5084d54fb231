// The /notifications page's form input (checked by the action only; the page never loads zod).
import { z } from "zod";

export { NOTICE_MESSAGES } from "./messages";

/** Open one notice (mark it read, go to its link), or mark all read. */
export const noticeActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("open"), id: z.uuid() }),
  z.object({ intent: z.literal("read-all") }),
]);
export type NoticeAction = z.infer<typeof noticeActionSchema>;
