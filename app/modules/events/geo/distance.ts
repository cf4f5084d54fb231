// Great-circle distance between two points (haversine). Client-safe and pure; the SQL twin that
// orders Near Me lives in ../queries.server.ts and must compute the same thing.

/** Mean Earth radius (IUGG), in km. */
export const EARTH_RADIUS_KM = 6371.0088;
export const KM_PER_MILE = 1.609344;

export interface LatLng {
  latitude: number;
  longitude: number;
}

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

export function haversineKm(a: LatLng, b: LatLng): number {
  const dLat = toRadians(b.latitude - a.latitude);
  const dLng = toRadians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(a.latitude)) * Math.cos(toRadians(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

export function isValidLatLng(point: LatLng): boolean {
  return (
    Number.isFinite(point.latitude) &&
    Number.isFinite(point.longitude) &&
    Math.abs(point.latitude) <= 90 &&
    Math.abs(point.longitude) <= 180
  );
}

/**
 * A card's distance, in miles (the site speaks en-US) with kilometres alongside:
 * '< 1 mi (1 km) away', '12 mi (19 km) away', '1,204 mi (1,938 km) away'.
 */
export function formatDistance(km: number): string {
  const miles = km / KM_PER_MILE;
  const mi = miles < 1 ? "< 1 mi" : `${Math.round(miles).toLocaleString("en-US")} mi`;
  const kmText = `${Math.max(1, Math.round(km)).toLocaleString("en-US")} km`;
  return `${mi} (${kmText}) away`;
}
