// The admin area as other areas see it (isomorphic): the member activity badge and the admin
// table's row and its controls; server-only parts: ./index.server.ts.
export { type ActivityBadge, activityBadge } from "./activity";
export { ActionButton } from "./components/action-button";
export {
  ADMIN_ROW_PICTURE,
  AdminRow,
  AdminRowBadges,
  ApprovalBadge,
} from "./components/admin-row";
export { ConfirmDelete } from "./components/confirm-delete";
export { useAdminAction } from "./components/use-admin-action";
export { formatShortDate } from "./format";
