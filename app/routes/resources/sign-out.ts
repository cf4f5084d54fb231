import { redirect } from "react-router";
import { endSession } from "~/modules/auth/index.server";
import type { Route } from "./+types/sign-out";

/** POST /sign-out: ends the session (database row and cookie) and goes home. */
export async function action({ request }: Route.ActionArgs) {
  // SPEC: a sign-out error is only logged (endSession does); the member still lands on /.
  const headers = new Headers();
  for (const cookie of await endSession(request)) headers.append("Set-Cookie", cookie);
  return redirect("/", { headers });
}

export function loader() {
  return redirect("/");
}
