import { feedResponse } from "~/modules/seo/responses.server";
import type { Route } from "./+types/forums-feed";

export function loader({ request }: Route.LoaderArgs) {
  return feedResponse(request, "forums");
}
