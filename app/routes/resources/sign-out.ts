import { redirect } from "react-router";
import { auth } from "~/modules/auth/index.server";
import type { Route } from "./+types/sign-out";

/** POST /sign-out: ends the session (database row and cookie) and goes home. */
export async function action({ request }: Route.ActionArgs) {
  const headers = new Headers();
  try {
    const result = await auth().api.signOut({ headers: request.headers, returnHeaders: true });
    for (const cookie of result.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
  } catch (error) {
    // SPEC: a sign-out error is only logged; the member still lands on /.
    console.error("[auth] sign-out failed", error);
  }
  return redirect("/", { headers });
}

export function loader() {
  return redirect("/");
}
