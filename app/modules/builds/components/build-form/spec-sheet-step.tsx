// "Spec sheet (optional)": the build's chassis, engine, power, drivetrain, suspension, brakes,
// wheels and tyres per axle, exterior, interior and tags, after the SPEC's fields of the create
// and edit forms. Every field is optional; a bad value shows its message at the field.
import { useState } from "react";
import { fieldProps } from "~/components/forms/field";
import { StoredImage } from "~/components/stored-image";
import { FormMessage } from "~/components/ui/form-message";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { IMAGE_INPUT_ACCEPT, MAX_IMAGE_SIZE_TEXT } from "~/lib/image-rules";
import {
  type Axle,
  SPEC_FORM,
  type SpecField,
  type SpecFormValues,
  specErrorKey,
  specFieldId,
  type WheelField,
} from "~/modules/builds/spec/form-values";
import {
  ASPIRATION,
  BUILD_TAG,
  DYNO_TYPE,
  FITMENT,
  FUEL,
  LAYOUT,
  POWER_MEASURED_AT,
  SUSPENSION,
} from "~/modules/builds/spec/values";
import { type BuildFormErrors, errorAt } from "./messages";
import {
  FieldGroup,
  FormStep,
  optionsFrom,
  SpecChassis,
  SpecSelect,
  SpecText,
} from "./spec-fields";

export const SPEC_STEP_ID = "spec-sheet";

type Errors = BuildFormErrors;

export function SpecSheetStep({
  values,
  errors,
  open,
  onOpenChange,
  enhanced,
  dynoImageUrl,
}: {
  values: SpecFormValues;
  errors: Errors;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** JavaScript runs: "rear same as front" hides the rear fields. */
  enhanced: boolean;
  /** Edit: the stored dyno-sheet photo. */
  dynoImageUrl?: string | null;
}) {
  const [sameAsFront, setSameAsFront] = useState(values.rearSameAsFront);
  const spec = (field: SpecField) => ({
    errorKey: specErrorKey.spec(field),
    name: SPEC_FORM.spec(field),
    value: values.spec[field],
    error: errorAt(errors, specErrorKey.spec(field)),
  });
  const tagsError = errorAt(errors, "spec.tags");
  const dynoId = specFieldId("spec.dynoImage");

  return (
    <FormStep
      id={SPEC_STEP_ID}
      title="Spec sheet (optional)"
      description="Chassis, engine, power, suspension and wheel fitment: the numbers car people look for. Fill in what you know."
      open={open}
      onOpenChange={onOpenChange}
    >
      <FieldGroup legend="Chassis & engine">
        <SpecChassis
          {...spec("chassisCode")}
          label="Chassis code"
          placeholder="E46, S15, FK8"
          hint="The platform code enthusiasts use."
        />
        <SpecText {...spec("engineCode")} label="Engine code" placeholder="S54B32" />
        <SpecText
          {...spec("displacementCc")}
          label="Displacement (cc)"
          numeric="numeric"
          placeholder="3246"
        />
        <SpecSelect
          {...spec("aspiration")}
          label="Aspiration"
          options={optionsFrom(ASPIRATION)}
          span={3}
        />
        <SpecSelect {...spec("fuel")} label="Fuel" options={optionsFrom(FUEL)} span={3} />
      </FieldGroup>

      <FieldGroup legend="Power">
        <SpecText {...spec("powerHp")} label="Power (hp)" numeric="numeric" placeholder="343" />
        <SpecText {...spec("torqueNm")} label="Torque (Nm)" numeric="numeric" placeholder="365" />
        <SpecSelect
          {...spec("powerMeasuredAt")}
          label="Measured at"
          options={optionsFrom(POWER_MEASURED_AT)}
        />
        <SpecSelect
          {...spec("dynoType")}
          label="Dyno type"
          options={optionsFrom(DYNO_TYPE)}
          span={3}
        />
        <div className="col-span-2 grid content-start gap-2 sm:col-span-3">
          <Label htmlFor={dynoId}>Dyno sheet photo</Label>
          <Input
            {...fieldProps(dynoId, errors.dynoImage, true)}
            type="file"
            name={SPEC_FORM.dynoImage}
            accept={IMAGE_INPUT_ACCEPT}
            className="h-auto py-1.5"
          />
          <p id={`${dynoId}-hint`} className="text-muted-foreground text-xs">
            {dynoImageUrl
              ? "A new photo replaces the current one."
              : `A photo or scan of the dyno run (JPEG, PNG, WebP, AVIF, GIF or HEIC · ${MAX_IMAGE_SIZE_TEXT}).`}
          </p>
          <FormMessage id={`${dynoId}-error`}>{errors.dynoImage}</FormMessage>
          {dynoImageUrl ? (
            <div className="flex items-center gap-3">
              <StoredImage
                src={dynoImageUrl}
                alt="Current dyno sheet"
                width={96}
                height={64}
                sizes="96px"
                className="h-16 w-24 rounded-md object-cover"
              />
              <label className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  name={SPEC_FORM.removeDynoImage}
                  className="size-4 accent-[var(--destructive)]"
                />
                Remove the dyno sheet
              </label>
            </div>
          ) : null}
        </div>
      </FieldGroup>

      <FieldGroup legend="Drivetrain">
        <SpecSelect {...spec("layout")} label="Layout" options={optionsFrom(LAYOUT)} />
        <SpecText {...spec("transmission")} label="Transmission" placeholder="6-speed manual" />
        <SpecText {...spec("differential")} label="Differential" placeholder="Quaife ATB LSD" />
      </FieldGroup>

      <FieldGroup legend="Suspension">
        <SpecSelect
          {...spec("suspensionType")}
          label="Type"
          options={optionsFrom(SUSPENSION)}
          span={3}
        />
        <SpecText {...spec("suspensionBrand")} label="Brand" placeholder="KW V3" span={3} />
        <SpecText
          {...spec("rideHeightNotes")}
          multiline
          label="Ride height notes"
          placeholder="-40 mm front, -35 mm rear"
          span={6}
        />
        <SpecText
          {...spec("camberFront")}
          label="Camber front (°)"
          numeric="signed"
          placeholder="-2.5"
          span={3}
        />
        <SpecText
          {...spec("camberRear")}
          label="Camber rear (°)"
          numeric="signed"
          placeholder="-1.8"
          span={3}
        />
      </FieldGroup>

      <FieldGroup legend="Brakes">
        <SpecText
          {...spec("brakes")}
          multiline
          label="Brakes"
          placeholder="Brembo GT 6-pot front, 355 mm discs"
          span={6}
        />
      </FieldGroup>

      <WheelFields axle="front" values={values} errors={errors} />
      <FieldGroup legend="Wheels & tyres: rear">
        <label className="col-span-2 flex items-center gap-2 text-sm sm:col-span-6">
          <input
            type="checkbox"
            name={SPEC_FORM.rearSameAsFront}
            defaultChecked={values.rearSameAsFront}
            onChange={(event) => setSameAsFront(event.currentTarget.checked)}
            className="size-4 accent-[var(--accent)]"
          />
          Rear same as front
          {enhanced ? null : (
            <span className="text-muted-foreground text-xs">
              (the rear fields are then ignored)
            </span>
          )}
        </label>
        {enhanced && sameAsFront ? null : (
          <WheelInputs axle="rear" values={values} errors={errors} />
        )}
      </FieldGroup>

      <FieldGroup legend="Exterior & interior">
        <SpecText
          {...spec("exterior")}
          multiline
          label="Exterior"
          placeholder="Varis front bumper, Spoon mirrors, Midnight Purple III"
          span={6}
        />
        <SpecText
          {...spec("interior")}
          multiline
          label="Interior"
          placeholder="Bride Zeta IV, Nardi Classic wheel, half cage"
          span={6}
        />
      </FieldGroup>

      <fieldset
        className="flex min-w-0 flex-col gap-3 border-border/60 border-t pt-5"
        aria-describedby={tagsError ? `${specFieldId("spec.tags")}-error` : undefined}
      >
        <legend className="float-left mb-3 w-full font-semibold text-sm uppercase tracking-wide">
          Tags
        </legend>
        <div id={specFieldId("spec.tags")} className="clear-both flex flex-wrap gap-2">
          {BUILD_TAG.values.map((tag) => (
            <label
              key={tag}
              className="flex items-center gap-2 rounded-full px-3 py-1.5 text-sm ring-1 ring-border has-[:checked]:bg-accent/10 has-[:checked]:ring-accent"
            >
              <input
                type="checkbox"
                name={SPEC_FORM.tag}
                value={tag}
                defaultChecked={values.tags.includes(tag)}
                className="size-4 accent-[var(--accent)]"
              />
              {BUILD_TAG.label(tag)}
            </label>
          ))}
        </div>
        <FormMessage id={`${specFieldId("spec.tags")}-error`}>{tagsError}</FormMessage>
      </fieldset>
    </FormStep>
  );
}

function WheelFields({
  axle,
  values,
  errors,
}: {
  axle: Axle;
  values: SpecFormValues;
  errors: Errors;
}) {
  return (
    <FieldGroup legend={`Wheels & tyres: ${axle}`}>
      <WheelInputs axle={axle} values={values} errors={errors} />
    </FieldGroup>
  );
}

function WheelInputs({
  axle,
  values,
  errors,
}: {
  axle: Axle;
  values: SpecFormValues;
  errors: Errors;
}) {
  const side = axle === "front" ? "Front" : "Rear";
  const wheel = (field: WheelField) => ({
    errorKey: specErrorKey.wheel(axle, field),
    name: SPEC_FORM.wheel(axle, field),
    value: values[axle][field],
    error: errorAt(errors, specErrorKey.wheel(axle, field)),
  });
  return (
    <>
      <SpecText
        {...wheel("wheelName")}
        label={`${side} wheel`}
        placeholder="Work Meister S1"
        span={6}
      />
      <SpecText
        {...wheel("diameterIn")}
        label={`${side} diameter (in)`}
        numeric="decimal"
        placeholder="18"
      />
      <SpecText
        {...wheel("widthIn")}
        label={`${side} width (in)`}
        numeric="decimal"
        placeholder="9.5"
      />
      <SpecText
        {...wheel("offsetMm")}
        label={`${side} offset (ET, mm)`}
        numeric="signed"
        placeholder="+22"
      />
      <SpecText {...wheel("boltPattern")} label={`${side} bolt pattern`} placeholder="5x120" />
      <SpecText
        {...wheel("centreBoreMm")}
        label={`${side} centre bore (mm)`}
        numeric="decimal"
        placeholder="72.6"
      />
      <SpecText
        {...wheel("spacerMm")}
        label={`${side} spacer (mm)`}
        numeric="decimal"
        placeholder="10"
      />
      <SpecText {...wheel("tyreSize")} label={`${side} tyre size`} placeholder="255/35R18" />
      <SpecSelect
        {...wheel("fitment")}
        label={`${side} fitment`}
        options={optionsFrom(FITMENT)}
        compact
      />
      <SpecSelect
        {...wheel("rubs")}
        label={`${side} rubs`}
        compact
        options={[
          { value: "no", label: "No" },
          { value: "yes", label: "Yes" },
        ]}
      />
    </>
  );
}
