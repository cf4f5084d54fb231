import { defineConfig } from "drizzle-kit";

// drizzle-kit is used only to generate SQL migrations; the app applies them at start
// (see app/db/migrate.server.ts and docs/decisions/002-database.md).
export default defineConfig({
  dialect: "postgresql",
  schema: "./app/db/schema/index.ts",
  out: "./drizzle",
  casing: undefined,
});
