// What the newsletter pages say. Zod-free: the confirmation page and the footer's form import it
// without loading the schema (ADR 014).
export const NEWSLETTER_EMAIL_MESSAGE = "Please enter a valid email address.";
/** The immediate answer: the address is subscribed only once the mailed link is followed. */
export const NEWSLETTER_SUCCESS_MESSAGE =
  "Almost there! Check your inbox and follow the link we sent to confirm your subscription.";
export const NEWSLETTER_CONFIRMED_TITLE = "Subscription confirmed";
export const NEWSLETTER_CONFIRMED_MESSAGE =
  "Your subscription is confirmed. You're on the list for the Camber Club newsletter.";
export const NEWSLETTER_LINK_FAILED_TITLE = "Confirmation link not valid";
export const NEWSLETTER_LINK_INVALID_MESSAGE =
  "This confirmation link is not valid. Please subscribe again from the form at the bottom of the page.";
export const NEWSLETTER_LINK_EXPIRED_MESSAGE =
  "This confirmation link has expired. Please subscribe again from the form at the bottom of the page to get a new one.";
