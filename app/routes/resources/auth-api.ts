import { auth } from "~/lib/auth.server";
import type { Route } from "./+types/auth-api";

// better-auth's own endpoints (/api/auth/*): e-mail verification links, password reset links,
// and its JSON API. Pages use server actions; these stay for links in e-mails and API clients.
export function loader({ request }: Route.LoaderArgs) {
  return auth().handler(request);
}

export function action({ request }: Route.ActionArgs) {
  return auth().handler(request);
}
