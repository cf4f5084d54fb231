// schema.org/Car for a build page, as JSON-LD. The JSON is written into a <script> element, so
// member text in it ("</script><script>…", "<!--") must not be able to end that element: every
// "<", ">" and "&" is written as a \u escape (still the same JSON to any reader), and so are the
// line and paragraph separators some older parsers trip on.
import type { SpecSheet } from "../queries.server";

export interface CarJsonLdInput {
  url: string;
  title: string;
  carMake: string;
  carModel: string;
  carYear: number | null;
  description: string;
  image: string | null;
  spec: Pick<SpecSheet, "displacementCc" | "powerHp" | "engineCode"> | null;
}

export function carJsonLd(input: CarJsonLdInput): Record<string, unknown> {
  const { spec } = input;
  const engine: Record<string, unknown> = {};
  if (spec?.engineCode) engine.name = spec.engineCode;
  if (spec?.displacementCc != null) {
    // CMQ: cubic centimetre (UN/CEFACT), as schema.org's QuantitativeValue asks.
    engine.engineDisplacement = {
      "@type": "QuantitativeValue",
      value: spec.displacementCc,
      unitCode: "CMQ",
    };
  }
  if (spec?.powerHp != null) {
    // BHP: brake horsepower (UN/CEFACT).
    engine.enginePower = { "@type": "QuantitativeValue", value: spec.powerHp, unitCode: "BHP" };
  }
  return {
    "@context": "https://schema.org",
    "@type": "Car",
    name: input.title,
    brand: { "@type": "Brand", name: input.carMake },
    model: input.carModel,
    ...(input.carYear ? { vehicleModelDate: String(input.carYear) } : {}),
    ...(input.image ? { image: input.image } : {}),
    description: input.description,
    ...(Object.keys(engine).length > 0
      ? { vehicleEngine: { "@type": "EngineSpecification", ...engine } }
      : {}),
    url: input.url,
  };
}

const UNSAFE_IN_SCRIPT: Record<string, string> = {
  "<": "\\u003c",
  ">": "\\u003e",
  "&": "\\u0026",
  "\u2028": "\\u2028",
  "\u2029": "\\u2029",
};

/** JSON that cannot close or comment out the <script> element it is written into. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (c) => UNSAFE_IN_SCRIPT[c]);
}

export function JsonLd({ data, nonce }: { data: unknown; nonce?: string }) {
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      // Browsers hide a nonce from the DOM once parsed: the hydrated attribute never matches.
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: escaped above so no text can end the element
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  );
}
