import { CalendarDays, Mail, MapPin, UserRound } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Form } from "react-router";
import { toast } from "sonner";
import { InputField, TextareaField } from "~/components/forms/fields";
import { Notice } from "~/components/forms/notice";
import { SubmitButton } from "~/components/forms/submit-button";
import { Container } from "~/components/layout/container";
import { Avatar } from "~/components/ui/avatar";
import { ButtonLink } from "~/components/ui/button-link";
import { Card } from "~/components/ui/card";
import { formErrorOf } from "~/lib/forms/parse";
import { checkSchema, useForm } from "~/lib/forms/use-form";
import {
  AVATAR_IMAGE_MESSAGES,
  IMAGE_INPUT_ACCEPT,
  MAX_IMAGE_BYTES,
  MAX_IMAGE_SIZE_TEXT,
} from "~/lib/image-rules";
import { downscaleInputFiles } from "~/lib/images/downscale";
import { lazyModule } from "~/lib/lazy-module";
import { profilePath } from "~/modules/profiles/components/author-link";
import {
  BIO_MAX,
  FULL_NAME_MAX,
  isUsableImageUrl,
  LOCATION_MAX,
  nextAvatarUrl,
} from "../profile-rules";

/**
 * The action's schema (and zod), loaded when the form is first focused or sent rather than with the
 * page (~/lib/lazy-module).
 */
const profileSchemas = lazyModule(() => import("../schemas"));

/** The schema's problems plus the chosen avatar file's, checked before sending. */
function checkProfile(
  schemas: { profileSchema: Parameters<typeof checkSchema>[0] },
  form: FormData,
) {
  const found = checkSchema(schemas.profileSchema, form);
  const file = form.get("avatar");
  const problem = file instanceof File && file.size > 0 ? avatarFileProblem(file) : null;
  if (!problem) return found;
  return {
    message: found?.message ?? problem,
    fieldErrors: { ...found?.fieldErrors, avatar: problem },
  };
}

/** What the /profile loader sends. */
export interface ProfilePageData {
  email: string;
  /** Long en-US date, e.g. "March 3, 2026". */
  memberSince: string | null;
  username: string;
  fullName: string;
  bio: string;
  location: string;
  avatarUrl: string | null;
  /** The avatar as the URL field shows it: a linked image's URL, "" for uploads and none. */
  linkedAvatarUrl: string;
}

/** Checks a chosen avatar file in the browser: same limit and messages as the server. */
function avatarFileProblem(file: File): string | null {
  const looksLikeImage = file.type.startsWith("image/") || /\.(heic|heif)$/i.test(file.name);
  if (!looksLikeImage) return AVATAR_IMAGE_MESSAGES.invalidType;
  if (file.size > MAX_IMAGE_BYTES) return AVATAR_IMAGE_MESSAGES.tooLarge;
  return null;
}

export function ProfileEditor({ data, result }: { data: ProfilePageData; result?: unknown }) {
  const form = useForm({
    result,
    validate: {
      schemas: profileSchemas,
      check: (schemas, formData) => {
        const found = checkProfile(schemas, formData);
        if (!found) setPickError(null);
        return found;
      },
    },
  });
  // A refused file choice: its message stays until the next choice or submission, never after
  // a save (the refused file was taken out of the form, so it was not part of that save).
  const [pickError, setPickError] = useState<string | null>(null);
  const { errors } = form;
  const values = { ...data, avatarUrl: data.linkedAvatarUrl, ...form.values };
  const name = data.fullName || data.username;

  // A refusal the fields do not show (a failed save, a rate limit), or a username just taken,
  // is also a toast.
  const { failure } = form;
  useEffect(() => {
    setPickError(null);
    if (!failure) return;
    if (failure.reason === "conflict" || formErrorOf(failure)) toast.error(failure.message);
  }, [failure]);

  return (
    <main className="flex-1 py-10 sm:py-14">
      <Container className="max-w-5xl">
        <header className="grid gap-2">
          <p className="font-display font-semibold text-accent text-xs uppercase tracking-[0.3em]">
            Account
          </p>
          <h1 className="font-display font-bold text-4xl uppercase tracking-wide">Your profile</h1>
          <p className="text-muted-foreground">
            How other members see you on your builds, events and forum posts.
          </p>
        </header>

        <div className="mt-8 grid items-start gap-6 lg:grid-cols-[18rem_1fr]">
          <Card className="lg:sticky lg:top-24">
            <div className="h-16 bg-gradient-to-br from-accent/70 via-accent/25 to-transparent" />
            <div className="-mt-10 grid justify-items-center gap-3 px-5 pb-6 text-center">
              <Avatar
                src={data.avatarUrl}
                name={name || data.email}
                sizes="80px"
                className="size-20 text-2xl ring-4 ring-surface [&_span]:text-2xl"
              />
              <div className="grid gap-0.5">
                <p className="font-display font-semibold text-xl uppercase tracking-wide">
                  {name || "Anonymous"}
                </p>
                {data.username ? (
                  <p className="text-muted-foreground text-sm">@{data.username}</p>
                ) : null}
              </div>
              {data.bio ? <p className="line-clamp-4 text-sm">{data.bio}</p> : null}
              <dl className="mt-2 grid w-full gap-3 border-border border-t pt-4 text-left text-sm">
                {data.location ? (
                  <SummaryRow icon={MapPin} label="Location" value={data.location} />
                ) : null}
                <SummaryRow icon={Mail} label="Email" value={data.email} />
                {data.memberSince ? (
                  <SummaryRow icon={CalendarDays} label="Member since" value={data.memberSince} />
                ) : null}
              </dl>
              {data.username ? (
                <ButtonLink
                  variant="outline"
                  size="sm"
                  className="mt-1 w-full"
                  to={profilePath(data.username)}
                  icon={UserRound}
                >
                  View public profile
                </ButtonLink>
              ) : null}
            </div>
          </Card>

          <Form
            method="post"
            encType="multipart/form-data"
            {...form.props}
            aria-label="Edit profile"
            className="grid gap-6"
          >
            {form.formError ? <Notice tone="error" title={form.formError} /> : null}

            <Card>
              <SectionHeader title="Public profile" />
              <div className="grid gap-5 p-5 sm:grid-cols-2 sm:p-6">
                <InputField
                  id="profile-username"
                  label="Username"
                  hint="3–30 letters, numbers, dots, dashes or underscores."
                  error={errors.username}
                  name="username"
                  autoComplete="username"
                  autoCapitalize="none"
                  spellCheck={false}
                  defaultValue={values.username}
                  required
                  maxLength={30}
                />
                <InputField
                  id="profile-full-name"
                  label="Full Name"
                  error={errors.fullName}
                  name="fullName"
                  autoComplete="name"
                  defaultValue={values.fullName}
                  maxLength={FULL_NAME_MAX}
                />
                <InputField
                  id="profile-location"
                  label="Location"
                  error={errors.location}
                  fieldClassName="sm:col-span-2"
                  name="location"
                  autoComplete="address-level2"
                  placeholder="City, region"
                  defaultValue={values.location}
                  maxLength={LOCATION_MAX}
                />
                <BioField defaultValue={values.bio} error={errors.bio} />
              </div>
            </Card>

            <Card>
              <SectionHeader title="Avatar" />
              <AvatarField
                key={data.avatarUrl ?? "none"}
                currentUrl={data.avatarUrl}
                linkedUrl={values.avatarUrl}
                name={name || data.email}
                fileError={pickError ?? errors.avatar}
                urlError={errors.avatarUrl}
                onPickError={setPickError}
              />
            </Card>

            <div className="flex flex-col-reverse items-stretch gap-3 sm:flex-row sm:items-center sm:justify-end">
              <SubmitButton
                size="lg"
                busy={form.busy}
                busyLabel="Saving..."
                className="sm:min-w-44"
              >
                Save Changes
              </SubmitButton>
            </div>
          </Form>
        </div>
      </Container>
    </main>
  );
}

function SectionHeader({ title }: { title: string }) {
  return (
    <div className="border-border/70 border-b px-5 py-4 sm:px-6">
      <h2 className="font-display font-semibold text-lg uppercase tracking-wide">{title}</h2>
    </div>
  );
}

function SummaryRow({
  icon: Icon,
  label,
  value,
}: {
  icon: typeof Mail;
  label: string;
  value: string;
}) {
  return (
    // A <dl> group holds only <dt>/<dd>: the icon sits inside the term, out in the left gutter.
    <div className="relative min-w-0 pl-7">
      <dt className="text-muted-foreground text-xs">
        <Icon
          className="absolute top-0.5 left-0 size-4 shrink-0 text-muted-foreground"
          aria-hidden="true"
        />
        {label}
      </dt>
      <dd className="[overflow-wrap:anywhere]">{value}</dd>
    </div>
  );
}

function BioField({ defaultValue, error }: { defaultValue: string; error?: string }) {
  const [length, setLength] = useState(defaultValue.length);
  return (
    <TextareaField
      id="profile-bio"
      label="Bio"
      error={error}
      fieldClassName="sm:col-span-2"
      aside={
        <span
          className={`text-xs tabular ${length > BIO_MAX ? "text-destructive" : "text-muted-foreground"}`}
          aria-hidden="true"
        >
          {length}/{BIO_MAX}
        </span>
      }
      name="bio"
      rows={4}
      maxLength={BIO_MAX}
      placeholder="Your car, your style, what you're working on."
      defaultValue={defaultValue}
      onChange={(event) => setLength(event.currentTarget.value.length)}
    />
  );
}

/**
 * Upload an image or link one by URL, with a live preview and 'Remove avatar'. Without
 * JavaScript the same fields post as they are; the server applies the same rules
 * (nextAvatarUrl) that drive the preview here.
 */
function AvatarField({
  currentUrl,
  linkedUrl,
  name,
  fileError,
  urlError,
  onPickError,
}: {
  currentUrl: string | null;
  linkedUrl: string;
  name: string;
  fileError?: string;
  urlError?: string;
  /** Reports a refused file choice (null once a usable file is chosen). */
  onPickError: (message: string | null) => void;
}) {
  const fileInput = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  const [typedUrl, setTypedUrl] = useState(linkedUrl);
  const [remove, setRemove] = useState(false);
  const shownFileError = fileError;

  // The object URL of a chosen file lives until another is chosen or the field goes away.
  useEffect(() => {
    if (!chosen) return;
    return () => URL.revokeObjectURL(chosen);
  }, [chosen]);

  const preview = nextAvatarUrl(
    currentUrl,
    { avatarUrl: isUsableImageUrl(typedUrl.trim()) ? typedUrl.trim() : null, removeAvatar: remove },
    chosen,
  );

  function onFileChange(event: React.ChangeEvent<HTMLInputElement>) {
    const file = event.currentTarget.files?.[0];
    if (!file) {
      setChosen(null);
      return;
    }
    const problem = avatarFileProblem(file);
    if (problem) {
      event.currentTarget.value = "";
      setChosen(null);
      onPickError(problem);
      toast.error(problem);
      return;
    }
    onPickError(null);
    setRemove(false);
    setChosen(URL.createObjectURL(file));
    void downscaleInputFiles(event.currentTarget);
  }

  function onRemoveChange(event: React.ChangeEvent<HTMLInputElement>) {
    const checked = event.currentTarget.checked;
    setRemove(checked);
    if (checked && fileInput.current) {
      fileInput.current.value = "";
      setChosen(null);
    }
  }

  return (
    <div className="grid gap-6 p-5 sm:grid-cols-[auto_1fr] sm:p-6">
      <div className="grid content-start justify-items-center gap-2">
        <Avatar
          src={preview}
          name={name}
          alt="Avatar preview"
          sizes="112px"
          className="size-28 ring-2 [&_span]:text-3xl"
        />
        <p className="text-muted-foreground text-xs" aria-live="polite">
          {!preview ? "No avatar" : preview === currentUrl ? "Current avatar" : "New avatar"}
        </p>
      </div>
      <div className="grid content-start gap-5">
        <InputField
          ref={fileInput}
          id="profile-avatar"
          label="Upload image"
          hint={`JPEG, PNG, WebP, AVIF, GIF or HEIC, up to ${MAX_IMAGE_SIZE_TEXT}.`}
          error={shownFileError}
          name="avatar"
          type="file"
          accept={IMAGE_INPUT_ACCEPT}
          onChange={onFileChange}
          className="h-auto cursor-pointer py-2 file:mr-3 file:cursor-pointer file:rounded-md file:bg-surface-raised file:px-3 file:py-1.5"
        />
        <InputField
          id="profile-avatar-url"
          label="Or image URL"
          hint="A link to an image on the web (https)."
          error={urlError}
          name="avatarUrl"
          type="url"
          inputMode="url"
          placeholder="https://"
          defaultValue={linkedUrl}
          onChange={(event) => setTypedUrl(event.currentTarget.value)}
        />
        {currentUrl ? (
          <label className="flex w-fit cursor-pointer items-center gap-2.5 text-sm">
            <input
              type="checkbox"
              name="removeAvatar"
              checked={remove}
              onChange={onRemoveChange}
              className="size-4 cursor-pointer accent-[var(--destructive)]"
            />
            Remove avatar
          </label>
        ) : null}
      </div>
    </div>
  );
}
