// The client's address as server.ts determined it (socket address, or the X-Forwarded-For entry
// TRUST_PROXY_HOPS proxies back). Server code reads it only from this header, which server.ts
// always overwrites, never from headers a client controls.
export const CLIENT_IP_HEADER = "x-camber-client-ip";

export function clientIp(request: Request): string {
  return request.headers.get(CLIENT_IP_HEADER) ?? "unknown";
}

/** Picks the client address from the socket address and the X-Forwarded-For chain. */
export function resolveClientIp(
  socketAddress: string | undefined,
  forwardedFor: string | undefined,
  trustedHops: number,
): string {
  const socket = (socketAddress ?? "unknown").replace(/^::ffff:/, "");
  if (trustedHops <= 0 || !forwardedFor) return socket;
  const chain = forwardedFor
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  // Each trusted proxy appended the address it saw; the client is trustedHops entries from the end.
  const candidate = chain[chain.length - trustedHops];
  return candidate ? candidate.replace(/^::ffff:/, "") : socket;
}
