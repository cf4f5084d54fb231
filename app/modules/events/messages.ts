// Every text of the events area that SPEC gives word for word (§5, §8). Client-safe: forms, toasts
// and actions import the same strings, and the tests assert them literally.

export const EVENT_MESSAGES = {
  loadFailed: "Failed to load events",
  signInToCreate: "Please sign in to create an event",
  requiredFields: "Please fill in all required fields",
  selectImage: "Please select an image file",
  imageTooLarge: "Image size must be less than 5MB",
  uploadFailed: "Failed to upload image",
  uploaded: "Image uploaded successfully!",
  createFailed: "Failed to create event",
  created: "Event created successfully! It will be visible after admin approval.",
  locationTba: "Location TBA",
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
  notFound: "This event is not open for RSVPs.",
  failed: "Failed to update your RSVP. Please try again.",
} as const;
