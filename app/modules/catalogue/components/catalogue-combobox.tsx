// A make, model or chassis field that suggests from the catalogue through its resource route,
// so the browser never loads the data set. Put it in a Field like any input (fieldProps for
// the ARIA wiring); it sends free text without JavaScript.
import { Combobox, type ComboboxProps } from "~/components/ui/combobox";

/** The resource route of the catalogue's suggestions (app/routes/resources/catalogue.ts). */
export const CATALOGUE_SUGGEST_PATH = "/catalogue/suggest";

export type CatalogueField = "make" | "model" | "chassis";

/**
 * Where a field's suggestions come from: the route's URL with what is known (a fixed make or
 * model), and the form fields to read the rest from as the member types.
 */
export function catalogueSource(
  field: CatalogueField,
  known: { make?: string; model?: string; makeField: string; modelField: string },
) {
  const params = new URLSearchParams({ field });
  const related: Record<string, string> = {};
  if (field !== "make") {
    if (known.make !== undefined) params.set("make", known.make);
    else related.make = known.makeField;
  }
  if (field === "chassis") {
    if (known.model !== undefined) params.set("model", known.model);
    else related.model = known.modelField;
  }
  return { source: `${CATALOGUE_SUGGEST_PATH}?${params}`, related };
}

export function CatalogueCombobox({
  field,
  makeField = "carMake",
  modelField = "carModel",
  make,
  model,
  listLabel,
  ...input
}: Omit<ComboboxProps, "source" | "related" | "listLabel"> & {
  field: CatalogueField;
  /** The name of the form's make field, whose value narrows model and chassis suggestions. */
  makeField?: string;
  /** The name of the form's model field, whose value narrows chassis suggestions. */
  modelField?: string;
  /** A known make, for a form without a make field (a spec sheet of a saved build). */
  make?: string;
  /** A known model, for a form without a model field. */
  model?: string;
  listLabel?: string;
}) {
  const { source, related } = catalogueSource(field, { make, model, makeField, modelField });
  return (
    <Combobox {...input} source={source} related={related} listLabel={listLabel ?? "Suggestions"} />
  );
}
