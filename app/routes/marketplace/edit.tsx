// /marketplace/:id/edit — the seller edits their listing: fields, photos removed and added.
// Someone else's listing, a removed one, a missing one or a bad id all answer the same way.
import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { Container } from "~/components/layout/container";
import { flashRedirect } from "~/lib/flash.server";
import { ImageRejectedError } from "~/lib/images.server";
import { clientActionFallback, revalidateUnlessRequestFailed } from "~/lib/network-failure";
import { consumeRequestRateLimit, rateLimitMessage } from "~/lib/rate-limit.server";
import { requireUser } from "~/lib/session.server";
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
  getOwnListingForEdit,
  InvalidBuildError,
  ListingNotFoundError,
  ListingPhotoError,
  listSellerBuildOptions,
  updateListing,
} from "~/modules/marketplace/listings.server";
import { checkListingId } from "~/modules/marketplace/params";
import { centsToField } from "~/modules/marketplace/price";
import type { Route } from "./+types/edit";

export const meta: Route.MetaFunction = () => [{ title: "Edit Listing — Camber Club" }];

const EDIT_LIMIT = { limit: 60, windowSeconds: 60 * 60 };

function notFound() {
  return flashRedirect("/marketplace/mine", {
    type: "error",
    message: MARKETPLACE_MESSAGES.notFound,
  });
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireUser(request, { message: MARKETPLACE_MESSAGES.signInToSell });
  const id = checkListingId(params.id);
  if (!id) throw await notFound();
  const listing = await getOwnListingForEdit(user.id, id);
  if (!listing) throw await notFound();
  const defaults: ListingFormValues = {
    title: listing.title,
    category: listing.category,
    price: centsToField(listing.priceCents),
    currency: listing.currency,
    condition: listing.condition,
    location: listing.location ?? "",
    description: listing.description,
    buildId: listing.buildId ?? "",
  };
  return {
    listing: { id: listing.id, title: listing.title },
    photos: listing.images.map((i) => ({ id: i.id, url: i.imageUrl })),
    defaults,
    buildOptions: await listSellerBuildOptions(user.id),
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireUser(request, { message: MARKETPLACE_MESSAGES.signInToSell });
  const id = checkListingId(params.id);
  if (!id) return notFound();
  const read = await readListingForm(request);
  if (!read.form) return read.answer;
  const parsed = parseListingSubmission(read.form);
  if (!parsed.ok) return parsed.answer;
  const limit = await consumeRequestRateLimit(
    request,
    "marketplace:edit",
    EDIT_LIMIT,
    `user:${user.id}`,
  );
  if (!limit.allowed) {
    return listingFailure(429, { form: rateLimitMessage(limit.retryAfterSeconds) }, parsed.echo, {
      "Retry-After": String(limit.retryAfterSeconds),
    });
  }
  try {
    await updateListing(user.id, id, {
      fields: parsed.fields,
      removeImageIds: parsed.removeImageIds,
      newFiles: parsed.files,
    });
  } catch (error) {
    if (error instanceof ListingNotFoundError) return notFound();
    if (error instanceof ImageRejectedError) return imageRejectionAnswer(error, parsed.echo);
    if (error instanceof ListingPhotoError)
      return listingFailure(400, { images: error.message }, parsed.echo);
    if (error instanceof InvalidBuildError) {
      return listingFailure(400, { buildId: MARKETPLACE_MESSAGES.invalidBuild }, parsed.echo);
    }
    console.error("[marketplace] update failed", error);
    return listingFailure(500, { form: MARKETPLACE_MESSAGES.updateFailed }, parsed.echo);
  }
  return flashRedirect(`/marketplace/${id}`, {
    type: "success",
    message: MARKETPLACE_MESSAGES.updated,
  });
}

/** In the browser: a listing sent while offline keeps the form as typed and says it failed. */
export async function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  return clientActionFallback(
    request,
    serverAction,
    (form) => listingRequestFailure(form, MARKETPLACE_MESSAGES.updateFailed),
    "marketplace",
  );
}

export const shouldRevalidate = revalidateUnlessRequestFailed;

export default function EditListingPage({ loaderData, actionData }: Route.ComponentProps) {
  const { listing, photos, defaults, buildOptions } = loaderData;
  return (
    <main className="flex-1 pt-8 pb-20">
      <Container className="flex max-w-3xl flex-col gap-8">
        <Link
          to={`/marketplace/${listing.id}`}
          className="inline-flex w-fit items-center gap-2 rounded-md text-muted-foreground text-sm hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to listing
        </Link>
        <header className="flex flex-col gap-2">
          <h1 className="font-display font-bold text-4xl uppercase tracking-wide sm:text-5xl">
            Edit Listing
          </h1>
          <p className="max-w-2xl break-words text-muted-foreground">{listing.title}</p>
        </header>
        <ListingForm
          key={listing.id}
          mode="edit"
          defaults={defaults}
          existingPhotos={photos}
          buildOptions={buildOptions}
          result={actionData}
          cancelHref={`/marketplace/${listing.id}`}
        />
      </Container>
    </main>
  );
}
