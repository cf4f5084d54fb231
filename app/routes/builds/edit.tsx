import { FormPage } from "~/components/page";
import { Badge } from "~/components/ui/badge";
import { requireActor } from "~/lib/actor.server";
import { flashRedirect } from "~/lib/flash.server";
import { ImageRejectedError } from "~/lib/images.server";
import { revalidateUnlessRequestFailed } from "~/lib/network-failure";
import { consumeRequestRateLimit, rateLimitMessage } from "~/lib/rate-limit.server";
import { getOwnBuildForEdit, updateBuild } from "~/modules/builds/builds.server";
import { BuildForm } from "~/modules/builds/components/build-form/build-form";
import { sendBuildForm } from "~/modules/builds/components/build-form/client-action";
import {
  type BuildFormValues,
  EDIT_MESSAGES,
  imageToasts,
  splitMessage,
} from "~/modules/builds/components/build-form/messages";
import { PHOTO_TEXT_MESSAGES } from "~/modules/builds/constants";
import {
  failedAnswer,
  failure,
  imageRejection,
  parseBuildSubmission,
  readBuildFormData,
} from "~/modules/builds/form-submission.server";
import { BUILD_MESSAGES, checkBuildId, maxCarYear } from "~/modules/builds/schemas";
import { specFormFromStored } from "~/modules/builds/spec/form-values";
import { getSpecSheet, listMods } from "~/modules/builds/spec/queries.server";
import type { Route } from "./+types/edit";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  {
    title: loaderData ? `Edit ${loaderData.build.title} — Camber Club` : "Edit Build — Camber Club",
  },
];

const EDIT_LIMIT = { limit: 60, windowSeconds: 60 * 60 };

function notFound() {
  return flashRedirect("/my-builds", { type: "error", message: EDIT_MESSAGES.notFound });
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const user = await requireActor(context);
  const id = checkBuildId(params.id);
  if (!id.ok) throw await notFound();
  let build: Awaited<ReturnType<typeof getOwnBuildForEdit>>;
  let specSheet: Awaited<ReturnType<typeof getSpecSheet>> = null;
  let mods: Awaited<ReturnType<typeof listMods>> = [];
  try {
    build = await getOwnBuildForEdit(user.id, id.id);
    // Read only once the build is known to be the member's.
    if (build) [specSheet, mods] = await Promise.all([getSpecSheet(id.id), listMods(id.id)]);
  } catch (error) {
    console.error("[builds] edit load failed", error);
    throw await flashRedirect("/my-builds", { type: "error", message: EDIT_MESSAGES.loadFailed });
  }
  if (!build) throw await notFound();

  const photoUrls = new Set(build.images.map((i) => i.imageUrl));
  const defaults: BuildFormValues = {
    title: build.title,
    carMake: build.carMake,
    carModel: build.carModel,
    carYear: build.carYear === null ? "" : String(build.carYear),
    description: build.description ?? "",
    // The URL field holds a linked image only; the first photo's URL is not the member's to edit.
    featuredImageUrl:
      build.featuredImageUrl && !photoUrls.has(build.featuredImageUrl)
        ? build.featuredImageUrl
        : "",
  };
  return {
    build: {
      id: build.id,
      title: build.title,
      approvalStatus: build.approvalStatus,
      images: build.images.map(({ id, imageUrl, caption, altText }) => ({
        id,
        imageUrl,
        caption,
        altText,
      })),
    },
    defaults,
    specDefaults: specFormFromStored(specSheet, mods),
    dynoImageUrl: specSheet?.dynoImageUrl ?? null,
    maxYear: maxCarYear(),
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const user = await requireActor(context);
  const id = checkBuildId(params.id);
  if (!id.ok) return notFound();

  const read = await readBuildFormData(request, "edit");
  if (!read.form) return read.answer;
  const parsed = parseBuildSubmission(read.form, "edit");
  if (!parsed.ok) return parsed.answer;

  const limit = await consumeRequestRateLimit(
    request,
    "builds:edit",
    EDIT_LIMIT,
    `user:${user.id}`,
  );
  if (!limit.allowed) {
    return failedAnswer(429, rateLimitMessage(limit.retryAfterSeconds), parsed.echo, {
      "Retry-After": String(limit.retryAfterSeconds),
    });
  }

  const { fields, newImages, removeImageIds, captions, altTexts, positions, specSheet } =
    parsed.submission;
  let outcome: Awaited<ReturnType<typeof updateBuild>>;
  try {
    outcome = await updateBuild(user.id, id.id, {
      fields,
      removeImageIds,
      captions,
      altTexts,
      positions,
      newImages,
      specSheet,
    });
  } catch (error) {
    if (error instanceof ImageRejectedError) return imageRejection(error, parsed.echo);
    console.error("[builds] update failed", error);
    return failedAnswer(500, EDIT_MESSAGES.failed, parsed.echo);
  }
  if (!outcome.ok) {
    if (outcome.error === "not-found") return notFound();
    if (outcome.error === "unknown-photo") {
      return failedAnswer(409, PHOTO_TEXT_MESSAGES.unknownPhoto, parsed.echo);
    }
    const toasts = imageToasts("edit");
    if (outcome.error === "too-many-images") {
      return failure(400, toasts.tooMany, { images: BUILD_MESSAGES.tooManyOnEdit }, parsed.echo);
    }
    return failure(
      400,
      splitMessage(BUILD_MESSAGES.imageRequired),
      { images: BUILD_MESSAGES.imageRequired },
      parsed.echo,
    );
  }
  return flashRedirect(`/builds/${id.id}`, {
    type: "success",
    message: EDIT_MESSAGES.updatedTitle,
  });
}

/** With JavaScript: the same action, sent with upload progress. */
export async function clientAction({ request }: Route.ClientActionArgs) {
  return sendBuildForm(request, EDIT_MESSAGES.failed);
}

export const shouldRevalidate = revalidateUnlessRequestFailed;

export default function EditBuildPage({ loaderData, actionData }: Route.ComponentProps) {
  const { build, defaults, specDefaults, dynoImageUrl, maxYear } = loaderData;
  return (
    <FormPage
      width="wide"
      back={{ to: "/my-builds", label: "My Builds" }}
      title="Edit Build"
      titleAside={
        build.approvalStatus === "pending" ? (
          <Badge variant="warning">Pending review</Badge>
        ) : build.approvalStatus === "rejected" ? (
          <Badge variant="destructive">Rejected</Badge>
        ) : null
      }
      lede={build.title}
    >
      <BuildForm
        // A new build (or a saved edit coming back) starts the form afresh.
        key={build.id}
        mode="edit"
        defaults={defaults}
        specDefaults={specDefaults}
        dynoImageUrl={dynoImageUrl}
        existingPhotos={build.images}
        result={actionData}
        maxYear={maxYear}
        cancelHref={`/builds/${build.id}`}
      />
    </FormPage>
  );
}

/** A failure this page does not handle itself shows the site's error screen inside its frame. */
export { ErrorBoundary } from "~/components/route-error-boundary";
