import { lazyModule } from "~/lib/lazy-module";

/**
 * The account forms' zod schemas, loaded when a form is first focused or sent rather than with the
 * page (see ~/lib/lazy-module). The actions import ../schemas directly.
 */
export const authSchemas = lazyModule(() => import("../schemas"));
export type AuthSchemas = Awaited<ReturnType<typeof authSchemas.load>>;
