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
import { createListing, listSellerBuildOptions } from "~/modules/marketplace/listings.server";
import type { Route } from "./+types/new";

export const meta: Route.MetaFunction = () => [{ title: "Sell Something — Camber Club" }];

const CREATE_LIMIT = { limit: 20, windowSeconds: 60 * 60 };

export async function loader({ context }: Route.LoaderArgs) {
  const actor = await requireActor(context, { message: MARKETPLACE_MESSAGES.signInToSell });
  return { buildOptions: await listSellerBuildOptions(actor.id) };
}

const createListingIntents = defineIntents(
  "marketplace",
  {
    default: intent({
      who: "member",
      rateLimit: { name: "marketplace:create", ...CREATE_LIMIT },
      parse: parseListingSubmission,
      failureMessage: MARKETPLACE_MESSAGES.createFailed,
      run: async ({ actor, input }) => {
        const { id } = await writeListing(() => createListing(actor.id, input.fields, input.files));
        return flashRedirect(`/marketplace/${id}`, {
          type: "success",
          message: MARKETPLACE_MESSAGES.created,
        });
      },
    }),
  },
  { readForm: readListingForm },
);

export async function action(args: Route.ActionArgs) {
  // Checked before the body is read: a signed-out upload is never processed.
  await requireActor(args.context, { message: MARKETPLACE_MESSAGES.signInToSell });
  return createListingIntents(args);
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
const keepFormOffline = intentClientAction("marketplace", {
  default: MARKETPLACE_MESSAGES.createFailed,
});
export const clientAction = (args: Route.ClientActionArgs) => keepFormOffline(args);

export const shouldRevalidate = revalidateUnlessRequestFailed;

export default function NewListingPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <FormPage
      kicker="Marketplace"
      title="Create a Listing"
      lede="A car, parts or wheels: good photos and an honest description sell faster. Buyers contact you through the site; your e-mail address is never shown."
    >
      <ListingForm
        mode="create"
        defaults={EMPTY}
        buildOptions={loaderData.buildOptions}
        result={actionData?.ok === false ? actionData : undefined}
        cancelHref="/marketplace"
      />
    </FormPage>
  );
}

/** A failure this page does not handle itself shows the site's error screen inside its frame. */
export { ErrorBoundary } from "~/components/route-error-boundary";
