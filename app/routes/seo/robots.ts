import { robotsResponse } from "~/modules/seo/responses.server";
import type { Route } from "./+types/robots";

export function loader({ request }: Route.LoaderArgs) {
  return robotsResponse(request);
}
