// /marketplace/:id — a listing: photos, price, details, the seller (linked to their profile), the
// seller's build, Contact seller and Report listing for other members, and the seller's own
// controls (edit, mark sold / available, delete). Removed listings are 404 for everyone but their
// seller and admins. The seller's e-mail address is never loaded into this page.
import { Car, MapPin } from "lucide-react";
import { Link } from "react-router";
import { HiddenNotice } from "~/components/hidden-notice";
import { Container } from "~/components/layout/container";
import { MemberText } from "~/components/member-text";
import { BackLink, DetailErrorBoundary, PageTitle, SectionTitle } from "~/components/page";
import { StoredImage } from "~/components/stored-image";
import { Badge } from "~/components/ui/badge";
import { defineIntents, intent } from "~/lib/actions.server";
import { getActor } from "~/lib/actor.server";
import { ConflictError, invariantResponse, NotFoundError, RateLimitedError } from "~/lib/errors";
import { flashRedirect } from "~/lib/flash.server";
import { parseWithSchema } from "~/lib/forms/parse";
import { intentClientAction, revalidateUnlessRequestFailed } from "~/lib/network-failure";
import { formatWait } from "~/lib/rate-limit.server";
import { BuildGallery } from "~/modules/builds/components/build-gallery";
import { StatusBadge } from "~/modules/marketplace/components/listing-card";
import {
  ContactPanel,
  OwnerPanel,
  ReportPanel,
  SignInPrompt,
} from "~/modules/marketplace/components/listing-panels";
import {
  CATEGORY_LABELS,
  CONDITION_LABELS,
  LISTING_INTENT_FAILURES,
  MARKETPLACE_MESSAGES,
  reportText,
} from "~/modules/marketplace/constants";
import { contactSeller } from "~/modules/marketplace/contact.server";
import { deleteListing, setListingSold } from "~/modules/marketplace/listings.server";
import { checkListingId } from "~/modules/marketplace/params";
import { formatPrice } from "~/modules/marketplace/price";
import { getListingForViewer, hasOpenReport } from "~/modules/marketplace/queries.server";
import { reportListing } from "~/modules/marketplace/reports.server";
import { inquirySchema, reportSchema } from "~/modules/marketplace/schemas";
import { AuthorLink } from "~/modules/profiles/components/author-link";
import { displayName } from "~/modules/profiles/display-name";
import { REPORT_RATE_LIMIT } from "~/modules/reports";
import type { Route } from "./+types/detail";

const NOT_FOUND_TITLE = "Listing Not Found";
const LOAD_FAILED_TITLE = "Failed to load listing";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  {
    title: loaderData?.listing
      ? `${loaderData.listing.title} — Marketplace — Camber Club`
      : `${NOT_FOUND_TITLE} — Camber Club`,
  },
];

export async function loader({ params, context }: Route.LoaderArgs) {
  const id = checkListingId(params.id);
  invariantResponse(id, NOT_FOUND_TITLE, { status: 404 });
  const actor = getActor(context);
  const listing = await getListingForViewer(id, actor);
  invariantResponse(listing, NOT_FOUND_TITLE, { status: 404 });
  const isOwner = actor?.id === listing.seller.id;
  return {
    listing,
    viewer: {
      signedIn: actor !== null,
      isOwner,
      alreadyReported: actor && !isOwner ? await hasOpenReport(actor.id, listing.id) : false,
    },
  };
}

/** The listing an action is about; an id that cannot be one is answered like an unknown listing. */
function listingIdOf(params: { id?: string }): string {
  const id = checkListingId(params.id);
  if (!id) throw notFound(`listing id ${params.id} is malformed`);
  return id;
}

const notFound = (log: string) =>
  new NotFoundError(log, { userMessage: MARKETPLACE_MESSAGES.notFound });

/** Mark as sold, or for sale again: only the seller's own listing in the opposite state. */
function soldIntent(sold: boolean) {
  return intent({
    who: "member",
    signedOut: { redirectMessage: MARKETPLACE_MESSAGES.signInToSell },
    failureMessage: LISTING_INTENT_FAILURES.sold,
    run: async ({ params, actor }) => {
      const id = listingIdOf(params);
      if (!(await setListingSold(actor.id, id, sold))) throw notFound(`listing ${id} not changed`);
      return {
        message: sold ? MARKETPLACE_MESSAGES.markedSold : MARKETPLACE_MESSAGES.markedActive,
      };
    },
  });
}

export const action = defineIntents("marketplace", {
  contact: intent({
    who: "member",
    signedOut: { redirectMessage: MARKETPLACE_MESSAGES.signInToContact },
    parse: parseWithSchema(inquirySchema),
    failureMessage: LISTING_INTENT_FAILURES.contact,
    run: async ({ params, actor, input }) => {
      const id = listingIdOf(params);
      const result = await contactSeller(actor, id, input.message);
      if (result.ok) return { message: MARKETPLACE_MESSAGES.contactSent };
      if (result.error === "not-found") throw notFound(`listing ${id} not open to contact`);
      if (result.error === "limited") {
        const wait = formatWait(result.retryAfterSeconds);
        throw new RateLimitedError(result.retryAfterSeconds, {
          userMessage: MARKETPLACE_MESSAGES.contactLimited(wait),
        });
      }
      const userMessage =
        result.error === "own"
          ? MARKETPLACE_MESSAGES.contactOwn
          : MARKETPLACE_MESSAGES.contactClosed;
      throw new ConflictError(`contact ${id}: ${result.error}`, { userMessage });
    },
  }),
  report: intent({
    who: "member",
    signedOut: { redirectMessage: MARKETPLACE_MESSAGES.signInToReport },
    // The one limit of every report, whatever is reported: the queue is the admins' time.
    rateLimit: REPORT_RATE_LIMIT,
    parse: parseWithSchema(reportSchema),
    failureMessage: LISTING_INTENT_FAILURES.report,
    run: async ({ params, actor, input }) => {
      const id = listingIdOf(params);
      const result = await reportListing(actor, id, reportText(input.reason, input.details));
      if (result.ok) return { message: MARKETPLACE_MESSAGES.reportSent };
      if (result.error === "not-found") throw notFound(`listing ${id} not open to reports`);
      const userMessage =
        result.error === "own"
          ? MARKETPLACE_MESSAGES.reportOwn
          : MARKETPLACE_MESSAGES.reportDuplicate;
      throw new ConflictError(`report ${id}: ${result.error}`, { userMessage });
    },
  }),
  sold: soldIntent(true),
  active: soldIntent(false),
  delete: intent({
    who: "member",
    signedOut: { redirectMessage: MARKETPLACE_MESSAGES.signInToSell },
    failureMessage: LISTING_INTENT_FAILURES.delete,
    run: async ({ params, actor }) => {
      const id = listingIdOf(params);
      if (!(await deleteListing(actor.id, id))) throw notFound(`listing ${id} not deleted`);
      return flashRedirect("/marketplace/mine", {
        type: "success",
        message: MARKETPLACE_MESSAGES.deleted,
      });
    },
  }),
});

/**
 * In the browser: a message, report or owner action that fails on the way (offline) says so in
 * its panel, and the typed message stays, instead of the page turning into the error screen.
 */
export const clientAction = intentClientAction("marketplace", LISTING_INTENT_FAILURES);

export const shouldRevalidate = revalidateUnlessRequestFailed;

const monthYear = (iso: string) =>
  new Intl.DateTimeFormat("en-US", { month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(iso),
  );
const fullDate = (iso: string) =>
  new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" }).format(new Date(iso));

export default function ListingPage({ loaderData }: Route.ComponentProps) {
  const { listing, viewer } = loaderData;
  const sellerName = displayName(listing.seller);
  return (
    <main className="flex-1 pt-8 pb-20">
      <Container className="flex flex-col gap-6">
        <BackLink to="/marketplace" className="w-fit">
          Back to Marketplace
        </BackLink>
        {listing.status === "removed" ? (
          <p role="status" className="rounded-lg bg-destructive/15 px-4 py-3 font-medium text-sm">
            This listing was removed by an admin and is hidden from everyone else.
          </p>
        ) : listing.hidden ? (
          <HiddenNotice state={listing.hidden} />
        ) : null}
        <div className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:grid-rows-[auto_1fr]">
          <div className="flex min-w-0 flex-col gap-6 lg:col-start-1 lg:row-start-1">
            {listing.images.length > 0 ? (
              <BuildGallery
                title={listing.title}
                photos={listing.images.map((i) => ({ url: i.url, caption: null }))}
              />
            ) : (
              <div className="aspect-[4/3] overflow-hidden rounded-xl bg-surface-raised">
                <StoredImage
                  src={null}
                  alt="No photo"
                  width={800}
                  height={600}
                  className="size-full object-cover"
                />
              </div>
            )}
          </div>

          <aside className="flex min-w-0 flex-col gap-5 lg:col-start-2 lg:row-span-2 lg:row-start-1">
            <div className="flex flex-col gap-3">
              <div className="flex flex-wrap gap-2">
                <Badge>{CATEGORY_LABELS[listing.category]}</Badge>
                <Badge variant="outline">{CONDITION_LABELS[listing.condition]}</Badge>
                <StatusBadge status={listing.status} />
              </div>
              <PageTitle size="detail">{listing.title}</PageTitle>
              <p className="font-display font-semibold text-3xl text-accent tabular tracking-wide">
                {formatPrice(listing.priceCents, listing.currency)}
              </p>
              <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
                <dt className="text-muted-foreground">Location</dt>
                <dd className="inline-flex min-w-0 items-center gap-1 [overflow-wrap:anywhere]">
                  <MapPin aria-hidden="true" className="size-3.5 shrink-0 text-muted-foreground" />
                  <span className="min-w-0">{listing.location ?? "Not given"}</span>
                </dd>
                <dt className="text-muted-foreground">Listed</dt>
                <dd>{fullDate(listing.createdAt)}</dd>
                {listing.soldAt && listing.status === "sold" ? (
                  <>
                    <dt className="text-muted-foreground">Sold</dt>
                    <dd>{fullDate(listing.soldAt)}</dd>
                  </>
                ) : null}
              </dl>
            </div>

            <div className="flex flex-col gap-1 rounded-xl bg-surface p-5 ring-1 ring-border/50">
              <p className="text-muted-foreground text-xs uppercase tracking-wider">Seller</p>
              <p className="font-semibold text-lg">
                <AuthorLink username={listing.seller.username} fullName={listing.seller.fullName} />
              </p>
              <p className="text-muted-foreground text-sm">
                Member since {monthYear(listing.seller.memberSince)}
              </p>
              {listing.build ? (
                <Link
                  to={`/builds/${listing.build.id}`}
                  className="mt-2 inline-flex w-fit items-center gap-2 text-sm font-medium text-accent underline-offset-4 hover:underline"
                >
                  <Car aria-hidden="true" className="size-4" />
                  See the build: {listing.build.title}
                </Link>
              ) : null}
            </div>

            {viewer.isOwner ? (
              <OwnerPanel listingId={listing.id} status={listing.status} />
            ) : listing.status === "active" ? (
              viewer.signedIn ? (
                <ContactPanel sellerName={sellerName} />
              ) : (
                <SignInPrompt text="Sign in to contact the seller. Your message goes to them by e-mail." />
              )
            ) : listing.status === "sold" ? (
              <p className="rounded-xl bg-surface p-5 text-muted-foreground text-sm ring-1 ring-border/50">
                This item has been sold.
              </p>
            ) : null}

            {!viewer.isOwner && listing.status !== "removed" && !listing.hidden ? (
              viewer.signedIn ? (
                <ReportPanel alreadyReported={viewer.alreadyReported} />
              ) : null
            ) : null}
          </aside>
          <section
            aria-labelledby="description-heading"
            className="flex min-w-0 flex-col gap-3 lg:col-start-1 lg:row-start-2"
          >
            <SectionTitle id="description-heading" className="text-xl">
              Description
            </SectionTitle>
            <MemberText content={listing.description} />
          </section>
        </div>
      </Container>
    </main>
  );
}

/**
 * 'Listing Not Found' (404: unknown, or removed and not the viewer's own); a failure on our side
 * or a request that never got through (offline) shows 'Failed to load listing' with a retry.
 */
export function ErrorBoundary() {
  return (
    <DetailErrorBoundary
      back={{ to: "/marketplace", label: "Browse the Marketplace" }}
      notFound={{
        title: NOT_FOUND_TITLE,
        text: "This listing does not exist, or it is no longer available.",
      }}
      failed={{
        title: LOAD_FAILED_TITLE,
        text: "Something went wrong on our side. Please try again in a moment.",
      }}
    />
  );
}
