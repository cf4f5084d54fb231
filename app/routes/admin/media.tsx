// /admin/media — the media hub's admin section: every item (pending first) with a status filter,
// Approve / Reject / Feature / Unfeature / Delete, and "Add video" (an uploaded file or a
// YouTube/Vimeo link). Admins only: requireAdminActor in the loader; in the action a signed-in member
// gets 403 and nothing changes (signed out → /auth). Every action is written to the audit log.
import { data, useActionData } from "react-router";
import { requireAdminActor } from "~/lib/actor.server";
import { flashRedirect } from "~/lib/flash.server";
import { readForm } from "~/lib/form-data.server";
import { ImageRejectedError } from "~/lib/images.server";
import { ActionBanner } from "~/modules/admin/components/action-banner";
import { AdminList, FilterLinks } from "~/modules/admin/components/admin-list";
import { AdminShell } from "~/modules/admin/components/admin-shell";
import { AdminActionToasts } from "~/modules/admin/components/use-admin-action";
import { withSignIn } from "~/modules/admin/intents.server";
import { AdminMediaRow } from "~/modules/media/components/admin-media-row";
import type { SubmitProblem } from "~/modules/media/components/submit-form";
import { VideoForm } from "~/modules/media/components/video-form";
import { type AdminMediaFilter, MEDIA_MESSAGES } from "~/modules/media/constants";
import { imageProblemMessage, problem, readVideoForm } from "~/modules/media/forms.server";
import {
  createVideoItem,
  listMediaForAdmin,
  type MediaActionResult,
  runMediaAdminAction,
} from "~/modules/media/media.server";
import { adminMediaActionSchema, adminMediaLocationSchema } from "~/modules/media/schemas";
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

type ActionAnswer = MediaActionResult | SubmitProblem;

// Signed out → /auth. A signed-in member posting here (a crafted request: the page never shows
// them a form) gets 403 and nothing changes; the body is not even read (withSignIn).
export const action = withSignIn(async ({ request, context }: Route.ActionArgs) => {
  const admin = await requireAdminActor(context);
  const contentType = request.headers.get("content-type") ?? "";
  if (contentType.startsWith("multipart/form-data")) {
    const read = await readVideoForm(request);
    if (!read.ok) return data<ActionAnswer>(read.problem, { status: read.status });
    const { fields, video, cover } = read.submission;
    const echo = {
      title: fields.title,
      description: fields.description,
      embedUrl: fields.embedUrl ?? "",
    };
    try {
      await createVideoItem(admin, fields, { video, cover });
    } catch (error) {
      if (error instanceof VideoRejectedError) {
        const message =
          error.reason === "size" ? MEDIA_MESSAGES.videoTooLarge : MEDIA_MESSAGES.invalidVideo;
        return data<ActionAnswer>(problem(message, echo, { video: message }), { status: 400 });
      }
      if (error instanceof ImageRejectedError) {
        const message = imageProblemMessage(error);
        return data<ActionAnswer>(problem(message, echo, { cover: message }), { status: 400 });
      }
      console.error("[admin] video create failed", error);
      return data<ActionAnswer>(problem(MEDIA_MESSAGES.createFailed, echo), { status: 500 });
    }
    return flashRedirect("/admin/media", { type: "success", message: MEDIA_MESSAGES.videoCreated });
  }

  const form = await readForm(request);
  const parsed = adminMediaActionSchema.safeParse({
    intent: form.get("intent"),
    id: form.get("id"),
  });
  if (!parsed.success) {
    return data<ActionAnswer>({ ok: false, message: MEDIA_MESSAGES.actionFailed }, { status: 400 });
  }
  const { status, result } = await runMediaAdminAction(admin, parsed.data.intent, parsed.data.id);
  return data<ActionAnswer>(result, { status });
});

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
  const answer = useActionData<typeof action>();
  const videoProblem = answer && "fieldErrors" in answer ? answer : undefined;
  const banner = answer && !("fieldErrors" in answer) ? answer : undefined;

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
