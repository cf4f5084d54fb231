import type { ReactNode } from "react";

/**
 * A wide table's box: on a phone the table scrolls sideways inside it, never the page. A box that
 * scrolls must be reachable by keyboard (WCAG 2.1.1; axe's scrollable-region-focusable), so it
 * takes the focus, named by the heading it belongs to. A group, not a landmark: the section
 * around it already is one. Positioned, so the screen-reader-only text in the table (absolutely
 * positioned) is clipped with it instead of widening the page.
 */
export function ScrollRegion({
  labelledBy,
  children,
}: {
  labelledBy: string;
  children: ReactNode;
}) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset is for form controls; this groups a table
    <div
      role="group"
      aria-labelledby={labelledBy}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box must take the keyboard focus (see above)
      tabIndex={0}
      className="-mx-1 relative mt-3 overflow-x-auto rounded-md px-1 pb-1 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      {children}
    </div>
  );
}
