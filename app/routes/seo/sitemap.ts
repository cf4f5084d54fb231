import { sitemapResponse } from "~/modules/seo/responses.server";
import type { Route } from "./+types/sitemap";

export function loader({ request }: Route.LoaderArgs) {
  return sitemapResponse(request);
}
