// "Mod list (optional)": the build's mods in the owner's order, after the spec sheet step. With
// JavaScript, rows are added, removed and moved in place. Without it the same buttons are submit
// buttons (name modRowAction) the action answers by sending the form back with the rows changed
// and nothing saved; a few blank rows are there from the start so most lists need no round trip.
// Blank rows are ignored when the build is saved.
import { ArrowDown, ArrowUp, Plus, Trash2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { FormMessage } from "~/components/ui/form-message";
import {
  emptyModRow,
  type ModField,
  type ModRowValues,
  SPEC_FORM,
  specErrorKey,
  specFieldId,
} from "~/modules/builds/spec/form-values";
import { CURRENCY, MOD_CATEGORY, MOD_STATUS } from "~/modules/builds/spec/values";
import { type BuildFormErrors, errorAt, type ToastText } from "./messages";
import { FormStep, optionsFrom, SpecSelect, SpecText } from "./spec-fields";

export const MOD_STEP_ID = "mod-list";

interface Row {
  key: string;
  values: ModRowValues;
}

let nextKey = 0;
const keyed = (values: ModRowValues): Row => ({ key: `mod-${nextKey++}`, values });

export function ModListStep({
  rows: initialRows,
  hideModCosts,
  errors,
  open,
  onOpenChange,
  enhanced,
  status,
  onRowsChange,
}: {
  rows: ModRowValues[];
  hideModCosts: boolean;
  errors: BuildFormErrors;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  enhanced: boolean;
  /** What a no-JavaScript row button just did. */
  status?: ToastText;
  /** A row was added, removed or moved (row errors no longer match their rows). */
  onRowsChange: () => void;
}) {
  const [rows, setRows] = useState(() => initialRows.map(keyed));
  const [announcement, setAnnouncement] = useState("");
  const [focus, setFocus] = useState<{ key: string; target: string } | null>(null);
  const list = useRef<HTMLOListElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);

  // After a change, keep the keyboard where the member was working.
  useEffect(() => {
    if (!focus) return;
    if (focus.key === "add") addButton.current?.focus();
    else {
      const row = list.current?.querySelector(`[data-row="${focus.key}"]`);
      const wanted = row?.querySelector<HTMLElement>(focus.target);
      const fallback = row?.querySelector<HTMLElement>("[data-move]:not(:disabled)");
      (wanted && !(wanted as HTMLButtonElement).disabled ? wanted : fallback)?.focus();
    }
    setFocus(null);
  }, [focus]);

  function change(next: Row[], message: string, then: { key: string; target: string }) {
    setRows(next);
    setAnnouncement(message);
    setFocus(then);
    onRowsChange();
  }

  function add() {
    const row = keyed(emptyModRow());
    change([...rows, row], `Mod ${rows.length + 1} added.`, { key: row.key, target: "select" });
  }

  function remove(i: number) {
    const next = rows.filter((_, j) => j !== i);
    const neighbour = next[i] ?? next[i - 1];
    change(
      next,
      `Mod ${i + 1} removed.`,
      neighbour ? { key: neighbour.key, target: "[data-remove]" } : { key: "add", target: "" },
    );
  }

  function move(i: number, by: -1 | 1) {
    const next = [...rows];
    [next[i], next[i + by]] = [next[i + by], next[i]];
    change(next, `Mod moved to position ${i + 1 + by} of ${rows.length}.`, {
      key: rows[i].key,
      target: `[data-move="${by}"]`,
    });
  }

  // Without JavaScript the buttons post the form; with it they act in place.
  const rowButton = (action: string, onClick: () => void) =>
    enhanced
      ? { type: "button" as const, onClick }
      : { type: "submit" as const, name: SPEC_FORM.rowAction, value: action };

  const listError = errorAt(errors, "mods");

  return (
    <FormStep
      id={MOD_STEP_ID}
      title="Mod list (optional)"
      description="Every part that went on (or is planned): brand, part, status, when and what it cost. Use the arrows to put them in order."
      open={open}
      onOpenChange={onOpenChange}
    >
      {status ? (
        <p role="status" className="rounded-lg bg-surface-raised px-4 py-3 text-sm">
          <strong className="font-semibold">{status.title}</strong>
          {status.description ? <span> {status.description}</span> : null}
        </p>
      ) : null}
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {rows.length > 0 ? (
        <ol ref={list} aria-label="Mods" className="flex flex-col gap-4">
          {rows.map((row, i) => (
            <li key={row.key} data-row={row.key}>
              <ModRow
                index={i}
                values={row.values}
                errors={errors}
                actions={
                  <div className="col-span-2 flex flex-wrap gap-2 sm:col-span-6">
                    <Button
                      variant="outline"
                      size="sm"
                      data-move="-1"
                      disabled={i === 0}
                      aria-label={`Move mod ${i + 1} up`}
                      {...rowButton(`up-mod:${i}`, () => move(i, -1))}
                    >
                      <ArrowUp aria-hidden="true" />
                      Up
                    </Button>
                    <Button
                      variant="outline"
                      size="sm"
                      data-move="1"
                      disabled={i === rows.length - 1}
                      aria-label={`Move mod ${i + 1} down`}
                      {...rowButton(`down-mod:${i}`, () => move(i, 1))}
                    >
                      <ArrowDown aria-hidden="true" />
                      Down
                    </Button>
                    <Button
                      variant="ghost"
                      size="sm"
                      data-remove=""
                      className="ml-auto text-destructive hover:bg-destructive/10 hover:text-destructive"
                      aria-label={`Remove mod ${i + 1}`}
                      {...rowButton(`remove-mod:${i}`, () => remove(i))}
                    >
                      <Trash2 aria-hidden="true" />
                      Remove
                    </Button>
                  </div>
                }
              />
            </li>
          ))}
        </ol>
      ) : null}
      <FormMessage id={`${specFieldId("mods")}-error`}>{listError}</FormMessage>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <Button
          ref={addButton}
          variant="secondary"
          className="self-start"
          {...rowButton("add-mod", add)}
        >
          <Plus aria-hidden="true" />
          Add a mod
        </Button>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            name={SPEC_FORM.hideModCosts}
            defaultChecked={hideModCosts}
            className="size-4 accent-[var(--accent)]"
          />
          Hide what my mods cost
        </label>
      </div>
      {enhanced ? null : (
        <p className="text-muted-foreground text-xs">
          Empty rows are ignored. Add, move and remove send the form back to you with nothing saved
          (chosen photos have to be chosen again).
        </p>
      )}
    </FormStep>
  );
}

function ModRow({
  index,
  values,
  errors,
  actions,
}: {
  index: number;
  values: ModRowValues;
  errors: BuildFormErrors;
  actions: React.ReactNode;
}) {
  const n = index + 1;
  const field = (name: ModField) => ({
    errorKey: specErrorKey.mod(index, name),
    name: SPEC_FORM.mod(name),
    value: values[name],
    error: errorAt(errors, specErrorKey.mod(index, name)),
  });
  return (
    <fieldset className="grid min-w-0 grid-cols-2 gap-4 rounded-lg p-4 ring-1 ring-border/60 sm:grid-cols-6">
      <legend className="px-1 font-semibold text-sm">Mod {n}</legend>
      <input type="hidden" name={SPEC_FORM.modId} value={values.id ?? ""} />
      <SpecSelect
        {...field("category")}
        label={<RowLabel n={n} text="Category" />}
        options={optionsFrom(MOD_CATEGORY)}
        empty="Choose a category"
      />
      <SpecText {...field("brand")} label={<RowLabel n={n} text="Brand" />} placeholder="HKS" />
      <SpecText
        {...field("partName")}
        label={<RowLabel n={n} text="Part name" />}
        placeholder="Hi-Power exhaust"
      />
      <SpecText
        {...field("partNumber")}
        label={<RowLabel n={n} text="Part number" />}
        placeholder="31006-AN024"
      />
      <SpecSelect
        {...field("status")}
        label={<RowLabel n={n} text="Status" />}
        options={optionsFrom(MOD_STATUS)}
        empty="Choose a status"
        compact
      />
      <DateField {...field("installedOn")} label={<RowLabel n={n} text="Install date" />} />
      <SpecText
        {...field("mileage")}
        label={<RowLabel n={n} text="Mileage" />}
        numeric="numeric"
        placeholder="84000"
      />
      <SpecText
        {...field("cost")}
        label={<RowLabel n={n} text="Cost" />}
        numeric="decimal"
        placeholder="1250"
      />
      <SpecSelect
        {...field("currency")}
        label={<RowLabel n={n} text="Currency" />}
        options={optionsFrom(CURRENCY)}
        empty="Currency"
        compact
      />
      {actions}
    </fieldset>
  );
}

/** "Category" on screen, "Mod 2 Category" to a screen reader. */
function RowLabel({ n, text }: { n: number; text: string }) {
  return (
    <>
      <span className="sr-only">Mod {n} </span>
      {text}
    </>
  );
}

function DateField(props: {
  errorKey: string;
  name: string;
  label: React.ReactNode;
  value: string;
  error?: string;
}) {
  return <SpecText {...props} type="date" />;
}
