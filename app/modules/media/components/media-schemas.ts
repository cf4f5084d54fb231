import { lazyModule } from "~/lib/lazy-module";

/**
 * The media forms' zod schemas, loaded when a form is first focused or sent rather than with the
 * page (see ~/lib/lazy-module). The actions import ../schemas directly.
 */
export const mediaSchemas = lazyModule(() => import("../schemas"));
export type MediaSchemas = Awaited<ReturnType<typeof mediaSchemas.load>>;
