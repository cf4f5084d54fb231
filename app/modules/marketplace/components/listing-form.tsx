// The create and edit form of a listing. A plain multipart POST (works without JavaScript); with
// JavaScript the fields and chosen photos are checked before sending, with the same rules and
// messages the server applies again, and chosen photos show as thumbnails.
import { ImagePlus, LoaderCircle, X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import { toast } from "sonner";
import { StoredImage } from "~/components/stored-image";
import { Button } from "~/components/ui/button";
import { FormMessage } from "~/components/ui/form-message";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/select";
import { Textarea } from "~/components/ui/textarea";
import { IMAGE_INPUT_ACCEPT } from "~/lib/image-rules";
import { lazyModule, submitAfterCheck } from "~/lib/lazy-module";
import { cn } from "~/lib/utils";
import { checkImageFile } from "~/modules/builds/components/build-form/check-image-file";
import {
  CATEGORY_LABELS,
  CONDITION_LABELS,
  LISTING_CATEGORIES,
  LISTING_CONDITIONS,
  LISTING_CURRENCIES,
  type ListingFormErrors,
  type ListingFormValues,
  MARKETPLACE_MESSAGES,
  MAX_LISTING_IMAGES,
  photoCountError,
} from "../constants";
import type { ListingFormFailure } from "../listing-form.server";

/**
 * The action's schema (and zod), loaded when the form is first focused or sent rather than with the
 * page (~/lib/lazy-module).
 */
const listingSchemas = lazyModule(() => import("../schemas"));

export interface ListingFormProps {
  mode: "create" | "edit";
  defaults: ListingFormValues;
  existingPhotos?: { id: string; url: string }[];
  buildOptions: { id: string; title: string }[];
  result: ListingFormFailure | undefined;
  cancelHref: string;
}

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return <FormMessage id={id}>{message}</FormMessage>;
}

export function ListingForm({
  mode,
  defaults,
  existingPhotos = [],
  buildOptions,
  result,
  cancelHref,
}: ListingFormProps) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const uid = useId();
  const values = result?.values ?? defaults;
  const [errors, setErrors] = useState<ListingFormErrors>(result?.errors ?? {});
  const [removed, setRemoved] = useState<Set<string>>(new Set(result?.removeImageIds ?? []));
  const [previews, setPreviews] = useState<{ name: string; url: string }[]>([]);
  const [newCount, setNewCount] = useState(0);
  const fileRef = useRef<HTMLInputElement>(null);

  // A new answer from the server: its messages replace ours, and show as a toast too.
  useEffect(() => {
    if (!result) return;
    setErrors(result.errors);
    const first = Object.values(result.errors).find(Boolean);
    if (first) toast.error(first, { id: "listing-form" });
  }, [result]);

  useEffect(
    () => () => {
      for (const p of previews) URL.revokeObjectURL(p.url);
    },
    [previews],
  );

  const kept = existingPhotos.filter((p) => !removed.has(p.id)).length;
  const total = kept + newCount;

  async function onFilesChosen(input: HTMLInputElement) {
    const files = [...(input.files ?? [])];
    let problem: string | null = null;
    if (kept + files.length > MAX_LISTING_IMAGES) problem = MARKETPLACE_MESSAGES.tooManyImages;
    for (const file of files) {
      if (problem) break;
      const check = await checkImageFile(file);
      if (check === "type") problem = MARKETPLACE_MESSAGES.invalidFileType;
      else if (check === "size") problem = MARKETPLACE_MESSAGES.fileTooLarge;
    }
    if (problem) {
      input.value = "";
      setNewCount(0);
      setPreviews([]);
      setErrors((e) => ({ ...e, images: problem }));
      toast.error(problem, { id: "listing-form" });
      return;
    }
    setErrors((e) => ({ ...e, images: undefined }));
    setNewCount(files.length);
    setPreviews(files.map((f) => ({ name: f.name, url: URL.createObjectURL(f) })));
  }

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    submitAfterCheck(event, listingSchemas, ({ listingFieldErrors }, form) => {
      const data = new FormData(form);
      const typed = Object.fromEntries(
        Object.keys(defaults).map((k) => [k, String(data.get(k) ?? "")]),
      ) as ListingFormValues;
      const next = listingFieldErrors(typed).errors;
      const photoProblem = photoCountError(typed.category, total);
      if (photoProblem) next.images = photoProblem;
      if (Object.keys(next).length === 0) return true;
      setErrors(next);
      const first = Object.values(next).find(Boolean);
      if (first) toast.error(first, { id: "listing-form" });
      const firstField = Object.keys(next)[0];
      const el = form.elements.namedItem(firstField === "images" ? "photos" : firstField);
      if (el instanceof HTMLElement) el.focus();
      return false;
    });
  }

  const id = (name: string) => `${uid}-${name}`;
  const described = (name: keyof ListingFormErrors) =>
    errors[name] ? { "aria-invalid": true, "aria-describedby": id(`${name}-error`) } : {};

  return (
    <Form
      method="post"
      encType="multipart/form-data"
      noValidate
      onSubmit={onSubmit}
      onFocus={listingSchemas.preload}
      className="flex flex-col gap-6 rounded-2xl bg-surface p-5 ring-1 ring-border/50 sm:p-8"
    >
      {errors.form ? <FormMessage>{errors.form}</FormMessage> : null}

      <div className="flex flex-col gap-1.5">
        <Label htmlFor={id("title")}>Title</Label>
        <Input
          id={id("title")}
          name="title"
          defaultValue={values.title}
          maxLength={120}
          required
          placeholder="e.g. 1999 Nissan Silvia S15 Spec-R"
          {...described("title")}
        />
        <FieldError id={id("title-error")} message={errors.title} />
      </div>

      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={id("category")}>Category</Label>
          <NativeSelect
            id={id("category")}
            name="category"
            defaultValue={values.category}
            {...described("category")}
          >
            <option value="" disabled>
              Choose a category
            </option>
            {LISTING_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {CATEGORY_LABELS[c]}
              </option>
            ))}
          </NativeSelect>
          <FieldError id={id("category-error")} message={errors.category} />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={id("condition")}>Condition</Label>
          <NativeSelect
            id={id("condition")}
            name="condition"
            defaultValue={values.condition}
            {...described("condition")}
          >
            <option value="" disabled>
              Choose a condition
            </option>
            {LISTING_CONDITIONS.map((c) => (
              <option key={c} value={c}>
                {CONDITION_LABELS[c]}
              </option>
            ))}
          </NativeSelect>
          <FieldError id={id("condition-error")} message={errors.condition} />
        </div>
      </div>

      <div className="grid grid-cols-[minmax(0,1fr)_8rem] gap-4">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={id("price")}>Price</Label>
          <Input
            id={id("price")}
            name="price"
            inputMode="decimal"
            defaultValue={values.price}
            placeholder="e.g. 12500"
            className="tabular"
            {...described("price")}
          />
          <FieldError id={id("price-error")} message={errors.price} />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={id("currency")}>Currency</Label>
          <NativeSelect
            id={id("currency")}
            name="currency"
            defaultValue={values.currency || "USD"}
            {...described("currency")}
          >
            {LISTING_CURRENCIES.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </NativeSelect>
          <FieldError id={id("currency-error")} message={errors.currency} />
        </div>
      </div>

      <div className="flex flex-col gap-1.5">
        <Label htmlFor={id("location")}>Location</Label>
        <Input
          id={id("location")}
          name="location"
          defaultValue={values.location}
          maxLength={120}
          placeholder="City, region"
          {...described("location")}
        />
        <FieldError id={id("location-error")} message={errors.location} />
      </div>

      <div className="flex flex-col gap-1.5">
        <Label htmlFor={id("description")}>Description</Label>
        <Textarea
          id={id("description")}
          name="description"
          defaultValue={values.description}
          rows={7}
          maxLength={5000}
          placeholder="History, condition, modifications, what is included, how to collect"
          {...described("description")}
        />
        <FieldError id={id("description-error")} message={errors.description} />
      </div>

      <div className="flex flex-col gap-1.5">
        <Label htmlFor={id("buildId")}>Link to one of your builds (optional)</Label>
        <NativeSelect
          id={id("buildId")}
          name="buildId"
          defaultValue={values.buildId}
          {...described("buildId")}
        >
          <option value="">No build</option>
          {buildOptions.map((b) => (
            <option key={b.id} value={b.id}>
              {b.title}
            </option>
          ))}
        </NativeSelect>
        <p className="text-muted-foreground text-xs">
          {buildOptions.length === 0
            ? "Once one of your builds is approved, you can link it here."
            : "Buyers see a link to the build's page."}
        </p>
        <FieldError id={id("buildId-error")} message={errors.buildId} />
      </div>

      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1.5 font-medium text-sm">
          Photos ({total}/{MAX_LISTING_IMAGES})
        </legend>
        <p className="text-muted-foreground text-xs">
          Up to {MAX_LISTING_IMAGES} photos, 5MB each. The first is the cover. A car listing needs
          at least one.
        </p>
        {existingPhotos.length > 0 ? (
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            {existingPhotos.map((photo, i) => {
              const isRemoved = removed.has(photo.id);
              return (
                <li key={photo.id} className="flex flex-col gap-2">
                  <div
                    className={cn(
                      "relative aspect-[4/3] overflow-hidden rounded-lg bg-surface-raised",
                      isRemoved && "opacity-40",
                    )}
                  >
                    <StoredImage
                      src={photo.url}
                      alt={`Photo ${i + 1}`}
                      width={400}
                      height={300}
                      sizes="200px"
                      className="size-full object-cover"
                    />
                  </div>
                  <label className="inline-flex items-center gap-2 text-sm">
                    <input
                      type="checkbox"
                      name="removeImageId"
                      value={photo.id}
                      checked={isRemoved}
                      onChange={(event) => {
                        const next = new Set(removed);
                        if (event.currentTarget.checked) next.add(photo.id);
                        else next.delete(photo.id);
                        setRemoved(next);
                      }}
                      className="size-4 accent-[var(--color-destructive)]"
                    />
                    Remove photo {i + 1}
                  </label>
                </li>
              );
            })}
          </ul>
        ) : null}
        <label
          htmlFor={id("photos")}
          className="flex cursor-pointer flex-col items-center gap-2 rounded-xl border border-border border-dashed px-4 py-6 text-center text-muted-foreground text-sm hover:border-accent hover:text-foreground has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
        >
          <ImagePlus aria-hidden="true" className="size-6" />
          <span>{mode === "create" ? "Choose photos" : "Add photos"}</span>
          <input
            ref={fileRef}
            id={id("photos")}
            type="file"
            name="photos"
            multiple
            accept={IMAGE_INPUT_ACCEPT}
            onChange={(event) => void onFilesChosen(event.currentTarget)}
            className="max-w-full text-xs file:mr-3 file:rounded-md file:border-0 file:bg-surface-raised file:px-3 file:py-1.5 file:text-foreground"
            {...described("images")}
          />
        </label>
        {previews.length > 0 ? (
          <ul className="grid grid-cols-4 gap-2 sm:grid-cols-8" aria-label="Chosen photos">
            {previews.map((p) => (
              <li
                key={p.url}
                className="aspect-square overflow-hidden rounded-md bg-surface-raised"
              >
                <img
                  src={p.url}
                  alt={p.name}
                  width={120}
                  height={120}
                  className="size-full object-cover"
                />
              </li>
            ))}
            <li className="flex items-center">
              <Button
                type="button"
                variant="ghost"
                size="icon-sm"
                aria-label="Clear chosen photos"
                onClick={() => {
                  if (fileRef.current) fileRef.current.value = "";
                  setPreviews([]);
                  setNewCount(0);
                }}
              >
                <X aria-hidden="true" />
              </Button>
            </li>
          </ul>
        ) : null}
        <FieldError id={id("images-error")} message={errors.images} />
      </fieldset>

      <div className="flex flex-wrap justify-end gap-3">
        <Button asChild variant="outline">
          <Link to={cancelHref}>Cancel</Link>
        </Button>
        <Button type="submit" disabled={busy}>
          {busy ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
          {mode === "create"
            ? busy
              ? "Publishing..."
              : "Publish Listing"
            : busy
              ? "Saving..."
              : "Save Changes"}
        </Button>
      </div>
    </Form>
  );
}
