import { type CallToAction, CallToActionBand } from "~/components/page";

/** The two buttons the original left without an action: post a build, or sign up first. */
const JOIN_ACTIONS: CallToAction[] = [
  { to: "/create-build", label: "Submit Your Build" },
  { to: "/auth?mode=signup", label: "Create Account", variant: "outline" },
];

/** The closing invitation to join. */
export function CtaBand() {
  return (
    <CallToActionBand id="join-cta" title="Join the community" actions={JOIN_ACTIONS}>
      Share your build, get feedback from people who get it, and find your next meet. It's free.
    </CallToActionBand>
  );
}
