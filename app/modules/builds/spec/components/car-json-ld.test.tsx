// schema.org/Car JSON-LD: the fields search engines read, and member text that cannot end the
// <script> element it is written into.
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { carJsonLd, JsonLd, serializeJsonLd } from "./car-json-ld";

const HOSTILE = `Turbo </script><script>alert("pwned")</script> <!-- & \u2028 done`;

const input = {
  url: "https://camber.example/builds/0f8fad5b-d9cb-469f-a165-70867728950e",
  title: HOSTILE,
  carMake: "Nissan",
  carModel: "Skyline GT-R </SCRIPT>",
  carYear: 1999,
  description: "RB26 on 520whp",
  image: "https://camber.example/uploads/builds/u/1-0-abcdefabcdef-1600.webp",
  spec: { displacementCc: 2568, powerHp: 520, engineCode: "RB26DETT" },
};

describe("carJsonLd", () => {
  it("describes the car with schema.org's Car fields", () => {
    expect(carJsonLd(input)).toEqual({
      "@context": "https://schema.org",
      "@type": "Car",
      name: HOSTILE,
      brand: { "@type": "Brand", name: "Nissan" },
      model: "Skyline GT-R </SCRIPT>",
      vehicleModelDate: "1999",
      image: input.image,
      description: "RB26 on 520whp",
      vehicleEngine: {
        "@type": "EngineSpecification",
        name: "RB26DETT",
        engineDisplacement: { "@type": "QuantitativeValue", value: 2568, unitCode: "CMQ" },
        enginePower: { "@type": "QuantitativeValue", value: 520, unitCode: "BHP" },
      },
      url: input.url,
    });
  });

  it("leaves out what is not known", () => {
    const data = carJsonLd({ ...input, carYear: null, image: null, spec: null });
    expect(data).not.toHaveProperty("vehicleModelDate");
    expect(data).not.toHaveProperty("image");
    expect(data).not.toHaveProperty("vehicleEngine");
  });
});

describe("JSON-LD in the page", () => {
  it("cannot be closed or commented out by member text, and reads back as the same data", () => {
    const data = carJsonLd(input);
    const json = serializeJsonLd(data);
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(json)).toEqual(data);

    const html = renderToString(<JsonLd data={data} />);
    expect(html.startsWith('<script type="application/ld+json">')).toBe(true);
    // The element's own end tag is the only one.
    expect(html.match(/<\/script/gi)).toHaveLength(1);
    expect(html).not.toContain("<!--");
    expect(html).not.toContain("<script>");
    const body = html.slice(html.indexOf(">") + 1, html.lastIndexOf("</script>"));
    expect(JSON.parse(body)).toEqual(data);
  });
});
