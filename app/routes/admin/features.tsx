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
import { clientActionFallback, revalidateUnlessRequestFailed } from "~/lib/network-failure";
import { uploadFormReader } from "~/lib/upload-form.server";
import { ActionBanner } from "~/modules/admin/components/action-banner";
import { AdminList, AdminSection } from "~/modules/admin/components/admin-list";
import { ADMIN_ROW_PICTURE, AdminRow } from "~/modules/admin/components/admin-row";
import { AdminShell } from "~/modules/admin/components/admin-shell";
import { ConfirmDelete } from "~/modules/admin/components/confirm-delete";
import { AdminActionToasts, useAdminAction } from "~/modules/admin/components/use-admin-action";
import { withSignIn } from "~/modules/admin/intents.server";
import type { AdminActionResult } from "~/modules/admin/messages";
import { FeatureForm } from "~/modules/features/components/feature-form";
import {
  EMPTY_FEATURE_FORM,
  FEATURE_FIELD_NAMES,
  FEATURE_MESSAGES,
  type FeatureFormErrors,
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
import { featureFormErrors, featureFormSchema } from "~/modules/features/schemas";
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

export type FeatureActionResult =
  | AdminActionResult
  | {
      ok: false;
      message: string;
      intent: "create" | "update";
      id: string | null;
      values: FeatureFormValues;
      errors: FeatureFormErrors;
    };

function textValues(form: FormData): FeatureFormValues {
  return Object.fromEntries(
    FEATURE_FIELD_NAMES.map((name) => {
      const value = form.get(name);
      return [name, typeof value === "string" ? value : ""];
    }),
  ) as FeatureFormValues;
}

function formFailure(
  status: number,
  intent: "create" | "update",
  id: string | null,
  values: FeatureFormValues,
  errors: FeatureFormErrors,
) {
  const message =
    errors.form ??
    (intent === "create" ? FEATURE_MESSAGES.createFailed : FEATURE_MESSAGES.updateFailed);
  return data<FeatureActionResult>(
    { ok: false, message, intent, id, values, errors: { form: message, ...errors } },
    { status },
  );
}

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

// Signed out → /auth. A member gets 403 before the body (and any upload) is read (withSignIn).
export const action = withSignIn(async ({ request, context }: Route.ActionArgs) => {
  const admin = await requireAdminActor(context);

  const form = await readFeatureForm(request);
  if (!(form instanceof FormData)) return form;

  const intent = form.get("intent");
  if (intent === "feature-delete") {
    const id = parseUuid(String(form.get("id") ?? ""));
    if (!id) {
      return data<AdminActionResult>(
        { ok: false, message: FEATURE_MESSAGES.deleteFailed },
        { status: 400 },
      );
    }
    try {
      await deleteFeature(admin, id);
      return data<AdminActionResult>({ ok: true, message: FEATURE_MESSAGES.deleted });
    } catch (error) {
      if (error instanceof NotFoundError) {
        return data<AdminActionResult>(
          { ok: false, message: FEATURE_MESSAGES.missingFeature },
          { status: 404 },
        );
      }
      console.error("[admin/features] delete failed", error);
      return data<AdminActionResult>(
        { ok: false, message: FEATURE_MESSAGES.deleteFailed },
        { status: 500 },
      );
    }
  }

  if (intent !== "create" && intent !== "update") {
    return data<AdminActionResult>({ ok: false, message: "Unknown action." }, { status: 400 });
  }
  const id = intent === "update" ? parseUuid(String(form.get("id") ?? "")) : null;
  const values = textValues(form);
  if (intent === "update" && !id) {
    return formFailure(404, intent, null, values, { form: FEATURE_MESSAGES.missingFeature });
  }
  const parsed = featureFormSchema.safeParse(values);
  if (!parsed.success) {
    return formFailure(400, intent, id, values, {
      form: FEATURE_MESSAGES.fixFields,
      ...featureFormErrors(parsed.error),
    });
  }
  const file = form.get("image");
  const image = file instanceof File ? file : null;

  try {
    if (intent === "create") {
      await createFeature(admin, parsed.data, image);
    } else if (id) {
      await updateFeature(admin, id, parsed.data, {
        image,
        removeImage: form.get("removeImage") === "on",
      });
    }
  } catch (error) {
    if (error instanceof InvalidError) {
      return formFailure(400, intent, id, values, {
        form: error.userMessage ?? FEATURE_MESSAGES.fixFields,
        ...error.fieldErrors,
      });
    }
    if (error instanceof ImageRejectedError) {
      return formFailure(400, intent, id, values, {
        form: FEATURE_MESSAGES.fixFields,
        image: imageRejectionMessage(error, IMAGE_MESSAGES),
      });
    }
    if (error instanceof NotFoundError) {
      return formFailure(404, intent, id, values, { form: FEATURE_MESSAGES.missingFeature });
    }
    console.error(`[admin/features] ${intent} failed`, error);
    return formFailure(500, intent, id, values, {});
  }
  return flashRedirect("/admin/features", {
    type: "success",
    message: intent === "create" ? FEATURE_MESSAGES.created : FEATURE_MESSAGES.updated,
  });
});

/**
 * In the browser: a write that never got through answers like the server's failure of the same
 * intent, so the form keeps what was typed and the row its buttons.
 */
export async function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  return clientActionFallback(
    request,
    serverAction,
    (form): FeatureActionResult | null => {
      const intent = form.get("intent");
      if (intent === "feature-delete") return { ok: false, message: FEATURE_MESSAGES.deleteFailed };
      if (intent !== "create" && intent !== "update") return null;
      const message =
        intent === "create" ? FEATURE_MESSAGES.createFailed : FEATURE_MESSAGES.updateFailed;
      const id = intent === "update" ? parseUuid(String(form.get("id") ?? "")) : null;
      return {
        ok: false,
        message,
        intent,
        id,
        values: textValues(form),
        errors: { form: message },
      };
    },
    "admin/features",
  );
}

export const shouldRevalidate = revalidateUnlessRequestFailed;

const NO_ERRORS: FeatureFormErrors = {};

/** Form failures show inside the form; the banner is for delete without JavaScript. */
function DeleteBanner({ result }: { result: FeatureActionResult | undefined }) {
  return <ActionBanner result={result && !("errors" in result) ? result : undefined} />;
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

const featuresPage = (page: number) => `/admin/features?page=${page}`;

export default function AdminFeaturesPage({ loaderData }: Route.ComponentProps) {
  const { list, editing, loadError, today } = loaderData;
  const result = useActionData<typeof action>() as FeatureActionResult | undefined;
  const failure = result && "errors" in result ? result : undefined;

  useEffect(() => {
    if (loadError) toast.error(loadError, { id: "admin-features-load" });
  }, [loadError]);

  // A failed submit shows its form again with the typed values, whatever the URL says.
  const form = failure
    ? {
        mode: failure.intent === "create" ? ("create" as const) : ("edit" as const),
        id: failure.id ?? undefined,
        imageUrl: editing.mode === "edit" && editing.id === failure.id ? editing.imageUrl : null,
        values: failure.values,
        errors: failure.errors,
      }
    : editing.mode === "create"
      ? {
          mode: "create" as const,
          id: undefined,
          imageUrl: null,
          values: { ...EMPTY_FEATURE_FORM, publishedOn: today },
          errors: NO_ERRORS,
        }
      : editing.mode === "edit"
        ? {
            mode: "edit" as const,
            id: editing.id,
            imageUrl: editing.imageUrl,
            values: editing.values,
            errors: NO_ERRORS,
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
          errors={form.errors}
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
