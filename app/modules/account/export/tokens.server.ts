// The download link's token: 32 random bytes (256 bits, base64url: 43 characters), shown once in
// the e-mail; the database keeps only its SHA-256, so a copy of the database opens no export.
import crypto from "node:crypto";

const TOKEN_BYTES = 32;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function newExportToken(): string {
  return crypto.randomBytes(TOKEN_BYTES).toString("base64url");
}

/** The stored form of a token (hex SHA-256). */
export function hashExportToken(token: string): string {
  return crypto.createHash("sha256").update(token).digest("hex");
}

/** Whether a link's token has the shape of ours (anything else is refused without a query). */
export function isExportTokenShape(token: string): boolean {
  return TOKEN_PATTERN.test(token);
}

/**
 * A hash no token has: what a pending export keeps until its zip is ready and its real link is
 * made (token_hash is required and unique). The random bytes are thrown away at once.
 */
export function unusableTokenHash(): string {
  return `pending:${crypto.randomBytes(TOKEN_BYTES).toString("hex")}`;
}
