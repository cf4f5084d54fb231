import { z } from "zod";
import { REPORT_MESSAGES, REPORT_NOTE_MAX, REPORT_REASONS } from "./constants";

export const reportSchema = z.object({
  reason: z.enum(REPORT_REASONS, { message: REPORT_MESSAGES.chooseReason }),
  note: z
    .string()
    .trim()
    .max(REPORT_NOTE_MAX, REPORT_MESSAGES.noteTooLong)
    .optional()
    .transform((v) => (v ? v : null)),
});
export type ReportInput = z.output<typeof reportSchema>;
