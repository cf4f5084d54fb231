// /media/submit — a member shares a photo set or a tutorial (?type=photo|tutorial picks the form;
// links, so it works without JavaScript). Sign-in required: signed-out visitors (page or POST) go
// to /auth with a toast. Submissions start pending; an admin approves them in /admin/media.
import { BookOpen, Camera } from "lucide-react";
import { Link } from "react-router";
import { FormPage } from "~/components/page";
import { defineIntents, intent } from "~/lib/actions.server";
import { requireActor } from "~/lib/actor.server";
import { InvalidError } from "~/lib/errors";
import { flashRedirect } from "~/lib/flash.server";
import { ImageRejectedError } from "~/lib/images.server";
import { intentClientAction, revalidateUnlessRequestFailed } from "~/lib/network-failure";
import { cn } from "~/lib/utils";
import { SubmitForm } from "~/modules/media/components/submit-form";
import { MAX_SET_PHOTOS, MEDIA_MESSAGES } from "~/modules/media/constants";
import { imageProblemMessage, readSubmissionForm } from "~/modules/media/forms.server";
import { createPhotoSet, createTutorial } from "~/modules/media/media.server";
import { parseSubmission } from "~/modules/media/schemas";
import type { Route } from "./+types/submit";

export const meta: Route.MetaFunction = () => [{ title: "Submit Media — Camber Club" }];

/** Uploads are the costly part: a member may submit this many items per hour. */
const SUBMIT_LIMIT = { limit: 10, windowSeconds: 60 * 60 };

function kindOf(request: Request): "photo" | "tutorial" {
  return new URL(request.url).searchParams.get("type") === "tutorial" ? "tutorial" : "photo";
}

function signIn(context: Route.LoaderArgs["context"]) {
  return requireActor(context, { message: MEDIA_MESSAGES.signInToSubmit });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await signIn(context);
  return { kind: kindOf(request) };
}

const submitIntents = defineIntents(
  "media",
  {
    default: intent({
      who: "member",
      rateLimit: { name: "media:submit", ...SUBMIT_LIMIT },
      parse: parseSubmission,
      failureMessage: MEDIA_MESSAGES.submitFailed,
      run: async ({ actor, input }) => {
        let id: string;
        try {
          const created =
            input.kind === "photo"
              ? await createPhotoSet(actor.id, input.fields, input.photos)
              : await createTutorial(actor.id, input.fields, input.cover, input.steps);
          id = created.id;
        } catch (error) {
          if (error instanceof ImageRejectedError) {
            throw new InvalidError("media image refused", {
              userMessage: imageProblemMessage(error),
              cause: error,
            });
          }
          throw error;
        }
        return flashRedirect(`/media/${id}`, {
          type: "success",
          message: MEDIA_MESSAGES.submitted,
        });
      },
    }),
  },
  { readForm: readSubmissionForm },
);

export async function action(args: Route.ActionArgs) {
  // Checked before the body is read: a signed-out upload is never processed.
  await signIn(args.context);
  return submitIntents(args);
}

/**
 * In the browser: a submission sent while offline keeps the form as typed and says it failed,
 * instead of the page turning into the error screen.
 */
const keepFormOffline = intentClientAction("media", { default: MEDIA_MESSAGES.submitFailed });
export const clientAction = (args: Route.ClientActionArgs) => keepFormOffline(args);

export const shouldRevalidate = revalidateUnlessRequestFailed;

const KINDS = [
  {
    kind: "photo",
    label: "Photo set",
    icon: Camera,
    hint: `Up to ${MAX_SET_PHOTOS} photos with captions`,
  },
  { kind: "tutorial", label: "Tutorial", icon: BookOpen, hint: "A how-to in numbered steps" },
] as const;

export default function SubmitMediaPage({ loaderData, actionData }: Route.ComponentProps) {
  const { kind } = loaderData;
  return (
    <FormPage
      kicker="Media hub"
      title="Submit Media"
      lede="Share a gallery from the last meet or teach the community something from your garage."
    >
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
      <SubmitForm
        key={kind}
        kind={kind}
        problem={actionData?.ok === false ? actionData : undefined}
      />
    </FormPage>
  );
}

/** A failure this page does not handle itself shows the site's error screen inside its frame. */
export { ErrorBoundary } from "~/components/route-error-boundary";
