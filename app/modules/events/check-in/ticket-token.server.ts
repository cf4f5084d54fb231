// An event ticket: a signed token naming the event and the member, shown as a QR code on the
// member's ticket page and read back by the host's check-in page. HMAC-SHA256 over both ids with
// a key derived from the server's secret, so a ticket is checked without a table and cannot be
// forged or moved to another event or member. The token is base64url throughout (QR- and
// URL-safe): `<payload>.<mac>`, payload = "<eventId> <memberId>".
import { createHmac, timingSafeEqual } from "node:crypto";
import { env } from "~/lib/env.server";
import { MAX_TICKET_LENGTH } from "./messages";

// Development and tests run without BETTER_AUTH_SECRET; production requires it (env.server.ts).
const DEV_SECRET = "camber-club-development-only-ticket-secret";
const PURPOSE = "camber-club:event-ticket:v1";

let cachedKey: { secret: string; key: Buffer } | undefined;

function ticketKey(): Buffer {
  const secret = env().BETTER_AUTH_SECRET ?? DEV_SECRET;
  if (cachedKey?.secret !== secret) {
    // Its own key, so a ticket MAC can never be replayed as any other signature of the secret.
    cachedKey = { secret, key: createHmac("sha256", secret).update(PURPOSE).digest() };
  }
  return cachedKey.key;
}

function mac(payload: string): Buffer {
  return createHmac("sha256", ticketKey()).update(payload).digest();
}

export interface TicketClaims {
  eventId: string;
  memberId: string;
}

export function signTicket({ eventId, memberId }: TicketClaims): string {
  const payload = `${eventId} ${memberId}`;
  return `${Buffer.from(payload).toString("base64url")}.${mac(payload).toString("base64url")}`;
}

/** The ticket's event and member, or null for anything that is not a ticket this site signed. */
export function verifyTicket(token: string): TicketClaims | null {
  const trimmed = token.trim();
  if (trimmed.length === 0 || trimmed.length > MAX_TICKET_LENGTH) return null;
  const match = /^([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]{43})$/.exec(trimmed);
  if (!match) return null;
  const payload = Buffer.from(match[1], "base64url").toString();
  const given = Buffer.from(match[2], "base64url");
  const expected = mac(payload);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const [eventId, memberId, ...rest] = payload.split(" ");
  if (!eventId || !memberId || rest.length > 0) return null;
  return { eventId, memberId };
}
