// How the spec sheet writes its numbers: the way car people write them ("18x9.5 ET35",
// "-2.5°", "2,998 cc"). Pure and locale-fixed, so the server's HTML and the browser's render agree.
import type { SpecSheet, WheelFitment } from "../queries.server";

const number = new Intl.NumberFormat("en-US", { maximumFractionDigits: 2 });

export function formatNumber(value: number): string {
  return number.format(value);
}

/** "-2.5°", "+0.5°", "0°" */
export function formatCamber(degrees: number): string {
  const sign = degrees > 0 ? "+" : degrees < 0 ? "−" : "";
  return `${sign}${number.format(Math.abs(degrees))}°`;
}

/** "ET35", "ET-12" (positive offsets carry no sign, as wheel makers write them) */
export function formatOffset(mm: number): string {
  return `ET${mm}`;
}

/** "18x9.5 ET35", "18x9.5", "18″", or null when neither diameter nor width is known. */
export function formatWheelSize(wheel: Pick<WheelFitment, "diameterIn" | "widthIn" | "offsetMm">) {
  const { diameterIn, widthIn, offsetMm } = wheel;
  let size: string | null = null;
  if (diameterIn !== null && widthIn !== null)
    size = `${number.format(diameterIn)}x${number.format(widthIn)}`;
  else if (diameterIn !== null) size = `${number.format(diameterIn)}″`;
  else if (widthIn !== null) size = `${number.format(widthIn)}″ wide`;
  if (offsetMm === null) return size;
  return size ? `${size} ${formatOffset(offsetMm)}` : formatOffset(offsetMm);
}

/** "2,998 cc" */
export function formatDisplacement(cc: number): string {
  return `${number.format(cc)} cc`;
}

/** "450 hp at the wheels" / "450 hp" */
export function formatPower(spec: Pick<SpecSheet, "powerHp" | "powerMeasuredAt">): string | null {
  if (spec.powerHp === null) return null;
  const where =
    spec.powerMeasuredAt === "wheel"
      ? " at the wheels"
      : spec.powerMeasuredAt === "crank"
        ? " at the crank"
        : "";
  return `${number.format(spec.powerHp)} hp${where}`;
}

export function formatTorque(nm: number): string {
  return `${number.format(nm)} Nm`;
}

/** "Mar 4, 2025" for a YYYY-MM-DD date (a calendar day: no time zone can move it). */
const day = new Intl.DateTimeFormat("en-US", {
  year: "numeric",
  month: "short",
  day: "numeric",
  timeZone: "UTC",
});
export function formatDay(isoDate: string): string {
  return day.format(new Date(`${isoDate}T00:00:00Z`));
}
