// A demo member's data export, ready to download on a fresh site: made by the export's own code
// (the row, the zip written from every area's exporter, marked ready with its link) inside the
// seed's transaction, so /account/export shows a real zip of the demo content. Last of the seed
// steps, so the zip holds everything the other steps made. The link's token is not kept anywhere
// (no e-mail is sent): the demo member downloads it from the export page.
import { MEMBER_DATA_EXPORTERS } from "~/account-data.server";
import { makeReadyExport } from "~/modules/account/index.server";
import { DEMO_MEMBERS } from "./demo-people";
import { demoPeople } from "./seed-kit.server";
import type { SeedContext, SeedStep } from "./seed-types";

/** Whose export it is: the demo member the browser tests and the README sign in as. */
export const DEMO_EXPORT_OWNER = DEMO_MEMBERS[0].username;
/** When the demo member asked for it: earlier today. */
const ASKED_HOURS_AGO = 2;

export const demoAccountExportStep: SeedStep = {
  name: "account export",
  async run({ tx, people, now }: SeedContext) {
    const { everyone, idOf } = demoPeople(people);
    const owner = everyone.find((p) => p.username === DEMO_EXPORT_OWNER);
    await makeReadyExport(
      tx,
      { id: idOf(DEMO_EXPORT_OWNER), name: owner?.fullName ?? null },
      MEMBER_DATA_EXPORTERS,
      new Date(now.getTime() - ASKED_HOURS_AGO * 60 * 60 * 1000),
    );
  },
};
