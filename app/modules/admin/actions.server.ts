// Runs one admin panel action and words its outcome with the SPEC's toasts. The build and event
// functions re-check the admin role themselves and write their audit entries; a refusal comes
// back as 403 (and leaves no audit entry).
import {
  deleteEvent,
  EventNotFoundError,
  NotAdminError,
  setEventApprovalStatus,
} from "~/modules/events/events.server";
import {
  AdminBuildNotFoundError,
  deleteBuildPermanently,
  ForbiddenError,
  markBuildEditsReviewed,
  setBuildApprovalStatus,
  setBuildFeatured,
  setCarOfWeek,
} from "./moderation.server";
import {
  ADMIN_MESSAGES,
  type AdminActionInput,
  type AdminActionResult,
  failureMessage,
} from "./schemas";

async function perform(adminUserId: string, { intent, id }: AdminActionInput): Promise<string> {
  switch (intent) {
    case "build-approve":
      await setBuildApprovalStatus(adminUserId, id, "approved");
      return ADMIN_MESSAGES.buildStatus("approved");
    case "build-reject":
      await setBuildApprovalStatus(adminUserId, id, "rejected");
      return ADMIN_MESSAGES.buildStatus("rejected");
    case "build-feature":
      await setBuildFeatured(adminUserId, id, true);
      return ADMIN_MESSAGES.buildFeatured;
    case "build-unfeature":
      await setBuildFeatured(adminUserId, id, false);
      return ADMIN_MESSAGES.buildUnfeatured;
    case "build-set-car-of-week":
      await setCarOfWeek(adminUserId, id, true);
      return ADMIN_MESSAGES.carOfWeekSet;
    case "build-unset-car-of-week":
      await setCarOfWeek(adminUserId, id, false);
      return ADMIN_MESSAGES.carOfWeekUnset;
    case "build-delete":
      await deleteBuildPermanently(adminUserId, id);
      return ADMIN_MESSAGES.buildDeleted;
    case "build-mark-reviewed":
      await markBuildEditsReviewed(adminUserId, id);
      return ADMIN_MESSAGES.buildReviewed;
    case "event-approve":
      await setEventApprovalStatus(adminUserId, id, "approved");
      return ADMIN_MESSAGES.eventStatus("approved");
    case "event-reject":
      await setEventApprovalStatus(adminUserId, id, "rejected");
      return ADMIN_MESSAGES.eventStatus("rejected");
    case "event-delete":
      await deleteEvent(adminUserId, id);
      return ADMIN_MESSAGES.eventDeleted;
  }
}

export async function runAdminAction(
  adminUserId: string,
  input: AdminActionInput,
): Promise<{ status: number; result: AdminActionResult }> {
  try {
    const message = await perform(adminUserId, input);
    return { status: 200, result: { ok: true, message } };
  } catch (error) {
    const message = failureMessage(input.intent);
    if (error instanceof ForbiddenError || error instanceof NotAdminError) {
      return { status: 403, result: { ok: false, message } };
    }
    if (error instanceof AdminBuildNotFoundError || error instanceof EventNotFoundError) {
      return { status: 404, result: { ok: false, message } };
    }
    console.error(`[admin] ${input.intent} ${input.id} failed`, error);
    return { status: 500, result: { ok: false, message } };
  }
}
