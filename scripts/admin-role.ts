// The admin CLI:
//   npm run admin:grant -- <email>     give an existing member the admin role
//   npm run admin:revoke -- <email>    take it away
//   npm run admin:list                 show every admin
// It opens the same database as the server (DATABASE_URL, or the PGlite folder under DATA_DIR),
// applies pending migrations, makes the change and exits. With PGlite the folder can be open in
// one process only: stop the server first (the lock's message says so).
import { database } from "~/db/client.server";
import { migrateDatabase } from "~/db/migrate.server";
import { runShutdownHooks } from "~/lib/lifecycle.server";
import { grantAdmin, listAdmins, revokeAdmin } from "~/modules/admin/roles.server";

/** Admins must have two-factor (docs/decisions/035): what a new admin meets first. */
const TWO_FACTOR_NOTE =
  "Admins must have two-factor on: until they turn it on at /account/security, the admin pages send them there.";

const USAGE = `Usage:
  npm run admin:grant -- <email>
  npm run admin:revoke -- <email>
  npm run admin:list`;

async function run(command: string | undefined, email: string | undefined): Promise<string> {
  if (command !== "grant" && command !== "revoke" && command !== "list") {
    throw new Error(`Unknown command "${command ?? ""}".\n${USAGE}`);
  }
  if (command !== "list" && !email?.trim()) {
    throw new Error(`Give the member's e-mail address.\n${USAGE}`);
  }
  await migrateDatabase(database());
  if (command === "list") {
    const admins = await listAdmins();
    if (admins.length === 0) return "No admins yet.";
    return admins
      .map(
        (a) =>
          `${a.email}${a.fullName ? ` (${a.fullName})` : ""}, admin since ${a.since.toISOString()}`,
      )
      .join("\n");
  }
  if (command === "grant") {
    const result = await grantAdmin(email!);
    return result.changed
      ? `Granted admin to ${result.email}.\n${TWO_FACTOR_NOTE}`
      : `${result.email} is already an admin: nothing changed.`;
  }
  const result = await revokeAdmin(email!);
  return result.changed
    ? `Revoked admin from ${result.email}.`
    : `${result.email} was not an admin: nothing changed.`;
}

const [command, email] = process.argv.slice(2);
let exitCode = 0;
try {
  console.info(await run(command, email));
} catch (error) {
  console.error(`admin-role: ${(error as Error).message}`);
  exitCode = 1;
} finally {
  await runShutdownHooks();
}
process.exit(exitCode);
