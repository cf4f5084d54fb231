// /builds/:id/journal/:entryId/edit — the owner edits an entry: its fields, mods, the words of its
// photos; removes photos and adds new ones.
import { FormPage } from "~/components/page";
import { defineIntents, intent } from "~/lib/actions.server";
import { requireActor } from "~/lib/actor.server";
import { invariantResponse } from "~/lib/errors";
import { flashRedirect } from "~/lib/flash.server";
import { intentClientAction, revalidateUnlessRequestFailed } from "~/lib/network-failure";
import { JournalForm } from "~/modules/builds/journal/components/journal-form";
import { JournalRouteError } from "~/modules/builds/journal/components/journal-route-error";
import { JOURNAL_MESSAGES, journalPaths } from "~/modules/builds/journal/constants";
import {
  parseJournalSubmission,
  readJournalForm,
  writeJournal,
} from "~/modules/builds/journal/form.server";
import { journalEntryOf, ownJournalBuild } from "~/modules/builds/journal/index.server";
import { updateJournalEntry } from "~/modules/builds/journal/journal.server";
import { formatCost } from "~/modules/builds/spec/form-values";
import { listMods } from "~/modules/builds/spec/queries.server";
import type { Route } from "./+types/journal-edit";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `Edit ${loaderData ? `"${loaderData.entry.title}"` : "Journal Entry"} — Camber Club` },
  { name: "robots", content: "noindex" },
];

async function ownEntry(
  params: { id?: string; entryId?: string },
  actor: { id: string; isAdmin: boolean },
) {
  const build = await ownJournalBuild(params.id, actor);
  const entry = await journalEntryOf(build, params.entryId);
  invariantResponse(entry.userId === actor.id, JOURNAL_MESSAGES.notFound, { status: 404 });
  return { build, entry };
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const actor = await requireActor(context, { message: JOURNAL_MESSAGES.signIn });
  const { build, entry } = await ownEntry(params, actor);
  const mods = await listMods(build.id);
  return {
    build: { id: build.id, title: build.title },
    entry,
    mods: mods.map((m) => ({
      id: m.id,
      partName: m.partName,
      brand: m.brand,
      category: m.category,
    })),
  };
}

const editIntents = defineIntents(
  "journal",
  {
    default: intent({
      who: "member",
      rateLimit: { name: "journal:edit", limit: 60, windowSeconds: 60 * 60 },
      parse: parseJournalSubmission,
      failureMessage: JOURNAL_MESSAGES.updateFailed,
      run: async ({ actor, input, params }) => {
        const { build, entry } = await ownEntry(params, actor);
        await writeJournal(() => updateJournalEntry(actor, build.id, entry.id, input));
        return flashRedirect(journalPaths.entry(build.id, entry.id), {
          type: "success",
          message: JOURNAL_MESSAGES.updated,
        });
      },
    }),
  },
  { readForm: readJournalForm },
);

export async function action(args: Route.ActionArgs) {
  const actor = await requireActor(args.context, { message: JOURNAL_MESSAGES.signIn });
  await ownEntry(args.params, actor);
  return editIntents(args);
}

const keepFormOffline = intentClientAction("journal", { default: JOURNAL_MESSAGES.updateFailed });
export const clientAction = (args: Route.ClientActionArgs) => keepFormOffline(args);

export const shouldRevalidate = revalidateUnlessRequestFailed;

export default function EditJournalEntryPage({ loaderData, actionData }: Route.ComponentProps) {
  const { build, entry, mods } = loaderData;
  const href = journalPaths.entry(build.id, entry.id);
  return (
    <FormPage
      back={{ to: href, label: "Back to entry" }}
      kicker="Build journal"
      title="Edit journal entry"
      lede={build.title}
    >
      <JournalForm
        key={entry.id}
        mode="edit"
        defaults={{
          entryDate: entry.entryDate,
          title: entry.title,
          body: entry.body,
          mileage: entry.mileage === null ? "" : String(entry.mileage),
          cost: entry.costMinor === null ? "" : formatCost(entry.costMinor),
          currency: entry.currency ?? "",
          modIds: entry.mods.map((m) => m.id),
        }}
        mods={mods}
        existingPhotos={entry.photos}
        result={actionData?.ok === false ? actionData : undefined}
        cancelHref={href}
      />
    </FormPage>
  );
}

export function ErrorBoundary() {
  return <JournalRouteError />;
}
