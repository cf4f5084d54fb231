// /builds/:id/journal/new — the owner writes a journal entry under their build.
import { FormPage } from "~/components/page";
import { defineIntents, intent } from "~/lib/actions.server";
import { requireActor } from "~/lib/actor.server";
import { flashRedirect } from "~/lib/flash.server";
import { intentClientAction, revalidateUnlessRequestFailed } from "~/lib/network-failure";
import { JournalForm } from "~/modules/builds/journal/components/journal-form";
import { JournalRouteError } from "~/modules/builds/journal/components/journal-route-error";
import { JOURNAL_MESSAGES, journalPaths, todayIso } from "~/modules/builds/journal/constants";
import {
  parseJournalSubmission,
  readJournalForm,
  writeJournal,
} from "~/modules/builds/journal/form.server";
import { ownJournalBuild } from "~/modules/builds/journal/index.server";
import { createJournalEntry } from "~/modules/builds/journal/journal.server";
import { listMods } from "~/modules/builds/spec/queries.server";
import type { Route } from "./+types/journal-new";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `New Journal Entry${loaderData ? ` — ${loaderData.build.title}` : ""} — Camber Club` },
  { name: "robots", content: "noindex" },
];

export async function loader({ params, context }: Route.LoaderArgs) {
  const actor = await requireActor(context, { message: JOURNAL_MESSAGES.signIn });
  const build = await ownJournalBuild(params.id, actor);
  const mods = await listMods(build.id);
  return {
    build: { id: build.id, title: build.title },
    mods: mods.map((m) => ({
      id: m.id,
      partName: m.partName,
      brand: m.brand,
      category: m.category,
    })),
    today: todayIso(),
  };
}

const createIntents = defineIntents(
  "journal",
  {
    default: intent({
      who: "member",
      rateLimit: { name: "journal:create", limit: 30, windowSeconds: 60 * 60 },
      parse: parseJournalSubmission,
      failureMessage: JOURNAL_MESSAGES.createFailed,
      run: async ({ actor, input, params }) => {
        const build = await ownJournalBuild(params.id, actor);
        const { id } = await writeJournal(() => createJournalEntry(actor, build.id, input));
        const undescribed = input.newPhotos.filter((p) => !p.description).length;
        return flashRedirect(journalPaths.entry(build.id, id), {
          type: "success",
          message: JOURNAL_MESSAGES.created,
          description: undescribed > 0 ? JOURNAL_MESSAGES.describePhotos(undescribed) : undefined,
        });
      },
    }),
  },
  { readForm: readJournalForm },
);

export async function action(args: Route.ActionArgs) {
  // Checked before the body is read: a signed-out upload is never processed.
  const actor = await requireActor(args.context, { message: JOURNAL_MESSAGES.signIn });
  await ownJournalBuild(args.params.id, actor);
  return createIntents(args);
}

/** In the browser: an entry sent while offline keeps the form as typed and says it failed. */
const keepFormOffline = intentClientAction("journal", { default: JOURNAL_MESSAGES.createFailed });
export const clientAction = (args: Route.ClientActionArgs) => keepFormOffline(args);

export const shouldRevalidate = revalidateUnlessRequestFailed;

export default function NewJournalEntryPage({ loaderData, actionData }: Route.ComponentProps) {
  const { build, mods, today } = loaderData;
  return (
    <FormPage
      back={{ to: `/builds/${build.id}`, label: "Back to build" }}
      kicker="Build journal"
      title="New journal entry"
      lede={build.title}
    >
      <JournalForm
        mode="create"
        defaults={{
          entryDate: today,
          title: "",
          body: "",
          mileage: "",
          cost: "",
          currency: "",
          modIds: [],
        }}
        mods={mods}
        result={actionData?.ok === false ? actionData : undefined}
        cancelHref={`/builds/${build.id}`}
      />
    </FormPage>
  );
}

export function ErrorBoundary() {
  return <JournalRouteError />;
}
