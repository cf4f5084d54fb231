import { describe, expect, it } from "vitest";
import { formatDistance, haversineKm, isValidLatLng } from "./distance";

const PORTLAND = { latitude: 45.52345, longitude: -122.67621 };
const SEATTLE = { latitude: 47.60621, longitude: -122.33207 };

describe("haversineKm", () => {
  it("measures great-circle distances", () => {
    expect(haversineKm(PORTLAND, PORTLAND)).toBe(0);
    expect(haversineKm(PORTLAND, SEATTLE)).toBeCloseTo(233.1, 0);
    expect(haversineKm(SEATTLE, PORTLAND)).toBeCloseTo(haversineKm(PORTLAND, SEATTLE), 9);
    // London → New York, about 5,570 km.
    expect(
      haversineKm(
        { latitude: 51.5074, longitude: -0.1278 },
        { latitude: 40.7128, longitude: -74.006 },
      ),
    ).toBeCloseTo(5570, -1);
  });

  it("goes the short way across the date line and stays finite at the antipode", () => {
    const fiji = { latitude: -17.7134, longitude: 178.065 };
    const samoa = { latitude: -13.759, longitude: -172.1046 };
    expect(haversineKm(fiji, samoa)).toBeLessThan(1200);
    const antipode = haversineKm({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 180 });
    expect(antipode).toBeCloseTo(Math.PI * 6371.0088, 3);
  });
});

describe("formatDistance", () => {
  it("says miles with kilometres alongside", () => {
    expect(formatDistance(0.4)).toBe("< 1 mi (1 km) away");
    expect(formatDistance(19.3)).toBe("12 mi (19 km) away");
    expect(formatDistance(1938)).toBe("1,204 mi (1,938 km) away");
  });
});

describe("isValidLatLng", () => {
  it("accepts the globe only", () => {
    expect(isValidLatLng(PORTLAND)).toBe(true);
    expect(isValidLatLng({ latitude: 91, longitude: 0 })).toBe(false);
    expect(isValidLatLng({ latitude: 0, longitude: -180.5 })).toBe(false);
    expect(isValidLatLng({ latitude: Number.NaN, longitude: 0 })).toBe(false);
  });
});
