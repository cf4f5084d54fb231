import { data, Link } from "react-router";
import { Container } from "~/components/layout/container";
import { Button } from "~/components/ui/button";
import {
  NEWSLETTER_CONFIRMED_MESSAGE,
  NEWSLETTER_CONFIRMED_TITLE,
  NEWSLETTER_LINK_EXPIRED_MESSAGE,
  NEWSLETTER_LINK_FAILED_TITLE,
  NEWSLETTER_LINK_INVALID_MESSAGE,
} from "~/modules/newsletter/messages";
import { confirmNewsletterSubscription } from "~/modules/newsletter/newsletter.server";
import type { Route } from "./+types/confirm";

export const meta: Route.MetaFunction = ({ data }) => [
  {
    title: `${data?.confirmed ? NEWSLETTER_CONFIRMED_TITLE : NEWSLETTER_LINK_FAILED_TITLE} — Camber Club`,
  },
  { name: "robots", content: "noindex" },
];

/** The link of the newsletter's confirmation mail: following it confirms the address. */
export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const outcome = await confirmNewsletterSubscription(token);
  const headers = { "Cache-Control": "no-store", "Referrer-Policy": "no-referrer" };
  if (outcome === "confirmed")
    return data({ confirmed: true, message: NEWSLETTER_CONFIRMED_MESSAGE }, { headers });
  const message =
    outcome === "expired" ? NEWSLETTER_LINK_EXPIRED_MESSAGE : NEWSLETTER_LINK_INVALID_MESSAGE;
  return data(
    { confirmed: false, message },
    { status: outcome === "expired" ? 410 : 404, headers },
  );
}

export default function NewsletterConfirm({ loaderData }: Route.ComponentProps) {
  return (
    <main className="flex flex-1 items-center">
      <Container className="flex flex-col items-center gap-6 py-24 text-center">
        <h1 className="font-display font-bold text-4xl uppercase tracking-wide">
          {loaderData.confirmed ? NEWSLETTER_CONFIRMED_TITLE : NEWSLETTER_LINK_FAILED_TITLE}
        </h1>
        <p className="max-w-md text-muted-foreground">{loaderData.message}</p>
        <Button asChild size="lg">
          <Link to="/">Back to Homepage</Link>
        </Button>
      </Container>
    </main>
  );
}

/** A failure this page does not handle itself shows the site's error screen inside its frame. */
export { ErrorBoundary } from "~/components/route-error-boundary";
