import { FormMessage } from "~/components/ui/form-message";
import { Label } from "~/components/ui/label";
import { cn } from "~/lib/utils";

/** The ARIA wiring of a field with an optional hint and error (ids `<id>-hint`, `<id>-error`). */
export function fieldProps(id: string, error?: string, hint?: boolean) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean);
  return {
    id,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy.length ? describedBy.join(" ") : undefined,
  } as const;
}

/**
 * Label, control, hint and error of one form field. Give the control `{...fieldProps(id, error,
 * !!hint)}` so screen readers read the hint and the error with it.
 */
export function Field({
  id,
  label,
  hint,
  error,
  aside,
  className,
  children,
}: {
  id: string;
  label: React.ReactNode;
  hint?: React.ReactNode;
  error?: string;
  /** Something at the end of the label row (a link, a character count). */
  aside?: React.ReactNode;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <div className={cn("grid content-start gap-2", className)}>
      <div className="flex items-baseline justify-between gap-3">
        <Label htmlFor={id}>{label}</Label>
        {aside}
      </div>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="text-muted-foreground text-xs">
          {hint}
        </p>
      ) : null}
      <FormMessage id={`${id}-error`}>{error}</FormMessage>
    </div>
  );
}
