// The make/model/chassis catalogue: lookups over the curated data set in ./dataset/cars.json.
// Pure and synchronous, so loaders, use-cases and the suggestion route share one reading of
// the data. Call them on the server: the browser gets suggestions from the resource route
// /catalogue/suggest, and a bundle that only imports this module (through the area's index)
// leaves the data out because nothing here runs until a lookup is called.
import data from "./dataset/cars.json";

/** A chassis or platform code (or a family of them, "E9x") and the cars it names. */
export interface ChassisEntry {
  code: string;
  make: string;
  models: string[];
  yearFrom: number;
  /** null: still built. */
  yearTo: number | null;
  /** The family code the chassis belongs to ("E9x" for E90-E93). */
  family?: string;
  /** Other names enthusiasts use for it ("MK4", "1J"); matched only with the make named. */
  aliases?: string[];
  /** Set on a family's own entry: the codes of its members. */
  members?: string[];
}

export interface MakeEntry {
  name: string;
  aliases: string[];
  models: string[];
  /** Also an ordinary word ("Mini", "Ram", "SEAT"): a search reads it as the make only in context. */
  commonWord?: boolean;
}

/** One suggestion: the value put in the field, and what the list shows when it says more. */
export interface CatalogueSuggestion {
  value: string;
  label?: string;
}

/** The data set's version ("2026.11.1"). */
export function catalogueVersion(): string {
  return data.version;
}

/**
 * The comparison key of a name or code: accents, case, spaces and punctuation do not count
 * ("Mercedes Benz" = "mercedes-benz", "Citroen" = "Citroën", "e36/7" = "E36/7").
 */
export function catalogueKey(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, "");
}

/**
 * The lookups over the data set, built on first use: nothing runs when the module loads, so a
 * bundle that imports this module without calling it leaves the data out.
 */
function buildIndex() {
  const makes: readonly MakeEntry[] = data.makes;
  const chassis: readonly ChassisEntry[] = data.chassis as ChassisEntry[];
  const makeByKey = new Map<string, MakeEntry>();
  for (const make of makes) {
    for (const name of [make.name, ...make.aliases]) makeByKey.set(catalogueKey(name), make);
  }

  const chassisByKey = new Map<string, ChassisEntry>();
  for (const entry of chassis) chassisByKey.set(catalogueKey(entry.code), entry);

  /** Aliases may repeat across makes ("MK4" is a Golf and a Supra): a key holds every owner. */
  const chassisByAlias = new Map<string, ChassisEntry[]>();
  for (const entry of chassis) {
    for (const alias of entry.aliases ?? []) {
      const key = catalogueKey(alias);
      chassisByAlias.set(key, [...(chassisByAlias.get(key) ?? []), entry]);
    }
  }

  const familyMembers = new Map<string, ChassisEntry[]>();
  for (const entry of chassis) {
    if (!entry.family) continue;
    const key = catalogueKey(entry.family);
    familyMembers.set(key, [...(familyMembers.get(key) ?? []), entry]);
  }

  /** The models of each make: its own list, then the models its chassis name. */
  const modelsByMake = new Map<string, string[]>();
  for (const make of makes) {
    const models = [...make.models];
    const seen = new Set(models.map(catalogueKey));
    for (const entry of chassis) {
      if (entry.make !== make.name) continue;
      for (const model of entry.models) {
        if (seen.has(catalogueKey(model))) continue;
        seen.add(catalogueKey(model));
        models.push(model);
      }
    }
    modelsByMake.set(make.name, models);
  }

  /**
   * Codes that are also another make's model name ("A4" is a Golf platform and an Audi; "C4" a
   * Corvette and a Citroën): a search reads them as a chassis only when it names the chassis's make.
   */
  const ambiguousCodes = new Set<string>();
  for (const [make, models] of modelsByMake) {
    for (const model of models) {
      const owner = chassisByKey.get(catalogueKey(model));
      if (owner && owner.make !== make) ambiguousCodes.add(catalogueKey(model));
    }
  }

  /** How many words the longest make name or alias has ("Mercedes Benz", "Aston Martin"). */
  const maxMakeWords = Math.max(
    ...makes.flatMap((make) => [make.name, ...make.aliases].map((n) => n.split(/\s+/).length)),
  );

  const makesByName = [...makes].sort((a, b) => a.name.localeCompare(b.name, "en"));
  /**
   * The words that put a make in context: the first word of each of its models and its chassis
   * codes and aliases ("Mini Cooper", "Ram 1500", "SEAT Leon", "Mini R53").
   */
  const wordsOfMake = new Map<string, Set<string>>();
  for (const [make, models] of modelsByMake) {
    const found = new Set(models.map((model) => catalogueKey(model.split(/\s+/)[0])));
    for (const entry of chassis) {
      if (entry.make !== make) continue;
      for (const code of [entry.code, ...(entry.aliases ?? [])]) found.add(catalogueKey(code));
    }
    wordsOfMake.set(make, found);
  }

  return {
    makes,
    chassis,
    wordsOfMake,
    makeByKey,
    chassisByKey,
    chassisByAlias,
    familyMembers,
    modelsByMake,
    ambiguousCodes,
    maxMakeWords,
    makesByName,
  };
}

let built: ReturnType<typeof buildIndex> | undefined;
function idx() {
  built ??= buildIndex();
  return built;
}

function familyEntry(family: string, members: ChassisEntry[]): ChassisEntry {
  const models = [...new Set(members.flatMap((member) => member.models))];
  return {
    code: members[0].family ?? family,
    make: members[0].make,
    models,
    yearFrom: Math.min(...members.map((member) => member.yearFrom)),
    yearTo: members.some((member) => member.yearTo === null)
      ? null
      : Math.max(...members.map((member) => member.yearTo ?? 0)),
    members: members.map((member) => member.code),
  };
}

/** The canonical make for an alias or a case variant ("vw" → "Volkswagen"), else the input trimmed. */
export function normaliseMake(input: string): string {
  const trimmed = input.trim();
  return idx().makeByKey.get(catalogueKey(trimmed))?.name ?? trimmed;
}

/** The catalogue's make for a name or alias, if it knows it. */
export function findMake(input: string): MakeEntry | undefined {
  return idx().makeByKey.get(catalogueKey(input));
}

/**
 * The chassis a code names, case-insensitive: a code, a family ("E9x": an entry spanning its
 * members, with `members`), or an alias that only one chassis carries (with `make`, an alias of
 * that make's chassis: "MK7" of Volkswagen).
 */
export function findChassis(code: string, make?: string): ChassisEntry | undefined {
  const key = catalogueKey(code);
  if (!key) return undefined;
  const entry = idx().chassisByKey.get(key);
  if (entry) return entry;
  const members = idx().familyMembers.get(key);
  if (members) return familyEntry(code, members);
  const owners = idx().chassisByAlias.get(key) ?? [];
  const canonicalMake = make ? normaliseMake(make) : undefined;
  const candidates = canonicalMake ? owners.filter((o) => o.make === canonicalMake) : owners;
  return candidates.length === 1 ? candidates[0] : undefined;
}

/** The chassis codes a code stands for: a family's members, a code or alias's own code, else none. */
export function chassisCodesFor(code: string, make?: string): string[] {
  const entry = findChassis(code, make);
  if (!entry) return [];
  return entry.members ?? [entry.code];
}

/**
 * The words of a search that name a make (alias or canonical) or a chassis code, and the other
 * words: "VW GTI" → makes [Volkswagen], rest "GTI"; "E46" → chassis [E46], rest ""; "E9x" → the
 * E90-E93. A code that is also another make's model ("A4") counts as a chassis only beside its
 * make's name, and so does a chassis alias ("VW MK7"). A make that is also an ordinary word
 * ("mini", "ram", "seat") counts alone or before one of its models or codes ("Mini Cooper"), not
 * in "bucket seat" or "ram air".
 */
export function interpretSearch(q: string): {
  makes: string[];
  chassis: ChassisEntry[];
  rest: string;
} {
  const words = q.trim().split(/\s+/).filter(Boolean);
  const makes: string[] = [];
  const left: string[] = [];
  for (let i = 0; i < words.length; ) {
    let matched = 0;
    for (let size = Math.min(idx().maxMakeWords, words.length - i); size > 0 && !matched; size--) {
      const make = idx().makeByKey.get(catalogueKey(words.slice(i, i + size).join(" ")));
      const next = words[i + size];
      const inContext =
        !make?.commonWord ||
        size === words.length ||
        (next !== undefined && idx().wordsOfMake.get(make.name)?.has(catalogueKey(next)));
      if (make && inContext) {
        if (!makes.includes(make.name)) makes.push(make.name);
        matched = size;
      }
    }
    if (matched) i += matched;
    else left.push(words[i++]);
  }

  const chassis: ChassisEntry[] = [];
  const rest: string[] = [];
  for (const word of left) {
    const key = catalogueKey(word);
    let entries: ChassisEntry[] = [];
    const direct = idx().chassisByKey.get(key);
    const family = idx().familyMembers.get(key);
    if (direct && (!idx().ambiguousCodes.has(key) || makes.includes(direct.make)))
      entries = [direct];
    else if (family) entries = family;
    else {
      const owners = (idx().chassisByAlias.get(key) ?? []).filter((o) => makes.includes(o.make));
      if (owners.length === 1) entries = owners;
    }
    if (entries.length === 0) rest.push(word);
    for (const entry of entries) if (!chassis.includes(entry)) chassis.push(entry);
  }
  return { makes, chassis, rest: rest.join(" ") };
}

const DEFAULT_LIMIT = 10;

/** Whether a name matches what was typed: from its start, or from the start of one of its words. */
function matchRank(name: string, typed: string): number | null {
  const key = catalogueKey(typed);
  if (!key) return 1;
  if (catalogueKey(name).startsWith(key)) return 0;
  // From each later word to the end, so "type r" finds "Civic Type R".
  for (const word of name.matchAll(/[\s\-/]+/g)) {
    if (catalogueKey(name.slice(word.index + word[0].length)).startsWith(key)) return 1;
  }
  return null;
}

function ranked<T>(items: readonly T[], rank: (item: T) => number | null, limit: number): T[] {
  return items
    .map((item, index) => ({ item, index, rank: rank(item) }))
    .filter((row): row is { item: T; index: number; rank: number } => row.rank !== null)
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .slice(0, limit)
    .map((row) => row.item);
}

/** Makes for what was typed: by name, then by alias ("vw" → Volkswagen); all makes when empty. */
export function suggestMakes(prefix: string, limit = DEFAULT_LIMIT): CatalogueSuggestion[] {
  const rows = ranked(
    idx().makesByName,
    (make) => {
      const byName = matchRank(make.name, prefix);
      if (byName !== null) return byName;
      const byAlias = make.aliases.some((alias) => matchRank(alias, prefix) === 0);
      return byAlias ? 0.5 : null;
    },
    limit,
  );
  return rows.map((make) => ({ value: make.name }));
}

/** Models for what was typed, of a make when it is known (any alias), else of every make. */
export function suggestModels(
  make: string,
  prefix: string,
  limit = DEFAULT_LIMIT,
): CatalogueSuggestion[] {
  const known = findMake(make);
  const models = known
    ? (idx().modelsByMake.get(known.name) ?? [])
    : [...new Set([...idx().modelsByMake.values()].flat())];
  return ranked(models, (model) => matchRank(model, prefix), limit).map((value) => ({ value }));
}

function yearsOf(entry: ChassisEntry): string {
  return `${entry.yearFrom}–${entry.yearTo ?? "present"}`;
}

/** Chassis codes for what was typed, of a make and a model when they are given and known. */
export function suggestChassis(
  make: string,
  model: string,
  prefix: string,
  limit = DEFAULT_LIMIT,
): CatalogueSuggestion[] {
  const known = findMake(make);
  const modelKey = catalogueKey(model);
  const ofCar = idx().chassis.filter(
    (entry) =>
      (!known || entry.make === known.name) &&
      (!known || !modelKey || entry.models.some((m) => catalogueKey(m) === modelKey)),
  );
  // A model the catalogue does not list for the make narrows nothing.
  const pool =
    ofCar.length > 0 ? ofCar : idx().chassis.filter((e) => !known || e.make === known.name);
  const families = [...idx().familyMembers.entries()]
    .filter(([, members]) => members.some((member) => pool.includes(member)))
    .map(([key, members]) => familyEntry(key, members));
  const rows = ranked(
    [...pool, ...families],
    (entry) => {
      const byCode = matchRank(entry.code, prefix);
      if (byCode !== null) return byCode;
      const byAlias = (entry.aliases ?? []).some((alias) => matchRank(alias, prefix) === 0);
      return byAlias ? 0.5 : null;
    },
    limit,
  );
  return rows.map((entry) => ({
    value: entry.code,
    label: `${entry.code} · ${entry.make} ${entry.models.join(", ")} (${yearsOf(entry)})`,
  }));
}
