// What a demo seed step receives and is (./seed.server.ts runs the steps; each area's step is a
// file beside it). A file of its own so that the steps and the runner do not import each other.
import type { Tx } from "~/db/client.server";
import type { DemoPerson } from "./demo-people";

export interface SeededPerson extends DemoPerson {
  id: string;
}

export interface SeedContext {
  tx: Tx;
  people: { admin: SeededPerson; members: SeededPerson[] };
  /** When the seed runs; steps date their content relative to it (e.g. events next month). */
  now: Date;
}

export interface SeedStep {
  /** Named in the error if the step fails. */
  name: string;
  run(context: SeedContext): Promise<void>;
}
