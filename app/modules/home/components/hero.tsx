// The home hero: name, tagline, blurb and the five calls to action (SPEC "Home page"). Signed-in
// members see a green welcome badge instead of Login / Join Now.
import { ButtonLink } from "~/components/ui/button-link";
import { displayName } from "~/modules/profiles";
import { HeroArt } from "./hero-art";

/** SPEC: the profile's full name, else the username, else 'there'. */
export const greetingName = (viewer: { fullName: string | null; username: string | null } | null) =>
  displayName(viewer, "there");

export function Hero({
  viewer,
}: {
  viewer: { fullName: string | null; username: string | null } | null;
}) {
  return (
    <section className="relative isolate overflow-hidden border-border/60 border-b bg-[oklch(0.13_0.012_260)] text-[oklch(0.96_0.01_80)]">
      <HeroArt className="-z-10 absolute inset-0 h-full w-full opacity-35 sm:opacity-100" />
      <div className="-z-10 absolute inset-0 bg-gradient-to-r from-[oklch(0.12_0.012_260)] via-[oklch(0.12_0.012_260/0.75)] to-transparent" />
      <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-20 sm:px-6 sm:py-28 lg:px-8 lg:py-36">
        <p className="font-display font-semibold text-[oklch(0.8_0.16_55)] text-sm uppercase tracking-[0.35em]">
          Car culture, out loud
        </p>
        <h1 className="font-display font-bold text-[3.4rem] uppercase leading-[0.9] tracking-wide sm:text-7xl lg:text-8xl">
          CAMBER CLUB
        </h1>
        <p className="font-display font-semibold text-lg tracking-[0.18em] sm:text-2xl sm:tracking-[0.3em]">
          TUNED. STANCED. RESPECTED.
        </p>
        <p className="max-w-xl text-[oklch(0.85_0.01_80)] text-lg">
          The home for people who build cars, not just drive them. Showcase your build, discover
          meets and events near you, and trade wheels, parts and whole projects in the marketplace.
        </p>
        <div className="flex flex-wrap items-center gap-3 pt-2">
          <ButtonLink size="lg" to="/create-build">
            Create Your Build
          </ButtonLink>
          <ButtonLink
            size="lg"
            variant="outline"
            className="border-white/40 text-white hover:bg-white/10"
            to="/builds"
          >
            Explore Builds
          </ButtonLink>
          <ButtonLink
            size="lg"
            variant="ghost"
            className="text-white hover:bg-white/10"
            to="/about"
          >
            Learn More
            {/* Says where the link goes to screen readers and search engines alike. */}
            <span className="sr-only"> about Camber Club</span>
          </ButtonLink>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          {viewer ? (
            <p className="inline-flex items-center gap-2 rounded-full bg-[oklch(0.72_0.17_150)] px-4 py-2 font-semibold text-[oklch(0.16_0.02_150)] text-sm">
              Welcome back, {greetingName(viewer)}!
            </p>
          ) : (
            <>
              <ButtonLink
                variant="secondary"
                className="bg-white/10 text-white hover:bg-white/20"
                to="/auth"
              >
                Login
              </ButtonLink>
              <ButtonLink
                variant="secondary"
                className="bg-white text-black hover:bg-white/85"
                to="/auth?mode=signup"
              >
                Join Now
              </ButtonLink>
            </>
          )}
        </div>
      </div>
    </section>
  );
}
