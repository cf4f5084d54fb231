// /marketplace/:id — a listing: photos, price, details, the seller (linked to their profile), the
// seller's build, Contact seller and Report listing for other members, and the seller's own
// controls (edit, mark sold / available, delete). Removed listings are 404 for everyone but their
// seller and admins. The seller's e-mail address is never loaded into this page.
import { ArrowLeft, Car, MapPin } from "lucide-react";
import { data, Link } from "react-router";
import { Container } from "~/components/layout/container";
import { MemberText } from "~/components/member-text";
import { StoredImage } from "~/components/stored-image";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { flashRedirect } from "~/lib/flash.server";
import { readForm } from "~/lib/form-data.server";
import { clientActionFallback, revalidateUnlessRequestFailed } from "~/lib/network-failure";
import { formatWait } from "~/lib/rate-limit.server";
import { getSessionUser, isAdmin } from "~/lib/session.server";
import { BuildGallery } from "~/modules/builds/components/build-gallery";
import { StatusBadge } from "~/modules/marketplace/components/listing-card";
import {
  ContactPanel,
  type ListingActionResult,
  type ListingIntent,
  OwnerPanel,
  ReportPanel,
  SignInPrompt,
} from "~/modules/marketplace/components/listing-panels";
import {
  CATEGORY_LABELS,
  CONDITION_LABELS,
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
import type { Route } from "./+types/detail";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  {
    title: loaderData?.listing
      ? `${loaderData.listing.title} — Marketplace — Camber Club`
      : "Listing Not Found — Camber Club",
  },
];

export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await getSessionUser(request);
  const admin = user ? await isAdmin(user.id) : false;
  const id = checkListingId(params.id);
  const listing = id
    ? await getListingForViewer(id, user ? { id: user.id, isAdmin: admin } : null)
    : null;
  if (!listing) {
    return data({ listing: null, viewer: null }, { status: 404 });
  }
  const isOwner = user?.id === listing.seller.id;
  return {
    listing,
    viewer: {
      signedIn: user !== null,
      isOwner,
      alreadyReported: user && !isOwner ? await hasOpenReport(user.id, listing.id) : false,
    },
  };
}

function answer(result: ListingActionResult, status = result.ok ? 200 : 400) {
  return data(result, { status });
}

export async function action({ request, params }: Route.ActionArgs) {
  const form = await readForm(request);
  const intent = String(form.get("intent") ?? "");
  const user = await getSessionUser(request);
  if (!user) {
    const message =
      intent === "report"
        ? MARKETPLACE_MESSAGES.signInToReport
        : intent === "contact"
          ? MARKETPLACE_MESSAGES.signInToContact
          : MARKETPLACE_MESSAGES.signInToSell;
    return flashRedirect("/auth", { type: "error", message });
  }
  const id = checkListingId(params.id);
  const notFound = (i: ListingActionResult["intent"]) =>
    answer({ intent: i, ok: false, message: MARKETPLACE_MESSAGES.notFound }, 404);

  if (intent === "contact") {
    if (!id) return notFound("contact");
    const parsed = inquirySchema.safeParse({ message: form.get("message") ?? "" });
    if (!parsed.success) {
      return answer({
        intent,
        ok: false,
        message: parsed.error.issues[0].message,
        field: "message",
      });
    }
    try {
      const result = await contactSeller(
        { id: user.id, email: user.email, name: user.name },
        id,
        parsed.data.message,
      );
      if (result.ok) return answer({ intent, ok: true, message: MARKETPLACE_MESSAGES.contactSent });
      if (result.error === "not-found") return notFound(intent);
      if (result.error === "limited") {
        return data(
          {
            intent,
            ok: false,
            message: MARKETPLACE_MESSAGES.contactLimited(formatWait(result.retryAfterSeconds)),
          } satisfies ListingActionResult,
          { status: 429, headers: { "Retry-After": String(result.retryAfterSeconds) } },
        );
      }
      const message =
        result.error === "own"
          ? MARKETPLACE_MESSAGES.contactOwn
          : MARKETPLACE_MESSAGES.contactClosed;
      return answer({ intent, ok: false, message }, 409);
    } catch (error) {
      console.error("[marketplace] contact failed", error);
      return answer({ intent, ok: false, message: MARKETPLACE_MESSAGES.contactFailed }, 500);
    }
  }

  if (intent === "report") {
    if (!id) return notFound("report");
    const parsed = reportSchema.safeParse({
      reason: form.get("reason") ?? "",
      details: form.get("details") ?? "",
    });
    if (!parsed.success) {
      return answer({
        intent,
        ok: false,
        message: parsed.error.issues[0].message,
        field: "reason",
      });
    }
    try {
      const result = await reportListing(
        user.id,
        id,
        reportText(parsed.data.reason, parsed.data.details),
      );
      if (result.ok) return answer({ intent, ok: true, message: MARKETPLACE_MESSAGES.reportSent });
      if (result.error === "not-found") return notFound(intent);
      const message =
        result.error === "own"
          ? MARKETPLACE_MESSAGES.reportOwn
          : MARKETPLACE_MESSAGES.reportDuplicate;
      return answer({ intent, ok: false, message }, 409);
    } catch (error) {
      console.error("[marketplace] report failed", error);
      return answer({ intent, ok: false, message: MARKETPLACE_MESSAGES.reportFailed }, 500);
    }
  }

  if (intent === "sold" || intent === "active") {
    if (!id) return notFound(intent);
    // Only the seller's own listing in the opposite state changes; anything else is "not found".
    if (!(await setListingSold(user.id, id, intent === "sold"))) return notFound(intent);
    const message =
      intent === "sold" ? MARKETPLACE_MESSAGES.markedSold : MARKETPLACE_MESSAGES.markedActive;
    return answer({ intent, ok: true, message });
  }

  if (intent === "delete") {
    if (!id || !(await deleteListing(user.id, id))) return notFound(intent);
    return flashRedirect("/marketplace/mine", {
      type: "success",
      message: MARKETPLACE_MESSAGES.deleted,
    });
  }

  return answer({ intent: "contact", ok: false, message: MARKETPLACE_MESSAGES.actionFailed });
}

const REQUEST_FAILED: Record<ListingIntent, string> = {
  contact: MARKETPLACE_MESSAGES.contactFailed,
  report: MARKETPLACE_MESSAGES.reportFailed,
  sold: MARKETPLACE_MESSAGES.actionFailed,
  active: MARKETPLACE_MESSAGES.actionFailed,
  delete: MARKETPLACE_MESSAGES.actionFailed,
};

const isListingIntent = (value: unknown): value is ListingIntent =>
  typeof value === "string" && value in REQUEST_FAILED;

/**
 * In the browser: a message, report or owner action that fails on the way (offline) says so in
 * its panel, and the typed message stays, instead of the page turning into the error screen.
 */
export async function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  return clientActionFallback(
    request,
    serverAction,
    (form): ListingActionResult | null => {
      const intent = form.get("intent");
      if (!isListingIntent(intent)) return null;
      return { intent, ok: false, message: REQUEST_FAILED[intent] };
    },
    "marketplace",
  );
}

export const shouldRevalidate = revalidateUnlessRequestFailed;

const monthYear = (iso: string) =>
  new Intl.DateTimeFormat("en-US", { month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(iso),
  );
const fullDate = (iso: string) =>
  new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" }).format(new Date(iso));

export default function ListingPage({ loaderData }: Route.ComponentProps) {
  const { listing, viewer } = loaderData;
  if (!listing || !viewer) return <NotFound />;
  const sellerName = displayName(listing.seller);
  return (
    <main className="flex-1 pt-8 pb-20">
      <Container className="flex flex-col gap-6">
        <Link
          to="/marketplace"
          className="inline-flex w-fit items-center gap-2 rounded-md text-muted-foreground text-sm hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to Marketplace
        </Link>
        {listing.status === "removed" ? (
          <p role="status" className="rounded-lg bg-destructive/15 px-4 py-3 font-medium text-sm">
            This listing was removed by an admin and is hidden from everyone else.
          </p>
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
              <h1 className="font-display font-bold text-3xl uppercase tracking-wide [overflow-wrap:anywhere] sm:text-4xl">
                {listing.title}
              </h1>
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

            {!viewer.isOwner && listing.status !== "removed" ? (
              viewer.signedIn ? (
                <ReportPanel alreadyReported={viewer.alreadyReported} />
              ) : null
            ) : null}
          </aside>
          <section
            aria-labelledby="description-heading"
            className="flex min-w-0 flex-col gap-3 lg:col-start-1 lg:row-start-2"
          >
            <h2
              id="description-heading"
              className="font-display font-semibold text-xl uppercase tracking-wide"
            >
              Description
            </h2>
            <MemberText content={listing.description} />
          </section>
        </div>
      </Container>
    </main>
  );
}

function NotFound() {
  return (
    <main className="flex flex-1 items-center py-20">
      <Container className="flex max-w-xl flex-col items-center gap-5 text-center">
        <h1 className="font-display font-bold text-3xl uppercase tracking-wide sm:text-4xl">
          Listing Not Found
        </h1>
        <p className="text-muted-foreground">
          This listing does not exist, or it is no longer available.
        </p>
        <Button asChild>
          <Link to="/marketplace">Browse the Marketplace</Link>
        </Button>
      </Container>
    </main>
  );
}
