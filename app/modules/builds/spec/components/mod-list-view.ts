// What the build page shows of a mod list, made on the server: the mods grouped by category in the
// owner's order, each category's installed total and the build's installed cost, per currency
// (amounts in different currencies are never added together). When the owner hides what the mods
// cost, a visitor's copy carries no cost at all (not just hidden by the page: the loader data holds
// none); the owner still gets them, marked as hidden from visitors.
// Every label, date and amount is written out here too, so the page's component only lays them out
// (the labels and formatters stay off the build page's JavaScript).
import type { BuildMod } from "../queries.server";
import { MOD_CATEGORY, MOD_STATUS } from "../values";
import { formatDay, formatNumber } from "./spec-format";

/** An amount in minor units (cents) of one currency. */
export interface Money {
  currency: string;
  minor: number;
}

export type ModView = Omit<BuildMod, "costMinor" | "currency" | "sortOrder"> & {
  /** Absent when the cost is hidden from this viewer, null when the owner gave none. */
  cost?: Money | null;
  /** As the page writes them ("Installed", "Mar 4, 2024", "61,000", "$2,100"); null: not given. */
  text: {
    status: string;
    installedOn: string | null;
    mileage: string | null;
    cost?: string | null;
  };
};

export interface ModCategoryView {
  category: BuildMod["category"];
  label: string;
  mods: ModView[];
  /** Sum of the category's installed mods, per currency; absent when costs are hidden. */
  installedTotal?: Money[];
  /** "$2,100 + €1,800" */
  installedTotalText?: string;
}

export interface ModListView {
  categories: ModCategoryView[];
  /** Sum of all installed mods, per currency; absent when costs are hidden from this viewer. */
  installedCost?: Money[];
  installedCostText?: string;
  /** "shown" to everyone, "hidden" from visitors (the owner sees them marked), or "none" sent. */
  costs: "shown" | "hidden-from-visitors" | "withheld";
}

/** Adds `cost` into the per-currency sums, keeping the currencies in the order first met. */
function addTo(sums: Money[], cost: Money | null | undefined) {
  if (!cost) return;
  const sum = sums.find((s) => s.currency === cost.currency);
  if (sum) sum.minor += cost.minor;
  else sums.push({ ...cost });
}

export function modListView(
  mods: BuildMod[],
  options: { hideCosts: boolean; isOwner: boolean },
): ModListView | null {
  if (mods.length === 0) return null;
  const withCosts = !options.hideCosts || options.isOwner;
  const categories: ModCategoryView[] = [];
  const installedCost: Money[] = [];
  // The mods come in the owner's order; a category sits where its first mod is.
  const sorted = [...mods].sort((a, b) => a.sortOrder - b.sortOrder);
  for (const { costMinor, currency, sortOrder: _, ...mod } of sorted) {
    let group = categories.find((c) => c.category === mod.category);
    if (!group) {
      group = {
        category: mod.category,
        label: MOD_CATEGORY.label(mod.category),
        mods: [],
        ...(withCosts ? { installedTotal: [] } : {}),
      };
      categories.push(group);
    }
    const text = {
      status: MOD_STATUS.label(mod.status),
      installedOn: mod.installedOn ? formatDay(mod.installedOn) : null,
      mileage: mod.mileage !== null ? formatNumber(mod.mileage) : null,
    };
    if (!withCosts) {
      group.mods.push({ ...mod, text });
      continue;
    }
    const cost = costMinor !== null && currency ? { currency, minor: costMinor } : null;
    group.mods.push({ ...mod, cost, text: { ...text, cost: cost ? formatMoney(cost) : null } });
    if (mod.status === "installed" && group.installedTotal) {
      addTo(group.installedTotal, cost);
      addTo(installedCost, cost);
    }
  }
  if (!withCosts) return { categories, costs: "withheld" };
  for (const group of categories) {
    if (group.installedTotal?.length)
      group.installedTotalText = formatMoneyList(group.installedTotal);
  }
  return {
    categories,
    installedCost,
    installedCostText: formatMoneyList(installedCost),
    costs: options.hideCosts ? "hidden-from-visitors" : "shown",
  };
}

/** "$1,250" · "€45.50" · "¥120,000": minor units are hundredths, as the mod form stores them. */
export function formatMoney({ currency, minor }: Money): string {
  const whole = minor % 100 === 0;
  try {
    return new Intl.NumberFormat("en-US", {
      style: "currency",
      currency,
      minimumFractionDigits: whole ? 0 : 2,
      maximumFractionDigits: 2,
    }).format(minor / 100);
  } catch {
    // A code Intl does not know: the number and the code, never a crash of the page.
    return `${(minor / 100).toLocaleString("en-US")} ${currency}`;
  }
}

/** "$1,250 + €300": the sums of several currencies side by side, never added together. */
export function formatMoneyList(sums: Money[]): string {
  return sums.length === 0 ? "—" : sums.map(formatMoney).join(" + ");
}
