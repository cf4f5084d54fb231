// The spec sheet and mod list checks: every limit on both sides, the formats, the messages and
// what a valid form turns into.
import { describe, expect, it } from "vitest";
import {
  emptyModRow,
  emptySpecForm,
  type ModRowValues,
  type SpecFormValues,
  specErrorKey,
} from "./form-values";
import { checkSpecForm, rangeMessage, SPEC_MESSAGES } from "./schemas";
import { LIMITS } from "./values";

function form(edit: (values: SpecFormValues) => void): SpecFormValues {
  const values = emptySpecForm();
  edit(values);
  return values;
}

const errorsOf = (values: SpecFormValues) => {
  const result = checkSpecForm(values);
  return result.ok ? {} : result.errors;
};

const ok = (values: SpecFormValues) => {
  const result = checkSpecForm(values);
  if (!result.ok) throw new Error(`expected no errors, got ${JSON.stringify(result.errors)}`);
  return result.data;
};

const mod = (row: Partial<ModRowValues>): ModRowValues => ({
  ...emptyModRow(),
  category: "engine",
  partName: "Cold air intake",
  ...row,
});

describe("wheel fitment limits", () => {
  const cases = [
    ["offsetMm", "-80", "-81", SPEC_MESSAGES.offset],
    ["offsetMm", "80", "81", SPEC_MESSAGES.offset],
    ["offsetMm", "+80", "120", SPEC_MESSAGES.offset],
    ["diameterIn", "13", "12.9", "Diameter must be between 13 and 24 inches"],
    ["diameterIn", "24", "24.1", "Diameter must be between 13 and 24 inches"],
    ["widthIn", "4", "3.9", "Width must be between 4 and 14 inches"],
    ["widthIn", "14", "14.5", "Width must be between 4 and 14 inches"],
    ["spacerMm", "0", "-1", "Spacer must be between 0 and 50 mm"],
    ["spacerMm", "50", "50.5", "Spacer must be between 0 and 50 mm"],
    ["centreBoreMm", "40", "39.9", "Centre bore must be between 40 and 180 mm"],
    ["centreBoreMm", "180", "181", "Centre bore must be between 40 and 180 mm"],
  ] as const;
  for (const axle of ["front", "rear"] as const) {
    for (const [field, inside, outside, message] of cases) {
      it(`${axle} ${field}: ${inside} passes, ${outside} is refused`, () => {
        const good = ok(form((v) => (v[axle][field] = inside)));
        expect(good.spec.wheels).toEqual([
          expect.objectContaining({ axle, [field]: Number(inside) }),
        ]);
        expect(errorsOf(form((v) => (v[axle][field] = outside)))).toEqual({
          [specErrorKey.wheel(axle, field)]: message,
        });
      });
    }
  }

  it("says the offset message in the issue's words", () => {
    expect(SPEC_MESSAGES.offset).toBe("Offset must be between -80 and +80 mm");
    expect(rangeMessage("Offset", LIMITS.offset, "mm")).toBe(SPEC_MESSAGES.offset);
  });

  it("reads offsets as car people write them and refuses what is not a number", () => {
    expect(ok(form((v) => (v.front.offsetMm = "ET35"))).spec.wheels[0].offsetMm).toBe(35);
    expect(ok(form((v) => (v.front.offsetMm = "-12mm"))).spec.wheels[0].offsetMm).toBe(-12);
    expect(ok(form((v) => (v.front.widthIn = "8,5"))).spec.wheels[0].widthIn).toBe(8.5);
    expect(ok(form((v) => (v.front.diameterIn = '18"'))).spec.wheels[0].diameterIn).toBe(18);
    expect(errorsOf(form((v) => (v.front.offsetMm = "wide")))).toEqual({
      "front.offsetMm": SPEC_MESSAGES.offset,
    });
    expect(errorsOf(form((v) => (v.front.offsetMm = "35.5")))).toEqual({
      "front.offsetMm": "Offset must be a whole number",
    });
    expect(errorsOf(form((v) => (v.front.widthIn = "8.25")))).toEqual({
      "front.widthIn": "Width can have at most 1 decimal place",
    });
  });

  it("checks bolt pattern and tyre size formats", () => {
    for (const good of ["5x114.3", "4x100", "6x139.7", "5 x 120", "5X112"]) {
      expect(checkSpecForm(form((v) => (v.front.boltPattern = good))).ok, good).toBe(true);
    }
    expect(ok(form((v) => (v.front.boltPattern = "5 X 114.3"))).spec.wheels[0].boltPattern).toBe(
      "5x114.3",
    );
    for (const bad of ["5 lugs", "5x", "9x114.3", "114.3", "5-114.3"]) {
      expect(errorsOf(form((v) => (v.rear.boltPattern = bad)))).toEqual({
        "rear.boltPattern": "Bolt pattern must look like 5x114.3",
      });
    }
    for (const good of ["255/35R18", "225/45ZR17", "245/40 R18", "p215/60r16"]) {
      expect(checkSpecForm(form((v) => (v.front.tyreSize = good))).ok, good).toBe(true);
    }
    expect(ok(form((v) => (v.front.tyreSize = "255/35r18"))).spec.wheels[0].tyreSize).toBe(
      "255/35R18",
    );
    for (const bad of ["wide", "255/35", "255-35R18", "25/35R18"]) {
      expect(errorsOf(form((v) => (v.front.tyreSize = bad)))).toEqual({
        "front.tyreSize": "Tyre size must look like 255/35R18",
      });
    }
  });

  it("reports every bad value at once, on both axles", () => {
    expect(
      errorsOf(
        form((v) => {
          v.front.offsetMm = "120";
          v.front.tyreSize = "wide";
          v.rear.boltPattern = "5 lugs";
          v.spec.camberFront = "-20";
        }),
      ),
    ).toEqual({
      "front.offsetMm": SPEC_MESSAGES.offset,
      "front.tyreSize": SPEC_MESSAGES.tyreSize,
      "rear.boltPattern": SPEC_MESSAGES.boltPattern,
      "spec.camberFront": "Camber must be between -15 and +5 degrees",
    });
  });

  it("'rear same as front' copies the front and ignores the rear fields", () => {
    const data = ok(
      form((v) => {
        v.front.diameterIn = "18";
        v.front.offsetMm = "22";
        v.front.rubs = "no";
        v.rear.offsetMm = "999";
        v.rearSameAsFront = true;
      }),
    );
    expect(data.spec.wheels.map((w) => [w.axle, w.diameterIn, w.offsetMm, w.rubs])).toEqual([
      ["front", 18, 22, false],
      ["rear", 18, 22, false],
    ]);
  });

  it("keeps no axle nobody filled in", () => {
    expect(ok(form((v) => (v.rear.fitment = "flush"))).spec.wheels).toEqual([
      expect.objectContaining({ axle: "rear", fitment: "flush", offsetMm: null }),
    ]);
    expect(ok(emptySpecForm()).spec.wheels).toEqual([]);
  });
});

describe("spec sheet limits", () => {
  const cases = [
    ["camberFront", "-15", "-15.01", "Camber must be between -15 and +5 degrees"],
    ["camberRear", "5", "5.01", "Camber must be between -15 and +5 degrees"],
    ["displacementCc", "50", "49", "Displacement must be between 50 and 10,000 cc"],
    ["displacementCc", "10000", "10001", "Displacement must be between 50 and 10,000 cc"],
    ["powerHp", "1", "0", "Power must be between 1 and 5,000 hp"],
    ["powerHp", "5000", "5001", "Power must be between 1 and 5,000 hp"],
    ["torqueNm", "1", "0", "Torque must be between 1 and 5,000 Nm"],
    ["torqueNm", "5000", "5001", "Torque must be between 1 and 5,000 Nm"],
  ] as const;
  for (const [field, inside, outside, message] of cases) {
    it(`${field}: ${inside} passes, ${outside} is refused`, () => {
      expect(ok(form((v) => (v.spec[field] = inside))).spec[field]).toBe(Number(inside));
      expect(errorsOf(form((v) => (v.spec[field] = outside)))).toEqual({
        [`spec.${field}`]: message,
      });
    });
  }

  it("refuses values outside the lists and over-long text", () => {
    expect(errorsOf(form((v) => (v.spec.aspiration = "nitrous")))).toEqual({
      "spec.aspiration": SPEC_MESSAGES.unknownChoice,
    });
    expect(errorsOf(form((v) => (v.tags = ["jdm", "rice"])))).toEqual({
      "spec.tags": SPEC_MESSAGES.unknownChoice,
    });
    expect(errorsOf(form((v) => (v.spec.engineCode = "x".repeat(121))))).toEqual({
      "spec.engineCode": "Engine code must be 120 characters or less",
    });
    expect(ok(form((v) => (v.spec.engineCode = "x".repeat(120)))).spec.engineCode).toHaveLength(
      120,
    );
  });

  it("keeps tags in the list's order and blank text as null", () => {
    const data = ok(
      form((v) => {
        v.tags = ["track", "jdm"];
        v.spec.chassisCode = "  S15 ";
        v.spec.brakes = "   ";
        v.hideModCosts = true;
      }),
    );
    expect(data.spec.tags).toEqual(["jdm", "track"]);
    expect(data.spec.chassisCode).toBe("S15");
    expect(data.spec.brakes).toBeNull();
    expect(data.spec.hideModCosts).toBe(true);
  });
});

describe("mod list", () => {
  it("ignores blank rows and keeps the order of the others", () => {
    const data = ok(
      form((v) => {
        v.mods = [
          emptyModRow(),
          mod({ partName: "Turbo", category: "forced-induction" }),
          { ...emptyModRow(), currency: "EUR" },
          mod({ partName: "Exhaust", category: "exhaust" }),
        ];
      }),
    );
    expect(data.mods.map((m) => m.partName)).toEqual(["Turbo", "Exhaust"]);
  });

  it("needs a category and a part name once a row is used", () => {
    expect(
      errorsOf(form((v) => (v.mods = [emptyModRow(), { ...emptyModRow(), brand: "HKS" }]))),
    ).toEqual({
      "mods.1.category": SPEC_MESSAGES.category,
      "mods.1.partName": SPEC_MESSAGES.partName,
    });
  });

  it("stores a cost in cents and needs its currency", () => {
    expect(
      ok(form((v) => (v.mods = [mod({ cost: "1234.5", currency: "EUR" })]))).mods[0],
    ).toMatchObject({ costMinor: 123450, currency: "EUR" });
    expect(errorsOf(form((v) => (v.mods = [mod({ cost: "99" })])))).toEqual({
      "mods.0.currency": SPEC_MESSAGES.currency,
    });
    expect(errorsOf(form((v) => (v.mods = [mod({ cost: "-1", currency: "EUR" })])))).toEqual({
      "mods.0.cost": "Cost must be between 0 and 10,000,000",
    });
    expect(errorsOf(form((v) => (v.mods = [mod({ cost: "10000001", currency: "EUR" })])))).toEqual({
      "mods.0.cost": "Cost must be between 0 and 10,000,000",
    });
    expect(
      ok(form((v) => (v.mods = [mod({ cost: "10000000", currency: "EUR" })]))).mods[0].costMinor,
    ).toBe(1_000_000_000);
    expect(errorsOf(form((v) => (v.mods = [mod({ cost: "9.999", currency: "EUR" })])))).toEqual({
      "mods.0.cost": "Cost can have at most 2 decimal places",
    });
  });

  it("checks mileage, install date and status", () => {
    expect(ok(form((v) => (v.mods = [mod({ mileage: "0" })]))).mods[0].mileage).toBe(0);
    expect(ok(form((v) => (v.mods = [mod({ mileage: "2000000" })]))).mods[0].mileage).toBe(
      2_000_000,
    );
    expect(errorsOf(form((v) => (v.mods = [mod({ mileage: "2000001" })])))).toEqual({
      "mods.0.mileage": "Mileage must be between 0 and 2,000,000",
    });
    expect(errorsOf(form((v) => (v.mods = [mod({ mileage: "-1" })])))).toEqual({
      "mods.0.mileage": "Mileage must be between 0 and 2,000,000",
    });
    expect(
      ok(form((v) => (v.mods = [mod({ installedOn: "2024-02-29" })]))).mods[0].installedOn,
    ).toBe("2024-02-29");
    for (const bad of ["2023-02-29", "31/05/2024", "yesterday"]) {
      expect(errorsOf(form((v) => (v.mods = [mod({ installedOn: bad })])))).toEqual({
        "mods.0.installedOn": SPEC_MESSAGES.date,
      });
    }
    expect(errorsOf(form((v) => (v.mods = [mod({ status: "sold" })])))).toEqual({
      "mods.0.status": SPEC_MESSAGES.unknownChoice,
    });
  });

  it(`allows ${LIMITS.modsPerBuild} mods, not more`, () => {
    const rows = (n: number) => Array.from({ length: n }, (_, i) => mod({ partName: `Part ${i}` }));
    expect(ok(form((v) => (v.mods = rows(LIMITS.modsPerBuild)))).mods).toHaveLength(
      LIMITS.modsPerBuild,
    );
    expect(errorsOf(form((v) => (v.mods = rows(LIMITS.modsPerBuild + 1))))).toEqual({
      mods: SPEC_MESSAGES.tooManyMods,
    });
  });
});
