// /my-builds — the member's own builds, whatever their review status, with View, Edit and Delete.
// Delete asks first (SPEC wording): in a dialog with JavaScript; without it, the Delete link opens
// the same question on the card (?delete=<id>). The action soft-deletes and comes back here.
import { ClipboardList, Eye, Hourglass, Pencil, Plus, RotateCw, Trash2 } from "lucide-react";
import { useEffect, useState } from "react";
import { data, Form, Link, useActionData, useFetcher } from "react-router";
import { toast } from "sonner";
import { Container } from "~/components/layout/container";
import { CARD_GRID_IMAGE_SIZES } from "~/components/page";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { ButtonLink } from "~/components/ui/button-link";
import { useConfirmDialog } from "~/components/use-confirm-dialog";
import { useHydrated } from "~/components/use-hydrated";
import type { ActionFailure } from "~/lib/action-result";
import { defineIntents, intent } from "~/lib/actions.server";
import { requireActor } from "~/lib/actor.server";
import { NotFoundError } from "~/lib/errors";
import { flashRedirect } from "~/lib/flash.server";
import { parseUuid } from "~/lib/ids";
import { intentClientAction, revalidateUnlessRequestFailed } from "~/lib/network-failure";
import { softDeleteBuild } from "~/modules/builds/builds.server";
import { BuildCard } from "~/modules/builds/components/build-card";
import { MY_BUILDS_MESSAGES } from "~/modules/builds/components/build-form/messages";
import { DeleteBuildDialog, deleteQuestion } from "~/modules/builds/components/delete-build-dialog";
import { listOwnBuilds, type OwnBuild } from "~/modules/builds/queries.server";
import { listSpecCompleteness } from "~/modules/builds/spec/spec-sheet.server";
import type { Route } from "./+types/mine";

export const meta: Route.MetaFunction = () => [{ title: "My Builds — Camber Club" }];

const DELETE_LIMIT = { limit: 20, windowSeconds: 60 };

/** A card of the page: the build and how much of its spec sheet is filled in (0..100). */
type MyBuild = OwnBuild & { specComplete: number };
const CONFIRM_PARAM = "delete";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireActor(context);
  const confirmDeleteId = new URL(request.url).searchParams.get(CONFIRM_PARAM);
  try {
    const own = await listOwnBuilds(user.id);
    const completeness = await listSpecCompleteness(own.map((b) => b.id));
    const builds = own.map((b) => ({ ...b, specComplete: completeness[b.id] ?? 0 }));
    return data({ failed: false as const, builds, confirmDeleteId });
  } catch (error) {
    console.error("[builds] my builds failed", error);
    return data(
      { failed: true as const, builds: [] as MyBuild[], confirmDeleteId: null },
      { status: 500 },
    );
  }
}

export const action = defineIntents("builds", {
  delete: intent({
    who: "member",
    rateLimit: { name: "builds:delete", ...DELETE_LIMIT },
    parse: (form) => {
      const id = parseUuid(form.get("buildId"));
      return id ? { ok: true, value: id } : { ok: false, message: MY_BUILDS_MESSAGES.deleteFailed };
    },
    failureMessage: MY_BUILDS_MESSAGES.deleteFailed,
    run: async ({ actor, input: id }) => {
      // Only the member's own active build matches: anything else is "not deleted".
      if (!(await softDeleteBuild(actor.id, id))) {
        throw new NotFoundError(`build ${id} is not the member's to delete`);
      }
      return flashRedirect("/my-builds", {
        type: "success",
        message: MY_BUILDS_MESSAGES.deletedTitle,
        description: MY_BUILDS_MESSAGES.deleted,
      });
    },
  }),
});

/** In the browser: a delete that fails on the way (offline) says so; the page stays. */
const keepPageOffline = intentClientAction("builds", { delete: MY_BUILDS_MESSAGES.deleteFailed });
export const clientAction = (args: Route.ClientActionArgs) => keepPageOffline(args);

export const shouldRevalidate = revalidateUnlessRequestFailed;

// ---------------------------------------------------------------------------------------------
// Page

export default function MyBuildsPage({ loaderData }: Route.ComponentProps) {
  const { builds, failed, confirmDeleteId } = loaderData;
  const pending = builds.some((b) => b.approvalStatus === "pending");

  useEffect(() => {
    if (failed) toast.error(MY_BUILDS_MESSAGES.loadFailed, { id: "my-builds-load" });
  }, [failed]);

  return (
    <main className="flex-1 pt-10 pb-20">
      <Container className="flex flex-col gap-8">
        <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div className="flex flex-col gap-2">
            <h1 className="font-display font-bold text-4xl uppercase tracking-wide sm:text-5xl">
              My Builds
            </h1>
            <p className="text-muted-foreground">
              Everything you've posted, including builds still waiting for review.
            </p>
          </div>
          {builds.length > 0 ? (
            <ButtonLink size="lg" to="/create-build" icon={Plus}>
              Create Build
            </ButtonLink>
          ) : null}
        </header>

        {failed ? (
          <LoadFailed />
        ) : builds.length === 0 ? (
          <EmptyState />
        ) : (
          <>
            {pending ? (
              <p className="flex items-center gap-2 rounded-lg bg-warning/10 px-4 py-3 text-sm ring-1 ring-warning/30">
                <Hourglass aria-hidden="true" className="size-4 shrink-0 text-warning" />
                Builds marked Pending review show in the public showcase once an admin approves
                them. Until then only you can see them.
              </p>
            ) : null}
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {builds.map((build, i) => (
                <li key={build.id} className="flex">
                  <BuildCard
                    build={build}
                    headingLevel={2}
                    priority={i < 3}
                    imageSizes={CARD_GRID_IMAGE_SIZES.three}
                    badges={<StatusBadge status={build.approvalStatus} />}
                    actions={
                      <MyBuildActions build={build} confirming={confirmDeleteId === build.id} />
                    }
                    className="w-full"
                  />
                </li>
              ))}
            </ul>
          </>
        )}
      </Container>
    </main>
  );
}

function StatusBadge({ status }: { status: OwnBuild["approvalStatus"] }) {
  if (status === "pending") {
    return (
      <Badge variant="warning" className="shadow-md">
        <Hourglass aria-hidden="true" />
        Pending review
      </Badge>
    );
  }
  if (status === "rejected") {
    return (
      <Badge variant="destructive" className="shadow-md">
        Rejected
      </Badge>
    );
  }
  return (
    <Badge variant="outline" className="border-transparent bg-background/85 shadow-md">
      <span aria-hidden="true" className="size-2 rounded-full bg-success" />
      Live
    </Badge>
  );
}

/** "Spec sheet 40% complete" with a bar, and a link to the edit form's spec sheet step. */
function SpecCompleteness({ build }: { build: MyBuild }) {
  const percent = build.specComplete;
  const action =
    percent === 0 ? "Add spec sheet" : percent < 100 ? "Complete it" : "Edit spec sheet";
  return (
    <div className="flex w-full flex-col gap-1.5">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 text-sm">
        <span className="text-muted-foreground">Spec sheet {percent}% complete</span>
        <Link
          to={`/edit-build/${build.id}#spec-sheet`}
          className="inline-flex items-center gap-1 font-medium text-accent underline-offset-4 hover:underline"
        >
          <ClipboardList aria-hidden="true" className="size-4" />
          {action}
          {/* The card's title, for a screen reader's list of links (the visible text leads the name). */}
          <span className="sr-only"> ({build.title})</span>
        </Link>
      </div>
      <div
        aria-hidden="true"
        className="h-1.5 w-full overflow-hidden rounded-full bg-surface-raised"
      >
        <div className="h-full rounded-full bg-accent" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}

function MyBuildActions({ build, confirming }: { build: MyBuild; confirming: boolean }) {
  const hydrated = useHydrated();
  // Set when the dialog's code could not be loaded: the question is asked on the card instead.
  const [askOnCard, setAskOnCard] = useState(false);
  return (
    <div className="flex w-full flex-col gap-3">
      <SpecCompleteness build={build} />
      <div className="flex w-full flex-wrap gap-2">
        <ButtonLink
          variant="secondary"
          size="sm"
          to={`/builds/${build.id}`}
          aria-label={`View ${build.title}`}
          icon={Eye}
        >
          View
        </ButtonLink>
        <ButtonLink
          variant="outline"
          size="sm"
          to={`/edit-build/${build.id}`}
          aria-label={`Edit ${build.title}`}
          icon={Pencil}
        >
          Edit
        </ButtonLink>
        {hydrated ? (
          <DeleteButton build={build} onUnavailable={() => setAskOnCard(true)} />
        ) : (
          <ButtonLink
            variant="ghost"
            size="sm"
            className="ml-auto text-destructive"
            to={`?${CONFIRM_PARAM}=${build.id}#confirm-${build.id}`}
            preventScrollReset
            aria-label={`Delete ${build.title}`}
            icon={Trash2}
          >
            Delete
          </ButtonLink>
        )}
      </div>
      {askOnCard ? (
        <InlineDeleteConfirm build={build} onCancel={() => setAskOnCard(false)} />
      ) : confirming && !hydrated ? (
        <InlineDeleteConfirm build={build} />
      ) : null}
    </div>
  );
}

/** Delete, asking first in a dialog whose code loads when the button is about to be used. */
function DeleteButton({ build, onUnavailable }: { build: OwnBuild; onUnavailable: () => void }) {
  const fetcher = useFetcher<ActionFailure>({ key: `my-builds-delete-${build.id}` });
  const confirm = useConfirmDialog({ onUnavailable });
  const { setOpen } = confirm;

  // Success redirects back here with the 'Build Deleted' toast; only a failure comes back.
  useEffect(() => {
    if (!fetcher.data || fetcher.data.ok) return;
    setOpen(false);
    toast.error(fetcher.data.message);
  }, [fetcher.data, setOpen]);

  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        className="ml-auto text-destructive hover:bg-destructive/10 hover:text-destructive"
        aria-label={`Delete ${build.title}`}
        {...confirm.triggerProps}
      >
        <Trash2 aria-hidden="true" />
        Delete
      </Button>
      <DeleteBuildDialog
        confirm={confirm}
        fetcher={fetcher}
        title={build.title}
        action="/my-builds"
        buildId={build.id}
      />
    </>
  );
}

/**
 * The delete question on the card, for browsers without JavaScript (Cancel is a link back), or
 * when the dialog's code could not be loaded (Cancel closes it).
 */
function InlineDeleteConfirm({ build, onCancel }: { build: OwnBuild; onCancel?: () => void }) {
  const posted = useActionData<ActionFailure>();
  const failed = posted && !posted.ok && posted.values.buildId === build.id;
  return (
    <div
      id={`confirm-${build.id}`}
      role="alertdialog"
      aria-labelledby={`confirm-${build.id}-question`}
      className="flex flex-col gap-3 rounded-lg border border-destructive/60 bg-destructive/10 p-3"
    >
      <p
        id={`confirm-${build.id}-question`}
        className="font-medium text-sm [overflow-wrap:anywhere]"
      >
        {deleteQuestion(build.title)}
      </p>
      {failed ? (
        <p role="alert" className="text-destructive text-sm">
          {posted.message}
        </p>
      ) : null}
      <Form method="post" action="/my-builds" className="flex flex-wrap gap-2">
        <input type="hidden" name="intent" value="delete" />
        <input type="hidden" name="buildId" value={build.id} />
        <Button type="submit" variant="destructive" size="sm">
          Delete
        </Button>
        {onCancel ? (
          <Button type="button" variant="outline" size="sm" onClick={onCancel}>
            Cancel
          </Button>
        ) : (
          <ButtonLink variant="outline" size="sm" to="/my-builds" preventScrollReset>
            Cancel
          </ButtonLink>
        )}
      </Form>
    </div>
  );
}

function EmptyState() {
  return (
    <div className="flex flex-col items-center gap-5 rounded-xl border border-border border-dashed px-6 py-16 text-center">
      <p className="text-lg">{MY_BUILDS_MESSAGES.empty}</p>
      <p className="max-w-md text-muted-foreground text-sm">
        Post your car with a few photos and the story behind it. The community sees it once an admin
        has had a look.
      </p>
      <ButtonLink size="lg" to="/create-build" icon={Plus}>
        Create Your First Build
      </ButtonLink>
    </div>
  );
}

function LoadFailed() {
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-5 rounded-xl border border-destructive/50 bg-destructive/5 px-6 py-16 text-center"
    >
      <p className="text-lg">{MY_BUILDS_MESSAGES.loadFailed}</p>
      <ButtonLink variant="outline" to="/my-builds" reloadDocument icon={RotateCw}>
        Try again
      </ButtonLink>
    </div>
  );
}

/** A failure this page does not handle itself shows the site's error screen inside its frame. */
export { ErrorBoundary } from "~/components/route-error-boundary";
