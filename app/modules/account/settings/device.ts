// How a session is shown to its member: the browser and system its user agent names ("Chrome on
// macOS") and its address with the last part hidden. A small parser on purpose: the page needs a
// recognisable name for the common browsers, not a device database, and anything it does not know
// is called "Unknown browser" — a user agent is text anyone can send, never echoed back.

// Order matters: Edge, Opera and Samsung Internet also say "Chrome", Chrome also says "Safari".
const BROWSERS: readonly [RegExp, string][] = [
  [/\b(?:Edg|EdgA|EdgiOS|Edge)\//, "Edge"],
  [/\b(?:OPR|OPiOS|Opera)\//, "Opera"],
  [/\bSamsungBrowser\//, "Samsung Internet"],
  [/\b(?:Firefox|FxiOS)\//, "Firefox"],
  [/\b(?:Chrome|CriOS|Chromium|HeadlessChrome)\//, "Chrome"],
  [/\bVersion\/[\d.]+.*\bSafari\//, "Safari"],
];

// iPads since iPadOS 13 say "Macintosh" unless the site asks for more: they show as macOS.
const SYSTEMS: readonly [RegExp, string][] = [
  [/\bWindows\b/, "Windows"],
  [/\biPhone\b|\biPod\b/, "iOS"],
  [/\biPad\b/, "iPadOS"],
  [/\bAndroid\b/, "Android"],
  [/\bCrOS\b/, "ChromeOS"],
  [/\bMac OS X\b|\bMacintosh\b/, "macOS"],
  [/\bLinux\b/, "Linux"],
];

function firstMatch(table: readonly [RegExp, string][], text: string): string | undefined {
  return table.find(([pattern]) => pattern.test(text))?.[1];
}

/** "Chrome on macOS", "Firefox", "Unknown browser on Linux" or "Unknown device". */
export function describeUserAgent(userAgent: string | null | undefined): string {
  if (!userAgent?.trim()) return "Unknown device";
  const browser = firstMatch(BROWSERS, userAgent);
  const system = firstMatch(SYSTEMS, userAgent);
  if (!system) return browser ?? "Unknown browser";
  return `${browser ?? "Unknown browser"} on ${system}`;
}

/**
 * The address with its host part hidden: "203.0.113.*" (IPv4), "2001:db8:85a3:*" (the first
 * 48 bits of IPv6, a provider's block); null when the session has none.
 */
export function maskIpAddress(ip: string | null | undefined): string | null {
  const address = ip?.trim();
  if (!address) return null;
  const v4 = /^(?:::ffff:)?(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.\d{1,3}$/i.exec(address);
  if (v4) return `${v4[1]}.${v4[2]}.${v4[3]}.*`;
  if (address.includes(":")) {
    // Leading zeros dropped: better-auth stores addresses in their long form ("2001:0db8:…").
    const groups = address
      .split("::")[0]
      .split(":")
      .filter(Boolean)
      .slice(0, 3)
      .map((group) => group.replace(/^0+(?=.)/, "").toLowerCase());
    return groups.length > 0 ? `${groups.join(":")}:*` : "*";
  }
  return null;
}
