// The "Repeats" fieldset of the create-event form: does the meet repeat (weekly, every n weeks,
// monthly on the nth weekday) and when does it end (on a date, after n meets, never). Plain
// radios and selects: without JavaScript the form posts them as they are, and CSS (`:has`) shows
// only the fields of the chosen options. With JavaScript, the month's week and weekday follow
// the date typed above until the host picks them.
import { Repeat } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { InputField, SelectField } from "~/components/forms/fields";
import { FormMessage } from "~/components/ui/form-message";
import {
  END_CHOICES,
  END_LABELS,
  ORDINALS,
  REPEAT_CHOICES,
  REPEAT_LABELS,
  type RecurrenceField,
  SERIES_LIMITS,
  WEEKDAY_CODES,
  WEEKDAY_NAMES,
} from "./fields";

const fieldId = (name: string) => `series-${name}`;

const WEEKDAY_OPTIONS = WEEKDAY_CODES.map((code) => ({ value: code, label: WEEKDAY_NAMES[code] }));
const ORDINAL_OPTIONS = ORDINALS.map((o) => ({ value: o.value, label: o.label }));

/** The nth weekday a date ('YYYY-MM-DD…') falls on: the 8th of a month is its second … day. */
export function nthWeekdayOf(wall: string): { ordinal: string; weekday: string } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(wall);
  if (!match) return null;
  const day = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  if (Number.isNaN(day.getTime())) return null;
  const nth = Math.ceil(day.getUTCDate() / 7);
  return { ordinal: nth > 4 ? "-1" : String(nth), weekday: WEEKDAY_CODES[day.getUTCDay()] };
}

function Choice({
  name,
  value,
  label,
  checked,
  describedBy,
}: {
  name: string;
  value: string;
  label: string;
  checked: boolean;
  describedBy?: string;
}) {
  return (
    <label className="flex min-h-10 cursor-pointer items-center gap-2.5 rounded-lg border border-input px-3 py-2 text-sm transition-colors hover:border-accent has-[:checked]:border-accent has-[:checked]:bg-accent/10 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring">
      <input
        type="radio"
        name={name}
        value={value}
        defaultChecked={checked}
        aria-describedby={describedBy}
        className="size-4 shrink-0 accent-[var(--color-accent)]"
      />
      {label}
    </label>
  );
}

export function RecurrenceFields({
  values = {},
  errors = {},
}: {
  /** What was sent, when the form comes back with a problem. */
  values?: Partial<Record<RecurrenceField, string>>;
  errors?: Partial<Record<RecurrenceField, string>>;
}) {
  const repeat = values.repeat || "none";
  const ends = values.repeatEnds || "never";
  const container = useRef<HTMLFieldSetElement>(null);
  const [ordinal, setOrdinal] = useState(values.repeatOrdinal || "1");
  const [weekday, setWeekday] = useState(values.repeatWeekday || "SU");
  // Once the host picks the week or the day themselves, the date above no longer sets them.
  const picked = useRef(Boolean(values.repeatOrdinal || values.repeatWeekday));

  useEffect(() => {
    const date = container.current?.form?.elements.namedItem("eventDate");
    if (!(date instanceof HTMLInputElement)) return;
    const follow = () => {
      const nth = picked.current ? null : nthWeekdayOf(date.value);
      if (!nth) return;
      setOrdinal(nth.ordinal);
      setWeekday(nth.weekday);
    };
    follow();
    date.addEventListener("change", follow);
    return () => date.removeEventListener("change", follow);
  }, []);

  return (
    <fieldset
      ref={container}
      className="group/repeat flex min-w-0 flex-col gap-5 rounded-xl bg-surface p-5 ring-1 ring-border/50 sm:p-6"
      aria-describedby={errors.repeat ? `${fieldId("repeat")}-error` : undefined}
    >
      <legend className="contents">
        <span className="flex items-center gap-2 font-display font-semibold text-lg uppercase tracking-wide">
          <Repeat aria-hidden="true" className="size-4 text-accent" />
          Repeats
        </span>
      </legend>
      <p className="-mt-3 text-muted-foreground text-sm">
        A repeating meet is approved once; each date becomes its own event with its own RSVPs. The
        first meet is the first matching date on or after the date and time above.
      </p>
      <div className="grid gap-2 sm:grid-cols-2">
        {REPEAT_CHOICES.map((choice) => (
          <Choice
            key={choice}
            name="repeat"
            value={choice}
            label={REPEAT_LABELS[choice]}
            checked={repeat === choice}
          />
        ))}
      </div>
      <FormMessage id={`${fieldId("repeat")}-error`}>{errors.repeat}</FormMessage>

      {/* Shown for "Every n weeks" only (hidden while another choice is checked). */}
      <InputField
        id={fieldId("repeatWeeks")}
        fieldClassName="group-has-[input[value=none]:checked]/repeat:hidden group-has-[input[value=weekly]:checked]/repeat:hidden group-has-[input[value=monthly-nth]:checked]/repeat:hidden"
        label="Every how many weeks"
        hint={`From ${SERIES_LIMITS.minWeeks} to ${SERIES_LIMITS.maxWeeks} weeks, on the weekday of the first meet.`}
        error={errors.repeatWeeks}
        name="repeatWeeks"
        type="number"
        inputMode="numeric"
        min={SERIES_LIMITS.minWeeks}
        max={SERIES_LIMITS.maxWeeks}
        step={1}
        defaultValue={values.repeatWeeks || "2"}
        className="tabular sm:max-w-32"
      />

      {/* Shown for "Monthly on the nth weekday" only. */}
      <div className="grid gap-5 group-has-[input[value=none]:checked]/repeat:hidden group-has-[input[value=weekly]:checked]/repeat:hidden group-has-[input[value=every-n-weeks]:checked]/repeat:hidden sm:grid-cols-2">
        <SelectField
          id={fieldId("repeatOrdinal")}
          label="Week of the month"
          error={errors.repeatOrdinal}
          name="repeatOrdinal"
          value={ordinal}
          onChange={(event) => {
            picked.current = true;
            setOrdinal(event.target.value);
          }}
          options={ORDINAL_OPTIONS}
        />
        <SelectField
          id={fieldId("repeatWeekday")}
          label="Day of the week"
          error={errors.repeatWeekday}
          name="repeatWeekday"
          value={weekday}
          onChange={(event) => {
            picked.current = true;
            setWeekday(event.target.value);
          }}
          options={WEEKDAY_OPTIONS}
        />
      </div>

      {/* When it ends: not asked for a meet that does not repeat. */}
      <fieldset
        className="group/ends flex min-w-0 flex-col gap-3 group-has-[input[value=none]:checked]/repeat:hidden"
        aria-describedby={errors.repeatEnds ? `${fieldId("repeatEnds")}-error` : undefined}
      >
        <legend className="mb-2 font-medium text-sm">Ends</legend>
        <div className="grid gap-2 sm:grid-cols-3">
          {END_CHOICES.map((choice) => (
            <Choice
              key={choice}
              name="repeatEnds"
              value={choice}
              label={END_LABELS[choice]}
              checked={ends === choice}
            />
          ))}
        </div>
        <FormMessage id={`${fieldId("repeatEnds")}-error`}>{errors.repeatEnds}</FormMessage>
        <div className="grid gap-5 sm:grid-cols-2">
          <InputField
            id={fieldId("repeatUntil")}
            fieldClassName="group-has-[input[value=count]:checked]/ends:hidden group-has-[input[value=never]:checked]/ends:hidden"
            label="Last meet on or before"
            hint={`Up to ${SERIES_LIMITS.maxUntilYears} years ahead.`}
            error={errors.repeatUntil}
            name="repeatUntil"
            type="date"
            defaultValue={values.repeatUntil}
            className="tabular"
          />
          <InputField
            id={fieldId("repeatCount")}
            fieldClassName="group-has-[input[value=until]:checked]/ends:hidden group-has-[input[value=never]:checked]/ends:hidden"
            label="Number of meets"
            hint={`From ${SERIES_LIMITS.minCount} to ${SERIES_LIMITS.maxCount}.`}
            error={errors.repeatCount}
            name="repeatCount"
            type="number"
            inputMode="numeric"
            min={SERIES_LIMITS.minCount}
            max={SERIES_LIMITS.maxCount}
            step={1}
            defaultValue={values.repeatCount || "6"}
            className="tabular sm:max-w-32"
          />
        </div>
      </fieldset>
    </fieldset>
  );
}

/** The fieldset's props from an action's failure answer. */
export function recurrenceProps(result?: {
  values?: Record<string, string>;
  fieldErrors?: Record<string, string>;
}) {
  return { values: result?.values ?? {}, errors: result?.fieldErrors ?? {} };
}
