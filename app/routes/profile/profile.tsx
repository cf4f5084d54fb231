import { Suspense } from "react";
import {
  Await,
  data,
  isRouteErrorResponse,
  Link,
  Navigate,
  useAsyncError,
  useNavigation,
} from "react-router";
import { Container } from "~/components/layout/container";
import { Button } from "~/components/ui/button";
import { flashRedirect } from "~/lib/flash.server";
import {
  AVATAR_IMAGE_MESSAGES,
  ImageRejectedError,
  imageRejectionMessage,
  MAX_IMAGE_BYTES,
  readMultipartForm,
  TooManyFilesError,
} from "~/lib/images.server";
import { consumeRequestRateLimit, rateLimitMessage } from "~/lib/rate-limit.server";
import { requireUser } from "~/lib/session.server";
import { formValues } from "~/modules/auth/form-rules";
import { fieldErrors } from "~/modules/auth/schemas";
import {
  isStoredImageUrl,
  PROFILE_LOAD_FAILED_MESSAGE,
  PROFILE_UPDATED_MESSAGE,
} from "~/modules/profiles/profile-rules";
import { getProfile, updateProfile } from "~/modules/profiles/profiles.server";
import { profileSchema } from "~/modules/profiles/schemas";
import {
  type ProfileActionResult,
  ProfileEditor,
  type ProfilePageData,
} from "~/modules/profiles/ui/profile-editor";
import type { Route } from "./+types/profile";

export const meta: Route.MetaFunction = () => [{ title: "Your profile — Camber Club" }];

const UPDATE_LIMIT = { limit: 20, windowSeconds: 10 * 60 };
const MEMBER_SINCE = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });

export async function loader({ request }: Route.LoaderArgs): Promise<ProfilePageData> {
  const user = await requireUser(request);
  try {
    const profile = await getProfile(user.id);
    const avatarUrl = profile?.avatarUrl ?? null;
    return {
      email: user.email,
      memberSince: profile ? MEMBER_SINCE.format(profile.createdAt) : null,
      username: profile?.username ?? "",
      fullName: profile?.fullName ?? "",
      bio: profile?.bio ?? "",
      location: profile?.location ?? "",
      avatarUrl,
      // The URL field shows linked images only; an upload is shown as the preview alone.
      linkedAvatarUrl: avatarUrl && !isStoredImageUrl(avatarUrl) ? avatarUrl : "",
    };
  } catch (error) {
    console.error("[profile] load failed", error);
    throw data(PROFILE_LOAD_FAILED_MESSAGE, { status: 500 });
  }
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

function avatarError(message: string) {
  return data<ProfileActionResult>({ errors: { avatar: message }, values: {} }, { status: 400 });
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request);
  const limit = await consumeRequestRateLimit(request, "profile:update", UPDATE_LIMIT, user.id);
  if (!limit.allowed) {
    return data<ProfileActionResult>(
      { errors: { form: rateLimitMessage(limit.retryAfterSeconds) }, values: {} },
      { status: 429, headers: { "Retry-After": String(limit.retryAfterSeconds) } },
    );
  }

  let form: FormData;
  try {
    form = await readMultipartForm(request, {
      maxFiles: 1,
      maxFileBytes: MAX_IMAGE_BYTES,
      maxTotalBytes: MAX_IMAGE_BYTES,
    });
  } catch (error) {
    if (error instanceof ImageRejectedError) {
      return avatarError(imageRejectionMessage(error, AVATAR_IMAGE_MESSAGES));
    }
    if (error instanceof TooManyFilesError) return avatarError(AVATAR_IMAGE_MESSAGES.invalidType);
    if (error instanceof Response && error.status === 413) {
      return avatarError(AVATAR_IMAGE_MESSAGES.tooLarge);
    }
    throw error;
  }

  const values = formValues(form);
  const echo = Object.fromEntries(
    ["username", "fullName", "bio", "location", "avatarUrl"].map((k) => [
      k,
      typeof values[k] === "string" ? (values[k] as string) : "",
    ]),
  );
  const parsed = profileSchema.safeParse(values);
  if (!parsed.success) {
    return data<ProfileActionResult>(
      { errors: fieldErrors(parsed.error), values: echo },
      { status: 400 },
    );
  }
  const file = form.get("avatar");
  const outcome = await updateProfile(user.id, parsed.data, file instanceof File ? file : null);
  if (!outcome.ok) {
    return data<ProfileActionResult>(
      { errors: { [outcome.field ?? "form"]: outcome.error }, values: echo, toast: outcome.error },
      { status: outcome.field ? 400 : 500 },
    );
  }
  // Post/redirect/get: a reload shows the saved profile instead of posting again.
  return flashRedirect("/profile", { type: "success", message: PROFILE_UPDATED_MESSAGE });
}

export default function ProfilePage({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const saving =
    navigation.state !== "idle" &&
    navigation.formMethod?.toUpperCase() === "POST" &&
    navigation.formAction?.startsWith("/profile") === true;
  if ("pending" in loaderData) {
    return (
      <Suspense fallback={<ProfileLoading />}>
        <Await resolve={loaderData.pending} errorElement={<ProfileLoadError />}>
          {(loaded) => <ProfileEditor data={loaded} result={actionData} saving={saving} />}
        </Await>
      </Suspense>
    );
  }
  return <ProfileEditor data={loaderData} result={actionData} saving={saving} />;
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
        <Button asChild variant="secondary" className="mt-8">
          <Link to="/profile" reloadDocument>
            Try again
          </Link>
        </Button>
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
