// Shapes the events loaders hand to components. Client-safe (types only).
import type { HiddenState } from "~/lib/hidden";
import type { EventCategory } from "./categories";

export type ApprovalStatus = "pending" | "approved" | "rejected";
export type RegistrationStatus = "going" | "waitlisted";

/** An event as a card shows it (list, home, My events). Dates are already formatted. */
export interface EventCardData {
  id: string;
  title: string;
  description: string | null;
  /** ISO instant. */
  eventDate: string;
  timeZone: string;
  /** SPEC 'MMMM d, yyyy' on the event's clocks, e.g. 'November 22, 2026'. */
  dateLabel: string;
  /** As typed by the host; null shows 'Location TBA'. */
  location: string | null;
  imageUrl: string | null;
  /** Registrations with status 'going'. */
  attendingCount: number;
  maxAttendees: number | null;
  approvalStatus: ApprovalStatus;
  /** Near Me only: km from the searched point; null without coordinates. */
  distanceKm: number | null;
  /** The start is in the past: no more RSVPs. */
  hasStarted: boolean;
  category: EventCategory | null;
  /** The host cancelled it: shown with a "Cancelled" badge, no RSVPs. */
  cancelled: boolean;
  /** Hidden pending review or by the moderators: only its host and admins get it then. */
  hidden: HiddenState | null;
}

/** Everything the event page shows. */
export interface EventDetail extends EventCardData {
  createdBy: string;
  hostName: string;
  /** For the link to the host's public profile (/u/{username}); null without a profile. */
  hostUsername: string | null;
  placeName: string | null;
  latitude: number | null;
  longitude: number | null;
  waitlistCount: number;
  /** 'Sunday', '7:00 PM PST' on the event's clocks. */
  weekdayLabel: string;
  timeLabel: string;
  /** ISO instant; null when the host gave no end. */
  endsAt: string | null;
  /** '7:00 – 9:00 PM PST' (or the start alone without an end). */
  timeRangeLabel: string;
  /** Set when cancelled: the host's reason. */
  cancellationReason: string | null;
}

export interface ViewerRegistration {
  status: RegistrationStatus;
  /** 1 for the head of the waitlist; null when going. */
  waitlistPosition: number | null;
}

export interface Attendee {
  userId: string;
  name: string;
  username: string | null;
  status: RegistrationStatus;
  registeredAt: string;
}

/** A city from the offline gazetteer, as suggestions and Near Me use it. */
export interface PlaceSuggestion {
  id: string;
  /** 'Portland, OR, United States' */
  label: string;
  /** 'Portland' */
  name: string;
  latitude: number;
  longitude: number;
  /** Its IANA zone, from the coordinates (the location suggestions say it; null: unknown). */
  timeZone?: string | null;
}

/** The point Near Me sorts from. */
export interface NearOrigin {
  latitude: number;
  longitude: number;
  /** 'Portland, OR, United States', or 'your location' for the browser's position. */
  label: string;
  source: "browser" | "profile" | "city";
}

/** Why Near Me asks for a city instead of sorting. */
export type NearPrompt =
  | { reason: "ask" }
  | { reason: "no-location" }
  | { reason: "not-found"; text: string }
  | { reason: "unavailable" };

export interface NearState {
  origin: NearOrigin | null;
  prompt: NearPrompt | null;
}
