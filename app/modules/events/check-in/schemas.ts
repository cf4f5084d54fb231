// The check-in page's forms (server side of ADR 020's protocol).
import { z } from "zod";
import { CHECK_IN_MESSAGES, MAX_TICKET_LENGTH } from "./messages";

export const ticketFormSchema = z.object({
  token: z
    .string()
    .trim()
    .min(1, CHECK_IN_MESSAGES.invalidTicket)
    .max(MAX_TICKET_LENGTH, CHECK_IN_MESSAGES.invalidTicket),
});

export const memberFormSchema = z.object({
  memberId: z
    .string()
    .trim()
    .min(1, CHECK_IN_MESSAGES.notGoing)
    .max(100, CHECK_IN_MESSAGES.notGoing),
});
