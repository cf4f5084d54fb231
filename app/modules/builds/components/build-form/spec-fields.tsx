// The pieces both optional steps of the build form are made of: a collapsible step (<details>,
// open when it holds a value or an error), a group of fields, and the field kinds with the spec
// sheet's ids and error keys. Text inputs, never type="number": a bad value ("120", "8,5") comes
// back exactly as typed with the schema's message, and no browser check stands in front of it.
import type * as React from "react";
import { Field, fieldProps } from "~/components/forms/field";
import { type FieldFrame, InputField, SelectField, TextareaField } from "~/components/forms/fields";
import { cn } from "~/lib/utils";
import { specFieldId } from "~/modules/builds/spec/form-values";
import { CatalogueCombobox } from "~/modules/catalogue";

export function FormStep({
  id,
  title,
  description,
  open,
  onOpenChange,
  children,
}: {
  id: string;
  title: string;
  description: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: React.ReactNode;
}) {
  return (
    <details
      id={id}
      open={open}
      onToggle={(event) => onOpenChange(event.currentTarget.open)}
      className="group rounded-xl bg-surface ring-1 ring-border/50"
    >
      <summary className="flex cursor-pointer list-none flex-col gap-1 rounded-xl p-5 focus-visible:outline-2 focus-visible:outline-ring focus-visible:outline-offset-2 sm:p-6 [&::-webkit-details-marker]:hidden">
        <span className="flex items-center justify-between gap-3">
          <h2 className="font-display font-semibold text-lg uppercase tracking-wide">{title}</h2>
          <span
            aria-hidden="true"
            className="shrink-0 text-muted-foreground text-sm transition-transform group-open:rotate-180"
          >
            ▾
          </span>
        </span>
        <span className="text-muted-foreground text-sm">{description}</span>
      </summary>
      <div className="flex flex-col gap-6 px-5 pb-5 sm:px-6 sm:pb-6">{children}</div>
    </details>
  );
}

/** A group of fields under a legend ("Power", "Wheels & tyres: front"). */
export function FieldGroup({
  legend,
  children,
  className,
  aside,
}: {
  legend: string;
  children: React.ReactNode;
  className?: string;
  aside?: React.ReactNode;
}) {
  return (
    <fieldset className="flex min-w-0 flex-col gap-4 border-border/60 border-t pt-5">
      <legend className="float-left mb-4 flex w-full flex-wrap items-center justify-between gap-2 font-semibold text-sm uppercase tracking-wide">
        {legend}
        {aside}
      </legend>
      <div className={cn("clear-both grid grid-cols-2 gap-4 sm:grid-cols-6", className)}>
        {children}
      </div>
    </fieldset>
  );
}

/**
 * On phones the groups have two columns: numbers and short choices ("compact") sit two to a row,
 * text takes the whole row.
 */
function frame(
  errorKey: string,
  label: React.ReactNode,
  error?: string,
  hint?: string,
  span = 2,
  compact = false,
) {
  const wide = span === 6 ? "sm:col-span-6" : span === 3 ? "sm:col-span-3" : "sm:col-span-2";
  return {
    id: specFieldId(errorKey),
    label,
    error,
    hint,
    fieldClassName: cn(compact ? "col-span-1" : "col-span-2", wide),
  } satisfies FieldFrame;
}

/**
 * The chassis code: free text without JavaScript, with the catalogue's codes for the make and
 * model typed above it as suggestions once the page's scripts run.
 */
export function SpecChassis({
  errorKey,
  name,
  label,
  value,
  error,
  hint,
  placeholder,
}: {
  errorKey: string;
  name: string;
  label: React.ReactNode;
  value: string;
  error?: string;
  hint?: string;
  placeholder?: string;
}) {
  const { fieldClassName, ...field } = frame(errorKey, label, error, hint);
  return (
    <Field {...field} className={fieldClassName}>
      <CatalogueCombobox
        {...fieldProps(field.id, error, Boolean(hint))}
        field="chassis"
        name={name}
        defaultValue={value}
        maxLength={20}
        placeholder={placeholder}
      />
    </Field>
  );
}

export function SpecText({
  errorKey,
  name,
  label,
  value,
  error,
  hint,
  span,
  numeric,
  placeholder,
  type = "text",
  multiline = false,
}: {
  /** The error key ("front.offsetMm"), which also gives the control's id. */
  errorKey: string;
  name: string;
  label: React.ReactNode;
  value: string;
  error?: string;
  hint?: string;
  span?: 2 | 3 | 6;
  type?: "text" | "date";
  /** Notes up to LIMITS.notes characters: a textarea. */
  multiline?: boolean;
  /** "decimal": a positive number keypad; "signed": numbers that may be negative (no keypad hint). */
  numeric?: "decimal" | "numeric" | "signed";
  placeholder?: string;
}) {
  if (multiline) {
    return (
      <TextareaField
        {...frame(errorKey, label, error, hint, span)}
        name={name}
        defaultValue={value}
        rows={2}
        placeholder={placeholder}
      />
    );
  }
  return (
    <InputField
      {...frame(errorKey, label, error, hint, span, Boolean(numeric) || type === "date")}
      type={type}
      name={name}
      defaultValue={value}
      inputMode={numeric === "decimal" || numeric === "numeric" ? numeric : undefined}
      autoComplete="off"
      spellCheck={numeric ? false : undefined}
      placeholder={placeholder}
      className={numeric ? "tabular" : undefined}
    />
  );
}

export function SpecSelect({
  errorKey,
  name,
  label,
  value,
  error,
  options,
  span,
  empty = "Not set",
  compact = false,
}: {
  errorKey: string;
  name: string;
  label: React.ReactNode;
  value: string;
  error?: string;
  options: readonly { value: string; label: string }[];
  span?: 2 | 3 | 6;
  empty?: string;
  /** Short options: half the row on phones. */
  compact?: boolean;
}) {
  return (
    <SelectField
      {...frame(errorKey, label, error, undefined, span, compact)}
      name={name}
      defaultValue={value}
      options={options}
      empty={{ label: empty }}
    />
  );
}

/** A value list from ./values as select options. */
export function optionsFrom(list: { values: readonly string[]; label: (v: string) => string }) {
  return list.values.map((value) => ({ value, label: list.label(value) }));
}
