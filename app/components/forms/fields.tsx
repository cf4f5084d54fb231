// A labelled field and its control in one: the kit's Field around an Input, Textarea,
// PasswordInput or NativeSelect, with the control wired to the field's hint and error
// (fieldProps). Forms repeated that pairing — and the id/error/hint they had to pass twice — for
// every field; each kind here is the same pairing, made once by `fieldOf`.
import type { ComponentProps, ComponentType, ReactNode } from "react";
import { Input } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/select";
import { Textarea } from "~/components/ui/textarea";
import { Field, fieldProps } from "./field";
import { PasswordInput } from "./password-input";

/** What the field around the control takes (see Field); `fieldClassName` styles that wrapper. */
export interface FieldFrame {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  aside?: ReactNode;
  fieldClassName?: string;
}

type WiredProps = ReturnType<typeof fieldProps>;

/**
 * The field kind of one control: the control's own props (className, name, defaultValue…) go to
 * the control, after its ARIA wiring; the frame's go to the Field.
 */
function fieldOf<P extends object>(Control: ComponentType<P & WiredProps>) {
  return function ControlField({
    id,
    label,
    hint,
    error,
    aside,
    fieldClassName,
    ...control
  }: FieldFrame & Omit<P, keyof WiredProps>) {
    return (
      <Field
        id={id}
        label={label}
        hint={hint}
        error={error}
        aside={aside}
        className={fieldClassName}
      >
        <Control {...fieldProps(id, error, Boolean(hint))} {...(control as P)} />
      </Field>
    );
  };
}

export const InputField = fieldOf<ComponentProps<typeof Input>>(Input);
export const TextareaField = fieldOf<ComponentProps<typeof Textarea>>(Textarea);
export const PasswordField = fieldOf<ComponentProps<typeof PasswordInput>>(PasswordInput);

export interface SelectOption {
  value: string;
  label: string;
}

/** The options of a NativeSelect, after an optional first "nothing chosen" option (value ""). */
function SelectWithOptions({
  options,
  empty,
  ...select
}: ComponentProps<typeof NativeSelect> & {
  options: readonly SelectOption[];
  /** The first option, with the empty value ("Choose a category"); `disabled` once one is chosen. */
  empty?: { label: string; disabled?: boolean };
}) {
  return (
    <NativeSelect {...select}>
      {empty ? (
        <option value="" disabled={empty.disabled}>
          {empty.label}
        </option>
      ) : null}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </NativeSelect>
  );
}

export const SelectField = fieldOf<ComponentProps<typeof SelectWithOptions>>(SelectWithOptions);

/** Options from a list of values, each labelled by `label` (the value itself unless given). */
export function optionsOf<T extends string>(
  values: readonly T[],
  label: (value: T) => string = String,
): SelectOption[] {
  return values.map((value) => ({ value, label: label(value) }));
}
