import { Suspense } from "react";
import { Await, isRouteErrorResponse, Navigate, useAsyncError } from "react-router";
import { Container } from "~/components/layout/container";
import { ButtonLink } from "~/components/ui/button-link";
import { defineIntents, intent } from "~/lib/actions.server";
import { requireActor } from "~/lib/actor.server";
import { ConflictError, InvalidError } from "~/lib/errors";
import { flashRedirect } from "~/lib/flash.server";
import { parseWithSchema } from "~/lib/forms/parse";
import {
  AVATAR_IMAGE_MESSAGES,
  ImageRejectedError,
  imageRejectionMessage,
  MAX_IMAGE_BYTES,
  readMultipartForm,
  TooManyFilesError,
} from "~/lib/images.server";
import { intentClientAction, revalidateUnlessRequestFailed } from "~/lib/network-failure";
import {
  isStoredImageUrl,
  PROFILE_LOAD_FAILED_MESSAGE,
  PROFILE_UPDATE_FAILED_MESSAGE,
  PROFILE_UPDATED_MESSAGE,
} from "~/modules/profiles/profile-rules";
import { getProfile, updateProfile } from "~/modules/profiles/profiles.server";
import { profileSchema } from "~/modules/profiles/schemas";
import { ProfileEditor, type ProfilePageData } from "~/modules/profiles/ui/profile-editor";
import type { Route } from "./+types/profile";

export const meta: Route.MetaFunction = () => [{ title: "Your profile — Camber Club" }];

const MEMBER_SINCE = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });

export async function loader({ context }: Route.LoaderArgs): Promise<ProfilePageData> {
  const actor = await requireActor(context);
  // A failure here is logged centrally and shown as 'Failed to load profile' (ErrorBoundary).
  const profile = await getProfile(actor.id);
  const avatarUrl = profile?.avatarUrl ?? null;
  return {
    email: actor.email,
    memberSince: profile ? MEMBER_SINCE.format(profile.createdAt) : null,
    username: profile?.username ?? "",
    fullName: profile?.fullName ?? "",
    bio: profile?.bio ?? "",
    location: profile?.location ?? "",
    avatarUrl,
    // The URL field shows linked images only; an upload is shown as the preview alone.
    linkedAvatarUrl: avatarUrl && !isStoredImageUrl(avatarUrl) ? avatarUrl : "",
  };
}

/**
 * On a client navigation from another page, show the page at once with 'Loading...' (SPEC)
 * while the data arrives. Revalidation after saving (already on /profile) waits instead, so the
 * form stays on screen. The first, server-rendered load never runs this.
 */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  if (window.location.pathname === "/profile") return serverLoader();
  const pending = serverLoader();
  pending.catch(() => {}); // handled by <Await errorElement>
  return { pending };
}

/** Reads the form with its one avatar file; an avatar refused while reading is the field's error. */
async function readProfileForm(request: Request): Promise<FormData> {
  try {
    return await readMultipartForm(request, {
      maxFiles: 1,
      maxFileBytes: MAX_IMAGE_BYTES,
      maxTotalBytes: MAX_IMAGE_BYTES,
    });
  } catch (error) {
    const message =
      error instanceof ImageRejectedError
        ? imageRejectionMessage(error, AVATAR_IMAGE_MESSAGES)
        : error instanceof TooManyFilesError
          ? AVATAR_IMAGE_MESSAGES.invalidType
          : error instanceof Response && error.status === 413
            ? AVATAR_IMAGE_MESSAGES.tooLarge
            : null;
    if (!message) throw error;
    throw new InvalidError("avatar refused", {
      userMessage: message,
      fieldErrors: { avatar: message },
    });
  }
}

export const action = defineIntents(
  "profile",
  {
    default: intent({
      who: "member",
      rateLimit: { name: "profile:update", limit: 20, windowSeconds: 10 * 60 },
      parse: parseWithSchema(profileSchema),
      failureMessage: PROFILE_UPDATE_FAILED_MESSAGE,
      run: async ({ actor, input, form }) => {
        const file = form.get("avatar");
        const outcome = await updateProfile(actor.id, input, file instanceof File ? file : null);
        if (!outcome.ok) {
          if (!outcome.field) throw new Error(`profile update failed: ${outcome.error}`);
          const refused = {
            userMessage: outcome.error,
            fieldErrors: { [outcome.field]: outcome.error },
          };
          if (outcome.field === "username") throw new ConflictError("username taken", refused);
          throw new InvalidError("avatar refused", refused);
        }
        // Post/redirect/get: a reload shows the saved profile instead of posting again.
        return flashRedirect("/profile", { type: "success", message: PROFILE_UPDATED_MESSAGE });
      },
    }),
  },
  { readForm: readProfileForm },
);

/** In the browser: a save that never got through keeps what was typed and says it failed. */
const keepFormOffline = intentClientAction("profile", { default: PROFILE_UPDATE_FAILED_MESSAGE });
export const clientAction = (args: Route.ClientActionArgs) => keepFormOffline(args);

export const shouldRevalidate = revalidateUnlessRequestFailed;

export default function ProfilePage({ loaderData, actionData }: Route.ComponentProps) {
  if ("pending" in loaderData) {
    return (
      <Suspense fallback={<ProfileLoading />}>
        <Await resolve={loaderData.pending} errorElement={<ProfileLoadError />}>
          {(loaded) => <ProfileEditor data={loaded} result={actionData} />}
        </Await>
      </Suspense>
    );
  }
  return <ProfileEditor data={loaderData} result={actionData} />;
}

function ProfileLoading() {
  return (
    <main className="flex flex-1 items-center justify-center py-24">
      <p role="status" className="text-muted-foreground">
        Loading...
      </p>
    </main>
  );
}

/** The deferred load failed: a redirect (signed out meanwhile) is followed; else the message. */
function ProfileLoadError() {
  const error = useAsyncError();
  if (error instanceof Response && error.status >= 300 && error.status < 400) {
    return <Navigate to={error.headers.get("Location") ?? "/auth"} replace />;
  }
  return <LoadFailed />;
}

function LoadFailed({ message = PROFILE_LOAD_FAILED_MESSAGE }: { message?: string }) {
  return (
    <main className="flex-1 py-24">
      <Container className="max-w-lg text-center">
        <h1 className="font-display font-bold text-3xl uppercase tracking-wide">Your profile</h1>
        <p role="alert" className="mt-4 text-destructive">
          {message}
        </p>
        <ButtonLink variant="secondary" className="mt-8" to="/profile" reloadDocument>
          Try again
        </ButtonLink>
      </Container>
    </main>
  );
}

/** A failed load says 'Failed to load profile'; a refused request (e.g. an unreadable form) says why. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const message =
    isRouteErrorResponse(error) && typeof error.data === "string" && error.data
      ? error.data
      : undefined;
  return <LoadFailed message={message} />;
}
