// /admin/features — admins create, edit and delete feature articles. Admins only: requireAdmin in
// the loader; in the action a signed-in member (a crafted request: the page never shows them a
// form) gets 403 before the body is read, and the module functions re-check the role. The form is
// on the page when ?new=1 or ?edit=<id>; the list is paginated with ?page=.
import { Eye, Pencil, Plus } from "lucide-react";
import { useEffect } from "react";
import { data, Link, useActionData } from "react-router";
import { toast } from "sonner";
import { StoredImage } from "~/components/stored-image";
import { Button } from "~/components/ui/button";
import { type ActionFailure, type ActionResult, echoValues } from "~/lib/action-result";
import { defineIntents, intent, type ParseResult } from "~/lib/actions.server";
import { requireAdminActor } from "~/lib/actor.server";
import { InvalidError, NotFoundError } from "~/lib/errors";
import { flashRedirect } from "~/lib/flash.server";
import { parseUuid } from "~/lib/ids";
import {
  BUILD_IMAGE_MESSAGES,
  ImageRejectedError,
  imageRejectionMessage,
  MAX_IMAGE_BYTES,
} from "~/lib/images.server";
import { intentClientAction, revalidateUnlessRequestFailed } from "~/lib/network-failure";
import { uploadFormReader } from "~/lib/upload-form.server";
import { ActionBanner } from "~/modules/admin/components/action-banner";
import { AdminList, AdminSection } from "~/modules/admin/components/admin-list";
import { ADMIN_ROW_PICTURE, AdminRow } from "~/modules/admin/components/admin-row";
import { AdminShell } from "~/modules/admin/components/admin-shell";
import { ConfirmDelete } from "~/modules/admin/components/confirm-delete";
import { AdminActionToasts, useAdminAction } from "~/modules/admin/components/use-admin-action";
import { adminIdIntent, withSignIn } from "~/modules/admin/intents.server";
import { FeatureForm } from "~/modules/features/components/feature-form";
import {
  EMPTY_FEATURE_FORM,
  FEATURE_FIELD_NAMES,
  FEATURE_MESSAGES,
  type FeatureFormValues,
} from "~/modules/features/constants";
import {
  type AdminFeatureRow,
  createFeature,
  deleteFeature,
  getFeatureForEdit,
  listFeaturesForAdmin,
  updateFeature,
} from "~/modules/features/features.server";
import { formatFeatureDate } from "~/modules/features/format";
import {
  type FeatureFields,
  featureFormErrors,
  featureFormSchema,
} from "~/modules/features/schemas";
import type { Route } from "./+types/features";

export const meta: Route.MetaFunction = () => [
  { title: "Features — Admin Panel — Camber Club" },
  { name: "robots", content: "noindex" },
];

const IMAGE_MESSAGES = {
  ...BUILD_IMAGE_MESSAGES,
  invalidType: FEATURE_MESSAGES.imageInvalid,
  tooLarge: FEATURE_MESSAGES.imageTooLarge,
};

function pageOf(raw: string | null): number {
  const page = Number(raw);
  return Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1;
}

type Editing =
  | { mode: "none" }
  | { mode: "create" }
  | { mode: "edit"; id: string; imageUrl: string | null; values: FeatureFormValues }
  | { mode: "missing" };

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireAdminActor(context);
  const url = new URL(request.url);
  const page = pageOf(url.searchParams.get("page"));
  let editing: Editing = { mode: "none" };
  let loadError: string | null = null;
  let list = null;
  try {
    if (url.searchParams.get("new") === "1") editing = { mode: "create" };
    const editParam = url.searchParams.get("edit");
    if (editParam !== null) {
      const id = parseUuid(editParam);
      const feature = id ? await getFeatureForEdit(admin, id) : null;
      editing = feature
        ? {
            mode: "edit",
            id: feature.id,
            imageUrl: feature.imageUrl,
            values: {
              title: feature.title,
              carModel: feature.carModel,
              publishedOn: feature.publishedOn,
              excerpt: feature.excerpt,
              body: feature.body,
              buildRef: feature.buildId ?? "",
            },
          }
        : { mode: "missing" };
    }
    list = await listFeaturesForAdmin(admin, page);
  } catch (error) {
    console.error("[admin/features] loading failed", error);
    loadError = "Failed to load features.";
  }
  return data(
    // A new feature's date starts at today (the server's day, so the form renders the same twice).
    { list, editing, loadError, today: new Date().toISOString().slice(0, 10) },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

function textValues(values: Record<string, string>): FeatureFormValues {
  return Object.fromEntries(
    FEATURE_FIELD_NAMES.map((name) => [name, values[name] ?? ""]),
  ) as FeatureFormValues;
}

/** Each intent's SPEC failure text, for the server's unexpected failures and the offline fallback. */
const FAILURE_MESSAGES = {
  create: FEATURE_MESSAGES.createFailed,
  update: FEATURE_MESSAGES.updateFailed,
  "feature-delete": FEATURE_MESSAGES.deleteFailed,
};

// Files up to twice the limit are read (and refused by the image pipeline with the form's message),
// so the typed fields come back with the error instead of being lost. A body over that is refused
// while reading, with the same message.
const readFeatureForm = uploadFormReader(
  { maxFiles: 1, maxFileBytes: 2 * MAX_IMAGE_BYTES, maxTotalBytes: 2 * MAX_IMAGE_BYTES },
  (cause) => ({
    status: cause.kind === "too-many" ? 400 : 413,
    message: FEATURE_MESSAGES.imageTooLarge,
  }),
);

interface FeatureSubmission {
  fields: FeatureFields;
  image: File | null;
}

/** The text fields checked with the form's schema, and the chosen image. */
function parseFeature(form: FormData): ParseResult<FeatureSubmission> {
  const values = textValues(echoValues(form));
  const parsed = featureFormSchema.safeParse(values);
  if (!parsed.success) {
    return {
      ok: false,
      message: FEATURE_MESSAGES.fixFields,
      fieldErrors: featureFormErrors(parsed.error),
    };
  }
  const file = form.get("image");
  return { ok: true, value: { fields: parsed.data, image: file instanceof File ? file : null } };
}

const missingFeature = (id: string) =>
  new NotFoundError(`feature ${id} not found`, { userMessage: FEATURE_MESSAGES.missingFeature });

/** An image the pipeline refused is a mistake in the form: its message under the image field. */
async function refusingImages(write: () => Promise<unknown>) {
  try {
    await write();
  } catch (error) {
    if (!(error instanceof ImageRejectedError)) throw error;
    throw new InvalidError("feature image refused", {
      userMessage: FEATURE_MESSAGES.fixFields,
      fieldErrors: { image: imageRejectionMessage(error, IMAGE_MESSAGES) },
      cause: error,
    });
  }
}

// Signed out → /auth. A member gets 403 before the body (and any upload) is read (withSignIn).
export const action = withSignIn(
  defineIntents(
    "admin-features",
    {
      create: intent({
        who: "admin",
        signedOut: "redirect",
        failureMessage: FEATURE_MESSAGES.createFailed,
        parse: parseFeature,
        run: async ({ actor, input }) => {
          await refusingImages(() => createFeature(actor, input.fields, input.image));
          return flashRedirect("/admin/features", {
            type: "success",
            message: FEATURE_MESSAGES.created,
          });
        },
      }),
      update: intent({
        who: "admin",
        signedOut: "redirect",
        failureMessage: FEATURE_MESSAGES.updateFailed,
        // A feature that cannot exist (a malformed id) is missing, whatever the fields say.
        parse: (form): ParseResult<(FeatureSubmission & { id: string }) | { id: null }> => {
          const id = parseUuid(String(form.get("id") ?? ""));
          if (!id) return { ok: true, value: { id: null } };
          const parsed = parseFeature(form);
          return parsed.ok ? { ok: true, value: { ...parsed.value, id } } : parsed;
        },
        run: async ({ actor, input, form }) => {
          if (input.id === null) throw missingFeature(String(form.get("id") ?? ""));
          const { id, fields, image } = input;
          const removeImage = form.get("removeImage") === "on";
          await refusingImages(() => updateFeature(actor, id, fields, { image, removeImage }));
          return flashRedirect("/admin/features", {
            type: "success",
            message: FEATURE_MESSAGES.updated,
          });
        },
      }),
      "feature-delete": adminIdIntent({
        failureMessage: FEATURE_MESSAGES.deleteFailed,
        successMessage: FEATURE_MESSAGES.deleted,
        run: deleteFeature,
      }),
    },
    { readForm: readFeatureForm },
  ),
);

/**
 * In the browser: a write that never got through answers like the server's failure of the same
 * intent, so the form keeps what was typed and the row its buttons.
 */
export const clientAction = intentClientAction("admin/features", FAILURE_MESSAGES);

export const shouldRevalidate = revalidateUnlessRequestFailed;

type FeatureFormIntent = "create" | "update";

/** A refusal of the feature form (shown inside it), not of a row's delete or of the upload. */
function formFailureOf(result: ActionResult | undefined) {
  if (!result || result.ok) return undefined;
  return result.intent === "create" || result.intent === "update"
    ? (result as ActionFailure & { intent: FeatureFormIntent })
    : undefined;
}

/** Form failures show inside the form; the banner is for delete without JavaScript. */
function DeleteBanner({ result }: { result: ActionResult<{ message?: string }> | undefined }) {
  if (!result || formFailureOf(result)) return null;
  return <ActionBanner result={{ ok: result.ok, message: result.message ?? "" }} />;
}

function FeatureRow({ feature }: { feature: AdminFeatureRow }) {
  const { fetcher, busyIntent } = useAdminAction(`feature-${feature.id}`);
  return (
    <AdminRow
      testId="admin-feature"
      picture={<StoredImage {...ADMIN_ROW_PICTURE} src={feature.imageUrl} alt={feature.carModel} />}
      title={feature.title}
      actions={
        <>
          <Button asChild size="sm" variant="outline">
            <Link to={`/features/${feature.id}`} aria-label={`View ${feature.title}`}>
              <Eye aria-hidden="true" />
              View
            </Link>
          </Button>
          <Button asChild size="sm" variant="secondary">
            <Link to={`/admin/features?edit=${feature.id}`} aria-label={`Edit ${feature.title}`}>
              <Pencil aria-hidden="true" />
              Edit
            </Link>
          </Button>
          <ConfirmDelete
            fetcher={fetcher}
            busyIntent={busyIntent}
            intent="feature-delete"
            id={feature.id}
            what="feature"
            title={feature.title}
          />
        </>
      }
    >
      <p className="truncate text-muted-foreground text-sm">
        {feature.carModel} ·{" "}
        <time dateTime={feature.publishedOn}>{formatFeatureDate(feature.publishedOn)}</time>
        {" · "}
        <span className="tabular">{feature.views === 1 ? "1 view" : `${feature.views} views`}</span>
      </p>
      <p className="truncate text-muted-foreground text-sm">
        {feature.buildId
          ? `Linked build: ${feature.buildTitle ?? feature.buildId}`
          : "No linked build"}
      </p>
    </AdminRow>
  );
}

/** A refused submit shows its form again with the typed values, whatever the URL says. */
function failureForm(failure: ActionFailure & { intent: FeatureFormIntent }, editing: Editing) {
  const id =
    failure.intent === "update" ? (parseUuid(failure.values.id ?? "") ?? undefined) : undefined;
  return {
    mode: failure.intent === "create" ? ("create" as const) : ("edit" as const),
    id,
    imageUrl: editing.mode === "edit" && editing.id === id ? editing.imageUrl : null,
    values: textValues(failure.values),
  };
}

const featuresPage = (page: number) => `/admin/features?page=${page}`;

export default function AdminFeaturesPage({ loaderData }: Route.ComponentProps) {
  const { list, editing, loadError, today } = loaderData;
  const result = useActionData<typeof clientAction>() as
    | ActionResult<{ message?: string }>
    | undefined;
  const failure = formFailureOf(result);

  useEffect(() => {
    if (loadError) toast.error(loadError, { id: "admin-features-load" });
  }, [loadError]);

  const form = failure
    ? failureForm(failure, editing)
    : editing.mode === "create"
      ? {
          mode: "create" as const,
          id: undefined,
          imageUrl: null,
          values: { ...EMPTY_FEATURE_FORM, publishedOn: today },
        }
      : editing.mode === "edit"
        ? {
            mode: "edit" as const,
            id: editing.id,
            imageUrl: editing.imageUrl,
            values: editing.values,
          }
        : null;

  return (
    <AdminShell active="/admin/features" counts={null}>
      <DeleteBanner result={result} />

      {form ? (
        <FeatureForm
          key={`${form.mode}-${form.id ?? "new"}`}
          mode={form.mode}
          featureId={form.id}
          currentImageUrl={form.imageUrl}
          values={form.values}
          failure={failure}
        />
      ) : null}
      {editing.mode === "missing" && !failure ? (
        <ActionBanner result={{ ok: false, message: FEATURE_MESSAGES.missingFeature }} />
      ) : null}

      <AdminSection
        id="admin-features-heading"
        title={`Features${list ? ` (${list.total})` : ""}`}
        aside={
          form?.mode !== "create" ? (
            <Button asChild>
              <Link to="/admin/features?new=1">
                <Plus aria-hidden="true" />
                New Feature
              </Link>
            </Button>
          ) : null
        }
      >
        <AdminActionToasts>
          <AdminList
            list={loadError ? null : list}
            empty={loadError ?? "No features yet. Use New Feature to write the first one."}
            hrefOf={featuresPage}
          >
            {(feature) => <FeatureRow key={feature.id} feature={feature} />}
          </AdminList>
        </AdminActionToasts>
      </AdminSection>
    </AdminShell>
  );
}

/** A failure this page does not handle itself shows the site's error screen inside its frame. */
export { ErrorBoundary } from "~/components/route-error-boundary";
