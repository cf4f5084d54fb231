// The one LIKE/ILIKE escape: a member's search text matched as a substring, with its own %, _
// and \ taken literally. Use with `ILIKE ${pattern}` (PostgreSQL's default escape is \).

/** `%text%` with the text's wildcard characters escaped. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
