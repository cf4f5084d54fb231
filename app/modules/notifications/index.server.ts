// The notifications area's server-only parts other areas use; isomorphic ones: ./index.ts.
export {
  type NoticeMailer,
  notifyMember,
  notifyMembersInApp,
  sendNotices,
} from "./notifications.server";
export { countUnread } from "./queries.server";
