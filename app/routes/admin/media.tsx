// /admin/media — the media hub's admin section: every item (pending first) with a status filter,
// Approve / Reject / Feature / Unfeature / Delete, and "Add video" (an uploaded file or a
// YouTube/Vimeo link). Admins only: requireAdminActor in the loader; in the action a signed-in member
// gets 403 and nothing changes (signed out → /auth). Every action is written to the audit log.
import { data, useActionData } from "react-router";
import type { ActionResult } from "~/lib/action-result";
import { defineIntents, intent } from "~/lib/actions.server";
import { type Actor, requireAdminActor } from "~/lib/actor.server";
import { InvalidError } from "~/lib/errors";
import { flashRedirect } from "~/lib/flash.server";
import { readForm } from "~/lib/form-data.server";
import { ImageRejectedError } from "~/lib/images.server";
import { intentClientAction, revalidateUnlessRequestFailed } from "~/lib/network-failure";
import { ActionBanner } from "~/modules/admin/components/action-banner";
import { AdminList, FilterLinks } from "~/modules/admin/components/admin-list";
import { AdminShell } from "~/modules/admin/components/admin-shell";
import { AdminActionToasts } from "~/modules/admin/components/use-admin-action";
import { adminIdIntent, withSignIn } from "~/modules/admin/intents.server";
import { AdminMediaRow } from "~/modules/media/components/admin-media-row";
import { VideoForm } from "~/modules/media/components/video-form";
import { type AdminMediaFilter, MEDIA_MESSAGES } from "~/modules/media/constants";
import { imageProblemMessage, parseVideoForm, readVideoUpload } from "~/modules/media/forms.server";
import {
  createVideoItem,
  deleteMedia,
  listMediaForAdmin,
  setMediaApproval,
  setMediaFeatured,
} from "~/modules/media/media.server";
import { adminMediaLocationSchema } from "~/modules/media/schemas";
import { VideoRejectedError } from "~/modules/media/video.server";
import type { Route } from "./+types/media";

export const meta: Route.MetaFunction = () => [
  { title: "Media — Admin Panel — Camber Club" },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireAdminActor(context);
  const url = new URL(request.url);
  const { status, page } = adminMediaLocationSchema.parse({
    status: url.searchParams.get("status") ?? undefined,
    page: url.searchParams.get("page") ?? undefined,
  });
  try {
    const list = await listMediaForAdmin(admin, status, page);
    return data(
      { status, list, loadError: null },
      { headers: { "Cache-Control": "private, no-store" } },
    );
  } catch (error) {
    console.error("[admin] media list failed", error);
    return data(
      { status, list: null, loadError: MEDIA_MESSAGES.loadFailed },
      { status: 500, headers: { "Cache-Control": "private, no-store" } },
    );
  }
}

/**
 * The rows' buttons post plain forms; "Add video" posts the page's one multipart form, without an
 * intent field (the pipeline's "default" intent), read within the video's limits.
 */
function readMediaForm(request: Request) {
  const contentType = request.headers.get("content-type") ?? "";
  return contentType.startsWith("multipart/form-data")
    ? readVideoUpload(request)
    : readForm(request);
}

/** A video or cover the upload pipeline refused is a mistake in the form, under its field. */
function refusedUpload(error: unknown): InvalidError | null {
  let field: "video" | "cover";
  let message: string;
  if (error instanceof VideoRejectedError) {
    field = "video";
    message = error.reason === "size" ? MEDIA_MESSAGES.videoTooLarge : MEDIA_MESSAGES.invalidVideo;
  } else if (error instanceof ImageRejectedError) {
    field = "cover";
    message = imageProblemMessage(error);
  } else {
    return null;
  }
  return new InvalidError(`admin video ${field} refused`, {
    userMessage: message,
    fieldErrors: { [field]: message },
    cause: error,
  });
}

const moderation = (successMessage: string, run: (actor: Actor, id: string) => Promise<void>) =>
  adminIdIntent({ failureMessage: MEDIA_MESSAGES.actionFailed, successMessage, run });

/** Each intent's SPEC failure text, for the offline fallback (the server's are the same). */
const FAILURE_MESSAGES = {
  default: MEDIA_MESSAGES.createFailed,
  "media-approve": MEDIA_MESSAGES.actionFailed,
  "media-reject": MEDIA_MESSAGES.actionFailed,
  "media-feature": MEDIA_MESSAGES.actionFailed,
  "media-unfeature": MEDIA_MESSAGES.actionFailed,
  "media-delete": MEDIA_MESSAGES.actionFailed,
};

// Signed out → /auth. A signed-in member posting here (a crafted request: the page never shows
// them a form) gets 403 and nothing changes; the body is not even read (withSignIn).
export const action = withSignIn(
  defineIntents(
    "admin-media",
    {
      default: intent({
        who: "admin",
        signedOut: "redirect",
        failureMessage: MEDIA_MESSAGES.createFailed,
        parse: parseVideoForm,
        run: async ({ actor, input: { fields, video, cover } }) => {
          try {
            await createVideoItem(actor, fields, { video, cover });
          } catch (error) {
            throw refusedUpload(error) ?? error;
          }
          return flashRedirect("/admin/media", {
            type: "success",
            message: MEDIA_MESSAGES.videoCreated,
          });
        },
      }),
      "media-approve": moderation(MEDIA_MESSAGES.approved, (actor, id) =>
        setMediaApproval(actor, id, "approved"),
      ),
      "media-reject": moderation(MEDIA_MESSAGES.rejected, (actor, id) =>
        setMediaApproval(actor, id, "rejected"),
      ),
      "media-feature": moderation(MEDIA_MESSAGES.featured, (actor, id) =>
        setMediaFeatured(actor, id, true),
      ),
      "media-unfeature": moderation(MEDIA_MESSAGES.unfeatured, (actor, id) =>
        setMediaFeatured(actor, id, false),
      ),
      "media-delete": moderation(MEDIA_MESSAGES.deleted, deleteMedia),
    },
    { readForm: readMediaForm },
  ),
);

export const clientAction = intentClientAction("admin-media", FAILURE_MESSAGES);

export const shouldRevalidate = revalidateUnlessRequestFailed;

/** A refusal of a row's button (without JavaScript): the banner; any other is the video form's. */
const isRowIntent = (intent: string | null) => intent?.startsWith("media-") ?? false;

const FILTERS: { value: AdminMediaFilter; label: string }[] = [
  { value: "all", label: "All" },
  { value: "pending", label: "Pending" },
  { value: "approved", label: "Approved" },
  { value: "rejected", label: "Rejected" },
];

function filterHref(status: AdminMediaFilter, page = 1) {
  const params = new URLSearchParams();
  if (status !== "all") params.set("status", status);
  if (page > 1) params.set("page", String(page));
  const search = params.toString();
  return search ? `/admin/media?${search}` : "/admin/media";
}

export default function AdminMediaPage({ loaderData }: Route.ComponentProps) {
  const { status, list, loadError } = loaderData;
  const answer = useActionData<typeof clientAction>() as
    | ActionResult<{ message?: string }>
    | undefined;
  const videoProblem = answer && !answer.ok && !isRowIntent(answer.intent) ? answer : undefined;
  const banner =
    answer && isRowIntent(answer.intent)
      ? { ok: answer.ok, message: answer.message ?? "" }
      : undefined;

  return (
    <AdminShell active="/admin/media" counts={null}>
      <ActionBanner result={banner} />

      <details
        open={videoProblem !== undefined}
        className="group rounded-xl bg-surface p-5 ring-1 ring-border/50"
      >
        <summary className="cursor-pointer select-none font-display font-semibold text-lg uppercase tracking-wide">
          Add video
        </summary>
        <div className="mt-5">
          <VideoForm problem={videoProblem} />
        </div>
      </details>

      <FilterLinks
        label="Filter by status"
        links={FILTERS.map((filter) => ({
          href: filterHref(filter.value),
          label:
            filter.value === "pending" && list ? `Pending (${list.pendingCount})` : filter.label,
          current: filter.value === status,
        }))}
      />

      <AdminActionToasts>
        <AdminList
          list={loadError ? null : list}
          empty={
            loadError ??
            (status === "pending" ? "No media is waiting for review." : "No media items yet.")
          }
          hrefOf={(page) => filterHref(status, page)}
        >
          {(item) => <AdminMediaRow key={item.id} item={item} />}
        </AdminList>
      </AdminActionToasts>
    </AdminShell>
  );
}

/** A failure this page does not handle itself shows the site's error screen inside its frame. */
export { ErrorBoundary } from "~/components/route-error-boundary";
