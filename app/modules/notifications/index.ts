// The notifications area as other areas see it (isomorphic); server-only parts: ./index.server.ts.
export { NoScriptNoticeLink, NotificationBell } from "./components/notification-bell";
export * from "./notices";
export type { NoticeInput } from "./types";
