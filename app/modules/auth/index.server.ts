// The auth area's server-only parts the rest of the app uses: the better-auth instance with the
// site's rules given (./auth.server.ts).
export { auth } from "./auth.server";
