import { Button, type ButtonProps } from "~/components/ui/button";

/**
 * A form's submit button: disabled while the form is being sent, and saying so ("Saving...")
 * instead of its label.
 */
export function SubmitButton({
  busy,
  busyLabel,
  children,
  ...props
}: Omit<ButtonProps, "type"> & { busy: boolean; busyLabel: React.ReactNode }) {
  return (
    <Button {...props} type="submit" disabled={busy || props.disabled}>
      {busy ? busyLabel : children}
    </Button>
  );
}
