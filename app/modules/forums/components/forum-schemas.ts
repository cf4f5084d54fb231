import { lazyModule } from "~/lib/lazy-module";

/**
 * The forum forms' zod schemas, loaded when a form is first focused or sent rather than with the
 * topic and forum pages (see ~/lib/lazy-module). The actions import ../schemas directly.
 */
export const forumSchemas = lazyModule(() => import("../schemas"));
