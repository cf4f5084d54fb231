// Every text of the events area that SPEC gives word for word (§5, §8). Client-safe: forms, toasts
// and actions import the same strings, and the tests assert them literally.
import { EVENT_IMAGE_MESSAGES } from "~/lib/image-rules";

export const EVENT_MESSAGES = {
  loadFailed: "Failed to load events",
  signInToCreate: "Please sign in to create an event",
  requiredFields: "Please fill in all required fields",
  selectImage: EVENT_IMAGE_MESSAGES.invalidType,
  imageTooLarge: EVENT_IMAGE_MESSAGES.tooLarge,
  uploadFailed: "Failed to upload image",
  uploaded: "Image uploaded successfully!",
  createFailed: "Failed to create event",
  created: "Event created successfully! It will be visible after admin approval.",
  locationTba: "Location TBA",
  // One event's page (not in the SPEC): worded like the list's.
  detailLoadFailed: "Failed to load event",
  detailLoadFailedText: "The event could not be loaded. Please try again.",
} as const;

/** SPEC §8 "Admin failures" / "Admin successes" for events (used by the admin panel too). */
export const EVENT_ADMIN_MESSAGES = {
  statusFailed: "Failed to update event status",
  deleteFailed: "Failed to delete event",
  deleted: "Event deleted successfully",
  /** 'Event approved successfully', 'Event rejected successfully', … */
  statusChanged: (status: string) => `Event ${status} successfully`,
} as const;

/** RSVP texts (registration is not shown in SPEC; these are ours). */
export const RSVP_MESSAGES = {
  signIn: "Please sign in to attend this event",
  going: "You're going! See you there.",
  waitlisted: "The event is full: you're on the waitlist. We'll e-mail you if a spot opens up.",
  cancelled: "Your RSVP was cancelled.",
  leftWaitlist: "You left the waitlist.",
  past: "This event has already taken place.",
  cancelledEvent: "This event was cancelled by its host.",
  notFound: "This event is not open for RSVPs.",
  failed: "Failed to update your RSVP. Please try again.",
} as const;

/** "Bring your car" on an RSVP. */
export const CAR_MESSAGES = {
  label: "Bringing a car?",
  none: "No car",
  saved: "Your car for this event was saved.",
  removed: "You're no longer bringing a car to this event.",
  notYours: "Pick one of your own approved builds.",
  notRegistered: "RSVP first, then choose the car you're bringing.",
  failed: "Failed to save your car. Please try again.",
} as const;

/** The member's private calendar feed on My events. */
export const CALENDAR_FEED_MESSAGES = {
  reset: "Your calendar link was reset. The old link no longer works: subscribe with the new one.",
  resetFailed: "Failed to reset your calendar link. Please try again.",
  resetConfirm:
    "Reset your calendar link? Calendars subscribed with the current link stop updating at once.",
} as const;

/** The host's tools on the event page and /events/{id}/edit (ours, not SPEC's). */
export const HOST_MESSAGES = {
  notFound: "Event not found or you don't have permission to edit it.",
  rejected: "An admin did not approve this event, so it can't be edited.",
  cancelled: "This event was cancelled, so it can't be changed.",
  past: "This event has already taken place, so it can't be changed.",
  saved: "Your changes were saved.",
  savedAndNotified: (n: number) =>
    `Your changes were saved. ${n === 1 ? "1 member was" : `${n} members were`} told about the new details.`,
  saveFailed: "Failed to save your changes",
  /** Capacity below the going count. */
  capacityBelowGoing: (going: number) =>
    `${going === 1 ? "1 member is" : `${going} members are`} going: capacity can't be lower than that`,
  cancelReasonRequired: "Please say why the event is cancelled: attendees will read it",
  cancelReasonTooLong: (max: number) => `The reason must be ${max} characters or less`,
  eventCancelled: (n: number) =>
    `The event is cancelled. ${n === 1 ? "1 member was" : `${n} members were`} told.`,
  cancelFailed: "Failed to cancel the event",
  messageSubjectRequired: "Please write a subject and a message",
  messageTooLong: (field: string, max: number) =>
    `The ${field} must be ${max.toLocaleString("en-US")} characters or less`,
  messageNotApproved: "Attendees can be messaged once the event is approved.",
  messageNobody: "Nobody is going yet: there is no one to message.",
  messageSent: (n: number) =>
    `Your message was sent to ${n === 1 ? "1 attendee" : `${n.toLocaleString("en-US")} attendees`}.`,
  messageFailed: "Failed to send your message",
} as const;

/** What each intent of the event page says when it fails without a more precise reason. */
export const EVENT_INTENT_FAILURES = {
  attend: RSVP_MESSAGES.failed,
  cancel: RSVP_MESSAGES.failed,
  "bring-car": CAR_MESSAGES.failed,
  approve: EVENT_ADMIN_MESSAGES.statusFailed,
  reject: EVENT_ADMIN_MESSAGES.statusFailed,
  delete: EVENT_ADMIN_MESSAGES.deleteFailed,
  "cancel-event": HOST_MESSAGES.cancelFailed,
  message: HOST_MESSAGES.messageFailed,
} as const;
