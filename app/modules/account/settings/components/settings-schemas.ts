import { lazyModule } from "~/lib/lazy-module";

/**
 * The settings forms' zod schemas, loaded when a form is first focused or sent rather than with
 * the page (see ~/lib/lazy-module). The route's intents import ../schemas directly.
 */
export const settingsSchemas = lazyModule(() => import("../schemas"));
