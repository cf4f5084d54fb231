// The build journal's server parts the app layer uses (routes, demo seed).
export { journalBuild, journalEntryOf, ownJournalBuild } from "./access.server";
export {
  createJournalEntry,
  deleteJournalEntry,
  type JournalEntryWrite,
  updateJournalEntry,
} from "./journal.server";
export {
  countJournalEntries,
  journalFirstPage,
  listJournalEntries,
  publicJournalFeed,
} from "./queries.server";
