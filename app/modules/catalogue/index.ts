// The catalogue area as other areas see it (isomorphic). The lookups read the whole data set:
// call them in loaders, actions and server code; a browser component uses CatalogueCombobox,
// which asks the suggestion route (CATALOGUE_SUGGEST_PATH), so the data stays out of its bundle.
export {
  type CatalogueSuggestion,
  type ChassisEntry,
  catalogueKey,
  catalogueVersion,
  chassisCodesFor,
  findChassis,
  findMake,
  interpretSearch,
  type MakeEntry,
  normaliseMake,
  suggestChassis,
  suggestMakes,
  suggestModels,
} from "./catalogue";
export {
  CATALOGUE_SUGGEST_PATH,
  CatalogueCombobox,
  type CatalogueField,
  catalogueSource,
} from "./components/catalogue-combobox";
