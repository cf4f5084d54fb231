// The words of tickets and check-in (zod-free: the pages and their actions share them).

export const CHECK_IN_MESSAGES = {
  noTicket: "You don't have a ticket for this event. Tickets are for members who are going.",
  notHost: "Only the host and admins can check people in.",
  invalidTicket: "This ticket code isn't valid. Ask the member to open their ticket again.",
  otherEvent: "This ticket is for a different event.",
  notGoing: "This member isn't on the going list for this event.",
  closed: "Check-in is open only for approved events that aren't cancelled.",
  checkedIn: (name: string) => `${name} is checked in.`,
  already: (name: string, at: string) => `${name} is already checked in (since ${at}).`,
  found: (name: string) => `Ticket for ${name}.`,
  failed: "Check-in failed. Please try again.",
  searchEmpty: "Type a name or username to find an attendee.",
  noMatches: "No attendee who is going matches that search.",
} as const;

/** Longer than any real ticket (two ids and a MAC), so a pasted essay is refused early. */
export const MAX_TICKET_LENGTH = 300;

/** The longest search text the attendee search takes. */
export const CHECK_IN_SEARCH_MAX = 100;
