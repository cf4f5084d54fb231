// Which build and entry a journal page is about, with the build's own visibility rule
// (getBuildForViewer: approved and active for everyone; any active build for its owner and
// admins). Anything else is the same 404 a missing build gets, so a pending build's journal does
// not even say it exists.
import { invariantResponse } from "~/lib/errors";
import { parseUuid } from "~/lib/ids";
import { PROBLEM_TITLES } from "../components/build-problem";
import { type BuildDetail, getBuildForViewer } from "../queries.server";
import { checkBuildId } from "../schemas";
import { JOURNAL_MESSAGES } from "./constants";
import { getJournalEntry } from "./queries.server";
import type { JournalEntryDetail } from "./types";

type Viewer = { id: string; isAdmin: boolean } | null;

/** The build of `params.id` as `viewer` may see it, or a 400/404 response thrown. */
export async function journalBuild(
  rawId: string | undefined,
  viewer: Viewer,
): Promise<BuildDetail> {
  const id = checkBuildId(rawId);
  invariantResponse(id.ok, PROBLEM_TITLES.invalid, { status: 400 });
  const build = await getBuildForViewer(id.id, viewer);
  invariantResponse(build, PROBLEM_TITLES["not-found"], { status: 404 });
  return build;
}

/** The build owned by `viewer`, for the pages that write its journal (404 for anyone else). */
export async function ownJournalBuild(
  rawId: string | undefined,
  viewer: NonNullable<Viewer>,
): Promise<BuildDetail> {
  const build = await journalBuild(rawId, viewer);
  invariantResponse(build.userId === viewer.id, PROBLEM_TITLES["not-found"], { status: 404 });
  return build;
}

/** The entry of `params.entryId` in `build`, or a 400/404 response thrown. */
export async function journalEntryOf(
  build: { id: string },
  rawEntryId: string | undefined,
): Promise<JournalEntryDetail> {
  const entryId = parseUuid(rawEntryId);
  invariantResponse(entryId, JOURNAL_MESSAGES.invalidId, { status: 400 });
  const entry = await getJournalEntry(build.id, entryId);
  invariantResponse(entry, JOURNAL_MESSAGES.notFound, { status: 404 });
  return entry;
}
