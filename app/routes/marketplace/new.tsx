// /marketplace/new — a member lists a car, parts or wheels. Visitors are sent to /auth with a
// toast (loader and action alike: a signed-out upload is never processed).
import { Container } from "~/components/layout/container";
import { flashRedirect } from "~/lib/flash.server";
import { ImageRejectedError } from "~/lib/images.server";
import { clientActionFallback, revalidateUnlessRequestFailed } from "~/lib/network-failure";
import { consumeRequestRateLimit, rateLimitMessage } from "~/lib/rate-limit.server";
import { getSessionUser } from "~/lib/session.server";
import { ListingForm } from "~/modules/marketplace/components/listing-form";
import { listingRequestFailure } from "~/modules/marketplace/components/listing-request-failure";
import { type ListingFormValues, MARKETPLACE_MESSAGES } from "~/modules/marketplace/constants";
import {
  imageRejectionAnswer,
  listingFailure,
  parseListingSubmission,
  readListingForm,
} from "~/modules/marketplace/listing-form.server";
import {
  createListing,
  InvalidBuildError,
  ListingPhotoError,
  listSellerBuildOptions,
} from "~/modules/marketplace/listings.server";
import type { Route } from "./+types/new";

export const meta: Route.MetaFunction = () => [{ title: "Sell Something — Camber Club" }];

const CREATE_LIMIT = { limit: 20, windowSeconds: 60 * 60 };

function signInFirst() {
  return flashRedirect("/auth", { type: "error", message: MARKETPLACE_MESSAGES.signInToSell });
}

export async function loader({ request }: Route.LoaderArgs) {
  const user = await getSessionUser(request);
  if (!user) throw await signInFirst();
  return { buildOptions: await listSellerBuildOptions(user.id) };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await getSessionUser(request);
  if (!user) return signInFirst();
  const read = await readListingForm(request);
  if (!read.form) return read.answer;
  const parsed = parseListingSubmission(read.form);
  if (!parsed.ok) return parsed.answer;

  const limit = await consumeRequestRateLimit(
    request,
    "marketplace:create",
    CREATE_LIMIT,
    `user:${user.id}`,
  );
  if (!limit.allowed) {
    return listingFailure(429, { form: rateLimitMessage(limit.retryAfterSeconds) }, parsed.echo, {
      "Retry-After": String(limit.retryAfterSeconds),
    });
  }
  let id: string;
  try {
    ({ id } = await createListing(user.id, parsed.fields, parsed.files));
  } catch (error) {
    if (error instanceof ImageRejectedError) return imageRejectionAnswer(error, parsed.echo);
    if (error instanceof ListingPhotoError)
      return listingFailure(400, { images: error.message }, parsed.echo);
    if (error instanceof InvalidBuildError) {
      return listingFailure(400, { buildId: MARKETPLACE_MESSAGES.invalidBuild }, parsed.echo);
    }
    console.error("[marketplace] create failed", error);
    return listingFailure(500, { form: MARKETPLACE_MESSAGES.createFailed }, parsed.echo);
  }
  return flashRedirect(`/marketplace/${id}`, {
    type: "success",
    message: MARKETPLACE_MESSAGES.created,
  });
}

const EMPTY: ListingFormValues = {
  title: "",
  category: "",
  price: "",
  currency: "USD",
  condition: "",
  location: "",
  description: "",
  buildId: "",
};

/** In the browser: a listing sent while offline keeps the form as typed and says it failed. */
export async function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  return clientActionFallback(
    request,
    serverAction,
    (form) => listingRequestFailure(form, MARKETPLACE_MESSAGES.createFailed),
    "marketplace",
  );
}

export const shouldRevalidate = revalidateUnlessRequestFailed;

export default function NewListingPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <main className="flex-1 pt-10 pb-20">
      <Container className="flex max-w-3xl flex-col gap-8">
        <header className="flex flex-col gap-2">
          <p className="font-display text-accent text-sm uppercase tracking-[0.2em]">Marketplace</p>
          <h1 className="font-display font-bold text-4xl uppercase tracking-wide sm:text-5xl">
            Create a Listing
          </h1>
          <p className="max-w-2xl text-muted-foreground">
            A car, parts or wheels: good photos and an honest description sell faster. Buyers
            contact you through the site; your e-mail address is never shown.
          </p>
        </header>
        <ListingForm
          mode="create"
          defaults={EMPTY}
          buildOptions={loaderData.buildOptions}
          result={actionData}
          cancelHref="/marketplace"
        />
      </Container>
    </main>
  );
}
