import { describe, expect, it } from "vitest";
import { timeZoneAt } from "./time-zone.server";

describe("timeZoneAt", () => {
  it("finds the zone of a city from its coordinates", async () => {
    expect(await timeZoneAt(45.5152, -122.6784)).toBe("America/Los_Angeles"); // Portland, OR
    expect(await timeZoneAt(51.5072, -0.1276)).toBe("Europe/London");
    expect(await timeZoneAt(-33.8688, 151.2093)).toBe("Australia/Sydney");
    expect(await timeZoneAt(40.7128, -74.006)).toBe("America/New_York");
  });

  it("gives no zone in the open ocean (only nautical zones there)", async () => {
    expect(await timeZoneAt(0, -140)).toBeNull();
  });
});
