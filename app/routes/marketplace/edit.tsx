import { FormPage } from "~/components/page";
import { defineIntents, intent } from "~/lib/actions.server";
import { requireActor } from "~/lib/actor.server";
import { flashRedirect } from "~/lib/flash.server";
import { intentClientAction, revalidateUnlessRequestFailed } from "~/lib/network-failure";
import { ListingForm } from "~/modules/marketplace/components/listing-form";
import { type ListingFormValues, MARKETPLACE_MESSAGES } from "~/modules/marketplace/constants";
import {
  parseListingSubmission,
  readListingForm,
  writeListing,
} from "~/modules/marketplace/listing-form.server";
import {
  getOwnListingForEdit,
  ListingNotFoundError,
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

function signIn(context: Route.LoaderArgs["context"]) {
  return requireActor(context, { message: MARKETPLACE_MESSAGES.signInToSell });
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const actor = await signIn(context);
  const id = checkListingId(params.id);
  if (!id) throw await notFound();
  const listing = await getOwnListingForEdit(actor.id, id);
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
    buildOptions: await listSellerBuildOptions(actor.id),
  };
}

const editListingIntents = defineIntents(
  "marketplace",
  {
    default: intent({
      who: "member",
      rateLimit: { name: "marketplace:edit", ...EDIT_LIMIT },
      parse: parseListingSubmission,
      failureMessage: MARKETPLACE_MESSAGES.updateFailed,
      run: async ({ actor, input, params }) => {
        const id = checkListingId(params.id);
        try {
          if (!id) throw new ListingNotFoundError();
          await writeListing(() =>
            updateListing(actor.id, id, {
              fields: input.fields,
              removeImageIds: input.removeImageIds,
              newFiles: input.files,
            }),
          );
        } catch (error) {
          // Someone else's listing, a removed one or a missing one: the same answer.
          if (error instanceof ListingNotFoundError) return notFound();
          throw error;
        }
        return flashRedirect(`/marketplace/${id}`, {
          type: "success",
          message: MARKETPLACE_MESSAGES.updated,
        });
      },
    }),
  },
  { readForm: readListingForm },
);

export async function action(args: Route.ActionArgs) {
  await signIn(args.context);
  if (!checkListingId(args.params.id)) return notFound();
  return editListingIntents(args);
}

/** In the browser: a listing sent while offline keeps the form as typed and says it failed. */
const keepFormOffline = intentClientAction("marketplace", {
  default: MARKETPLACE_MESSAGES.updateFailed,
});
export const clientAction = (args: Route.ClientActionArgs) => keepFormOffline(args);

export const shouldRevalidate = revalidateUnlessRequestFailed;

export default function EditListingPage({ loaderData, actionData }: Route.ComponentProps) {
  const { listing, photos, defaults, buildOptions } = loaderData;
  return (
    <FormPage
      back={{ to: `/marketplace/${listing.id}`, label: "Back to listing" }}
      title="Edit Listing"
      lede={listing.title}
    >
      <ListingForm
        key={listing.id}
        mode="edit"
        defaults={defaults}
        existingPhotos={photos}
        buildOptions={buildOptions}
        result={actionData?.ok === false ? actionData : undefined}
        cancelHref={`/marketplace/${listing.id}`}
      />
    </FormPage>
  );
}

/** A failure this page does not handle itself shows the site's error screen inside its frame. */
export { ErrorBoundary } from "~/components/route-error-boundary";
