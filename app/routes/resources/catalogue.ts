import { catalogueVersion, suggestChassis, suggestMakes, suggestModels } from "~/modules/catalogue";
import type { Route } from "./+types/catalogue";

/** Longest text a suggestion is looked up for: the make and model fields take 60 characters. */
const MAX_QUERY = 60;

/**
 * GET /catalogue/suggest?field=make|model|chassis&make=…&model=…&q=… — the catalogue's
 * suggestions for the make, model and chassis comboboxes, as `{ suggestions: [{ value, label? }] }`.
 * The data set only changes with a deploy: browsers and caches may keep an answer for an hour.
 */
export function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const text = (name: string) => (params.get(name) ?? "").slice(0, MAX_QUERY);
  const q = text("q");
  const field = params.get("field");
  const suggestions =
    field === "make"
      ? suggestMakes(q)
      : field === "model"
        ? suggestModels(text("make"), q)
        : field === "chassis"
          ? suggestChassis(text("make"), text("model"), q)
          : null;
  if (!suggestions) {
    return Response.json(
      { error: "field must be make, model or chassis" },
      { status: 400, headers: { "Cache-Control": "no-store" } },
    );
  }
  return Response.json(
    { suggestions },
    {
      headers: {
        "Cache-Control": "public, max-age=3600",
        "X-Catalogue-Version": catalogueVersion(),
      },
    },
  );
}
