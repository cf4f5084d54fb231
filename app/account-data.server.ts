// Every area's part of a member's data export ("Export my data", /account/export), in the order
// of the zip's README. An area that keeps something a member made adds its exporter here
// (the protocol: app/lib/member-data.server.ts); the account area receives this list from the
// job registry (app/jobs.server.ts) and the demo seed, and reads no other area's tables itself.
import type { MemberDataExporter } from "~/lib/member-data.server";
import { exportMemberBuilds, exportMemberJournal } from "~/modules/builds/index.server";
import { exportMemberComments } from "~/modules/comments/index.server";
import { exportMemberEvents } from "~/modules/events/index.server";
import { exportMemberForumPosts } from "~/modules/forums/index.server";
import { exportMemberListings } from "~/modules/marketplace/index.server";
import { exportMemberMedia } from "~/modules/media/index.server";
import { exportMemberProfile } from "~/modules/profiles/index.server";

export const MEMBER_DATA_EXPORTERS: readonly MemberDataExporter[] = [
  exportMemberProfile,
  exportMemberBuilds,
  exportMemberJournal,
  exportMemberComments,
  exportMemberForumPosts,
  exportMemberEvents,
  exportMemberListings,
  exportMemberMedia,
];
