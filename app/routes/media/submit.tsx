// /media/submit — a member shares a photo set or a tutorial (?type=photo|tutorial picks the form;
// links, so it works without JavaScript). Sign-in required: signed-out visitors (page or POST) go
// to /auth with a toast. Submissions start pending; an admin approves them in /admin/media.
import { BookOpen, Camera } from "lucide-react";
import { data, Link } from "react-router";
import { Container } from "~/components/layout/container";
import { flashRedirect } from "~/lib/flash.server";
import { ImageRejectedError } from "~/lib/images.server";
import { clientActionFallback, revalidateUnlessRequestFailed } from "~/lib/network-failure";
import { consumeRequestRateLimit, rateLimitMessage } from "~/lib/rate-limit.server";
import { requireUser } from "~/lib/session.server";
import { cn } from "~/lib/utils";
import { SubmitForm } from "~/modules/media/components/submit-form";
import { MEDIA_MESSAGES } from "~/modules/media/constants";
import { imageProblemMessage, problem, readSubmission } from "~/modules/media/forms.server";
import { createPhotoSet, createTutorial } from "~/modules/media/media.server";
import type { Route } from "./+types/submit";

export const meta: Route.MetaFunction = () => [{ title: "Submit Media — Camber Club" }];

/** Uploads are the costly part: a member may submit this many items per hour. */
const SUBMIT_LIMIT = { limit: 10, windowSeconds: 60 * 60 };

function kindOf(request: Request): "photo" | "tutorial" {
  return new URL(request.url).searchParams.get("type") === "tutorial" ? "tutorial" : "photo";
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireUser(request, { message: MEDIA_MESSAGES.signInToSubmit });
  return { kind: kindOf(request) };
}

export async function action({ request }: Route.ActionArgs) {
  // Checked before the body is read: a signed-out upload is never processed.
  const user = await requireUser(request, { message: MEDIA_MESSAGES.signInToSubmit });
  const read = await readSubmission(request);
  if (!read.ok) return data(read.problem, { status: read.status });
  const { submission } = read;
  const echo = { kind: submission.kind };

  const limit = await consumeRequestRateLimit(
    request,
    "media:submit",
    SUBMIT_LIMIT,
    `user:${user.id}`,
  );
  if (!limit.allowed) {
    return data(problem(rateLimitMessage(limit.retryAfterSeconds), echo), {
      status: 429,
      headers: { "Retry-After": String(limit.retryAfterSeconds) },
    });
  }

  let id: string;
  try {
    const created =
      submission.kind === "photo"
        ? await createPhotoSet(user.id, submission.fields, submission.photos)
        : await createTutorial(user.id, submission.fields, submission.cover, submission.steps);
    id = created.id;
  } catch (error) {
    const values = { ...echo, title: submission.fields.title };
    if (error instanceof ImageRejectedError) {
      return data(problem(imageProblemMessage(error), values), { status: 400 });
    }
    console.error("[media] submission failed", error);
    return data(problem(MEDIA_MESSAGES.submitFailed, values), { status: 500 });
  }
  return flashRedirect(`/media/${id}`, { type: "success", message: MEDIA_MESSAGES.submitted });
}

/**
 * In the browser: a submission sent while offline keeps the form as typed and says it failed,
 * instead of the page turning into the error screen.
 */
export async function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  return clientActionFallback(
    request,
    serverAction,
    (form) => {
      const text = (name: string) => {
        const value = form.get(name);
        return typeof value === "string" ? value : "";
      };
      return {
        ok: false as const,
        message: MEDIA_MESSAGES.submitFailed,
        fieldErrors: {} as Record<string, string>,
        values: {
          kind: text("kind") === "tutorial" ? "tutorial" : "photo",
          title: text("title"),
          description: text("description"),
        } as Record<string, string>,
      };
    },
    "media",
  );
}

export const shouldRevalidate = revalidateUnlessRequestFailed;

const KINDS = [
  { kind: "photo", label: "Photo set", icon: Camera, hint: "Up to 12 photos with captions" },
  { kind: "tutorial", label: "Tutorial", icon: BookOpen, hint: "A how-to in numbered steps" },
] as const;

export default function SubmitMediaPage({ loaderData, actionData }: Route.ComponentProps) {
  const { kind } = loaderData;
  return (
    <main className="flex-1 pt-10 pb-20">
      <Container className="flex max-w-3xl flex-col gap-8">
        <header className="flex flex-col gap-2">
          <p className="font-display text-accent text-sm uppercase tracking-[0.2em]">Media hub</p>
          <h1 className="font-display font-bold text-4xl uppercase tracking-wide sm:text-5xl">
            Submit Media
          </h1>
          <p className="text-muted-foreground">
            Share a gallery from the last meet or teach the community something from your garage.
          </p>
        </header>
        <nav aria-label="What to submit" className="grid grid-cols-2 gap-3">
          {KINDS.map((option) => {
            const current = option.kind === kind;
            const Icon = option.icon;
            return (
              <Link
                key={option.kind}
                to={`/media/submit?type=${option.kind}`}
                replace
                preventScrollReset
                aria-current={current ? "page" : undefined}
                className={cn(
                  "flex flex-col gap-1 rounded-xl p-4 ring-1 transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
                  current
                    ? "bg-accent/10 ring-accent"
                    : "bg-surface ring-border/50 hover:ring-foreground/40",
                )}
              >
                <span className="flex items-center gap-2 font-semibold">
                  <Icon aria-hidden="true" className="size-5 text-accent" />
                  {option.label}
                </span>
                <span className="text-muted-foreground text-sm">{option.hint}</span>
              </Link>
            );
          })}
        </nav>
        <SubmitForm key={kind} kind={kind} problem={actionData} />
      </Container>
    </main>
  );
}
