// A build stores its make as the catalogue names it: "vw" and "Vw" are one Volkswagen, so the
// make filter and the make's page find every such build.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { builds } from "~/db/schema";
import { createVerifiedUser, type TestUser } from "../../../tests/setup/users";
import { createBuild, updateBuild } from "./builds.server";
import type { BuildFields } from "./schemas";

const fields = (carMake: string): BuildFields => ({
  title: "Weekend GTI",
  carMake,
  carModel: "Golf GTI",
  carYear: 2016,
  description: "",
  featuredImageUrl: "https://example.com/gti.jpg",
});

const makeOf = async (id: string) =>
  (await getDb().select({ make: builds.carMake }).from(builds).where(eq(builds.id, id)))[0].make;

let owner: TestUser;
beforeAll(async () => {
  owner = await createVerifiedUser({ name: "Make Normaliser" });
});

describe("the stored make", () => {
  it("is the catalogue's name for an alias or case variant, on create and on edit", async () => {
    const { id } = await createBuild(owner.id, fields("  vw "), []);
    expect(await makeOf(id)).toBe("Volkswagen");

    const edited = await updateBuild(owner.id, id, {
      fields: fields("mercedes benz"),
      removeImageIds: [],
      captions: {},
      newImages: [],
    });
    expect(edited.ok).toBe(true);
    expect(await makeOf(id)).toBe("Mercedes-Benz");
  });

  it("is kept as typed when the catalogue does not know it", async () => {
    const { id } = await createBuild(owner.id, fields("Rocket Bunny Motors"), []);
    expect(await makeOf(id)).toBe("Rocket Bunny Motors");
  });
});
