import { LoaderCircle } from "lucide-react";

/** A submit button's label while its form is being sent: a spinner, then "Creating..." etc. */
export function BusyLabel({ children }: { children: React.ReactNode }) {
  return (
    <>
      <LoaderCircle aria-hidden="true" className="animate-spin" />
      {children}
    </>
  );
}
