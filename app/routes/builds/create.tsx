// /create-build — a member posts a build: fields, up to 5 photos with captions (or an image URL).
// New builds start pending and show publicly once an admin approves them. Signed-out visitors see
// 'Authentication Required'; a signed-out POST is sent to /auth with the SPEC toast.
import { Lock, LogIn } from "lucide-react";
import { FormPage, MessageScreen } from "~/components/page";
import { ButtonLink } from "~/components/ui/button-link";
import { getActor } from "~/lib/actor.server";
import { DomainError, RateLimitedError } from "~/lib/errors";
import { flashRedirect } from "~/lib/flash.server";
import { ImageRejectedError } from "~/lib/images.server";
import { revalidateUnlessRequestFailed } from "~/lib/network-failure";
import { consumeRequestRateLimit, rateLimitMessage } from "~/lib/rate-limit.server";
import { createBuild } from "~/modules/builds/builds.server";
import { BuildForm } from "~/modules/builds/components/build-form/build-form";
import { sendBuildForm } from "~/modules/builds/components/build-form/client-action";
import {
  BUILD_TEXT_FIELDS,
  type BuildFormValues,
  CREATE_MESSAGES,
} from "~/modules/builds/components/build-form/messages";
import {
  failedAnswer,
  imageRejection,
  parseBuildSubmission,
  readBuildFormData,
} from "~/modules/builds/form-submission.server";
import { maxCarYear } from "~/modules/builds/schemas";
import type { Route } from "./+types/create";

export const meta: Route.MetaFunction = () => [{ title: "Create a Build — Camber Club" }];

/** Uploads are the costly part: a member may create this many builds per hour. */
const CREATE_LIMIT = { limit: 10, windowSeconds: 60 * 60 };

export async function loader({ context }: Route.LoaderArgs) {
  const user = getActor(context);
  return { signedIn: user !== null, maxYear: maxCarYear() };
}

export async function action({ request, context }: Route.ActionArgs) {
  // Checked before the body is read: a signed-out upload is never processed.
  const user = getActor(context);
  if (!user) {
    return flashRedirect("/auth", {
      type: "error",
      message: CREATE_MESSAGES.authTitle,
      description: CREATE_MESSAGES.authText,
    });
  }
  const read = await readBuildFormData(request, "create");
  if (!read.form) return read.answer;
  const parsed = parseBuildSubmission(read.form, "create");
  if (!parsed.ok) return parsed.answer;

  const limit = await consumeRequestRateLimit(
    request,
    "builds:create",
    CREATE_LIMIT,
    `user:${user.id}`,
  );
  if (!limit.allowed) {
    return failedAnswer(429, rateLimitMessage(limit.retryAfterSeconds), parsed.echo, {
      "Retry-After": String(limit.retryAfterSeconds),
    });
  }

  try {
    const { fields, newImages, specSheet } = parsed.submission;
    await createBuild(user.id, fields, newImages, specSheet);
  } catch (error) {
    if (error instanceof ImageRejectedError) return imageRejection(error, parsed.echo);
    // The new-member limits (a held account, a new member's second build of the day).
    if (error instanceof DomainError) {
      const wait = error instanceof RateLimitedError ? error.retryAfterSeconds : null;
      return failedAnswer(
        error.status,
        error.userMessage ?? CREATE_MESSAGES.failed,
        parsed.echo,
        wait === null ? undefined : { "Retry-After": String(wait) },
      );
    }
    console.error("[builds] create failed", error);
    return failedAnswer(500, CREATE_MESSAGES.failed, parsed.echo);
  }
  return flashRedirect("/builds", {
    type: "success",
    message: CREATE_MESSAGES.createdTitle,
    description: CREATE_MESSAGES.created,
  });
}

/** With JavaScript: the same action, sent with upload progress. */
export async function clientAction({ request }: Route.ClientActionArgs) {
  return sendBuildForm(request, CREATE_MESSAGES.failed);
}

export const shouldRevalidate = revalidateUnlessRequestFailed;

const EMPTY_FORM = Object.fromEntries(BUILD_TEXT_FIELDS.map((n) => [n, ""])) as BuildFormValues;

export default function CreateBuildPage({ loaderData, actionData }: Route.ComponentProps) {
  if (!loaderData.signedIn) return <SignInRequired />;
  return (
    <FormPage
      width="wide"
      kicker="Submit your build"
      title="Create Your Build"
      lede="Show the community what you've built: the car, the photos and the story behind it."
    >
      <BuildForm
        mode="create"
        defaults={EMPTY_FORM}
        result={actionData}
        maxYear={loaderData.maxYear}
        cancelHref="/builds"
      />
    </FormPage>
  );
}

function SignInRequired() {
  return (
    <MessageScreen icon={Lock} title={CREATE_MESSAGES.authTitle} text={CREATE_MESSAGES.authText}>
      <ButtonLink size="lg" to="/auth" icon={LogIn}>
        Go to Login
      </ButtonLink>
    </MessageScreen>
  );
}
