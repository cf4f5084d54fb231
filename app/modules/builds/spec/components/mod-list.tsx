// The mod list on a build page: one table per category in the owner's order, with status badges,
// install date, mileage and cost, each category's installed total and the build's installed cost
// (per currency). What it shows of costs was decided on the server (./mod-list-view.ts): a
// visitor of a build whose owner hides costs gets no cost column and no totals.
import { SectionTitle } from "~/components/page";
import { Badge } from "~/components/ui/badge";
import { cn } from "~/lib/utils";
import type { ModCategoryView, ModListView, ModView } from "./mod-list-view";
import { ScrollRegion } from "./scroll-region";

function StatusBadge({ mod }: { mod: ModView }) {
  return (
    <Badge
      variant={mod.status === "installed" ? "default" : "outline"}
      className={cn(mod.status === "removed" && "text-muted-foreground line-through")}
    >
      {mod.text.status}
    </Badge>
  );
}

function Dash() {
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="sr-only">Not given</span>
    </>
  );
}

function CategoryTable({ group, withCosts }: { group: ModCategoryView; withCosts: boolean }) {
  const id = `mods-${group.category}`;
  const label = group.label;
  return (
    <section aria-labelledby={id} className="min-w-0">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h3 id={id} className="font-display font-semibold text-lg uppercase tracking-wide">
          {label}
        </h3>
        {withCosts && group.installedTotalText ? (
          <p className="text-muted-foreground text-sm tabular">
            Installed: {group.installedTotalText}
          </p>
        ) : null}
      </div>
      <ScrollRegion labelledBy={id}>
        <table className="w-full min-w-[34rem] table-fixed border-collapse text-left text-sm">
          <caption className="sr-only">{label} mods</caption>
          <thead>
            <tr className="border-border/60 border-b text-muted-foreground">
              <th scope="col" className="w-[38%] py-2 pr-4 font-medium">
                Part
              </th>
              <th scope="col" className="w-[16%] py-2 pr-4 font-medium">
                Status
              </th>
              <th scope="col" className="w-[18%] py-2 pr-4 font-medium">
                Installed
              </th>
              <th scope="col" className="w-[13%] py-2 pr-4 font-medium">
                Mileage
              </th>
              {withCosts ? (
                <th scope="col" className="w-[15%] py-2 text-right font-medium">
                  Cost
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody>
            {group.mods.map((mod) => (
              <tr key={mod.id} className="border-border/40 border-b align-top last:border-b-0">
                <th scope="row" className="py-2 pr-4 font-medium [overflow-wrap:anywhere]">
                  {mod.brand ? <span className="text-muted-foreground">{mod.brand} </span> : null}
                  {mod.partName}
                  {mod.partNumber ? (
                    <span className="block font-normal text-muted-foreground text-xs">
                      Part no. {mod.partNumber}
                    </span>
                  ) : null}
                </th>
                <td className="py-2 pr-4">
                  <StatusBadge mod={mod} />
                </td>
                <td className="whitespace-nowrap py-2 pr-4 tabular">
                  {mod.installedOn && mod.text.installedOn ? (
                    <time dateTime={mod.installedOn}>{mod.text.installedOn}</time>
                  ) : (
                    <Dash />
                  )}
                </td>
                <td className="whitespace-nowrap py-2 pr-4 tabular">
                  {mod.text.mileage ?? <Dash />}
                </td>
                {withCosts ? (
                  <td className="whitespace-nowrap py-2 text-right tabular">
                    {mod.text.cost ?? <Dash />}
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </section>
  );
}

export function ModList({ view }: { view: ModListView | null }) {
  if (!view) return null;
  const withCosts = view.costs !== "withheld";
  return (
    <section aria-labelledby="mod-list" className="flex flex-col gap-6">
      <div className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-2">
        <SectionTitle id="mod-list">Mod List</SectionTitle>
        {withCosts && view.installedCostText ? (
          <p className="text-sm">
            <span className="text-muted-foreground">Installed cost </span>
            <span className="font-semibold tabular">{view.installedCostText}</span>
          </p>
        ) : null}
      </div>
      {view.costs === "hidden-from-visitors" ? (
        <p className="-mt-3 text-muted-foreground text-sm">
          Costs are hidden from visitors: only you see them.
        </p>
      ) : null}
      {view.categories.map((group) => (
        <CategoryTable key={group.category} group={group} withCosts={withCosts} />
      ))}
    </section>
  );
}
