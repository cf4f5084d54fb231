import { lazyModule } from "~/lib/lazy-module";

/**
 * The Security page's zod schemas, loaded when one of its forms is first focused or sent rather
 * than with the page (see ~/lib/lazy-module). The intents import ./schemas directly.
 */
export const securitySchemas = lazyModule(() => import("./schemas"));
