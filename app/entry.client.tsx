// React Router's default browser entry, with one step before hydration.
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { cn } from "~/lib/utils";

// The first cn() call builds tailwind-merge's class tables (~10 ms on a laptop, several times
// that on a phone). Hydration's first components call it; built here, in a task of its own, it is
// not added to one of hydration's tasks, which would otherwise hold the main thread that long.
cn("p-0", "p-1");
await new Promise((next) => setTimeout(next, 0));

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
