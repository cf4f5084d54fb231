// First-level region names for the countries whose GeoNames admin codes mean something to people
// (US state codes are already readable: "OR"). Used to label and disambiguate gazetteer cities:
// "Portland, OR, United States", "London, ON, Canada" vs "London, England, United Kingdom".

export const US_STATES: Record<string, string> = {
  AL: "Alabama",
  AK: "Alaska",
  AZ: "Arizona",
  AR: "Arkansas",
  CA: "California",
  CO: "Colorado",
  CT: "Connecticut",
  DE: "Delaware",
  DC: "District of Columbia",
  FL: "Florida",
  GA: "Georgia",
  HI: "Hawaii",
  ID: "Idaho",
  IL: "Illinois",
  IN: "Indiana",
  IA: "Iowa",
  KS: "Kansas",
  KY: "Kentucky",
  LA: "Louisiana",
  ME: "Maine",
  MD: "Maryland",
  MA: "Massachusetts",
  MI: "Michigan",
  MN: "Minnesota",
  MS: "Mississippi",
  MO: "Missouri",
  MT: "Montana",
  NE: "Nebraska",
  NV: "Nevada",
  NH: "New Hampshire",
  NJ: "New Jersey",
  NM: "New Mexico",
  NY: "New York",
  NC: "North Carolina",
  ND: "North Dakota",
  OH: "Ohio",
  OK: "Oklahoma",
  OR: "Oregon",
  PA: "Pennsylvania",
  RI: "Rhode Island",
  SC: "South Carolina",
  SD: "South Dakota",
  TN: "Tennessee",
  TX: "Texas",
  UT: "Utah",
  VT: "Vermont",
  VA: "Virginia",
  WA: "Washington",
  WV: "West Virginia",
  WI: "Wisconsin",
  WY: "Wyoming",
};

/** Canadian provinces by GeoNames admin1 code, with their postal abbreviations. */
const CA_PROVINCES: Record<string, [string, string]> = {
  "01": ["AB", "Alberta"],
  "02": ["BC", "British Columbia"],
  "03": ["MB", "Manitoba"],
  "04": ["NB", "New Brunswick"],
  "05": ["NL", "Newfoundland and Labrador"],
  "07": ["NS", "Nova Scotia"],
  "08": ["ON", "Ontario"],
  "09": ["PE", "Prince Edward Island"],
  "10": ["QC", "Quebec"],
  "11": ["SK", "Saskatchewan"],
  "12": ["YT", "Yukon"],
  "13": ["NT", "Northwest Territories"],
  "14": ["NU", "Nunavut"],
};

const AU_STATES: Record<string, [string, string]> = {
  "01": ["ACT", "Australian Capital Territory"],
  "02": ["NSW", "New South Wales"],
  "03": ["NT", "Northern Territory"],
  "04": ["QLD", "Queensland"],
  "05": ["SA", "South Australia"],
  "06": ["TAS", "Tasmania"],
  "07": ["VIC", "Victoria"],
  "08": ["WA", "Western Australia"],
};

const GB_NATIONS: Record<string, string> = {
  ENG: "England",
  SCT: "Scotland",
  WLS: "Wales",
  NIR: "Northern Ireland",
};

export interface Region {
  /** Shown in labels: "OR", "ON", "NSW", "England". */
  short: string;
  /** Also matched when people type it: "Oregon", "Ontario". */
  names: string[];
}

export function regionOf(country: string, adminCode: string): Region | null {
  if (country === "US" && US_STATES[adminCode]) {
    return { short: adminCode, names: [adminCode, US_STATES[adminCode]] };
  }
  if (country === "CA" && CA_PROVINCES[adminCode]) {
    const [code, name] = CA_PROVINCES[adminCode];
    return { short: code, names: [code, name] };
  }
  if (country === "AU" && AU_STATES[adminCode]) {
    const [code, name] = AU_STATES[adminCode];
    return { short: code, names: [code, name] };
  }
  if (country === "GB" && GB_NATIONS[adminCode]) {
    return { short: GB_NATIONS[adminCode], names: [GB_NATIONS[adminCode]] };
  }
  return null;
}

let countryNames: Intl.DisplayNames | undefined;

/** "United States" for "US"; the code itself if the runtime has no name for it. */
export function countryName(code: string): string {
  countryNames ??= new Intl.DisplayNames(["en"], { type: "region" });
  try {
    return countryNames.of(code) ?? code;
  } catch {
    return code;
  }
}

/** Extra names people type for a country. */
export const COUNTRY_ALIASES: Record<string, string[]> = {
  US: ["USA", "United States of America", "America"],
  GB: ["UK", "Great Britain", "Britain"],
  AE: ["UAE"],
};
