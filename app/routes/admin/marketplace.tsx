// /admin/marketplace — the marketplace's admin section: every listing by status with Remove /
// Restore and its open reports; members' reports themselves are worked in the one review queue
// (/admin/reports), which this page links to. Admins only: the loader
// sends members to / with 'Access Denied'; in the action a signed-in member gets 403 and nothing
// changes (and every module function refuses a non-admin actor). Each action is recorded in the
// audit log.
import { useEffect } from "react";
import { data, Form, Link, useActionData, useNavigation } from "react-router";
import { toast } from "sonner";
import { ErrorPanel } from "~/components/page";
import { RouteErrorBoundary } from "~/components/route-error-boundary";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { defineIntents } from "~/lib/actions.server";
import { type Actor, requireAdminActor } from "~/lib/actor.server";
import { NotFoundError } from "~/lib/errors";
import { intentClientAction, revalidateUnlessRequestFailed } from "~/lib/network-failure";
import { ActionBanner } from "~/modules/admin/components/action-banner";
import { AdminList, AdminSection, FilterLinks } from "~/modules/admin/components/admin-list";
import { AdminRow, AdminRowBadges } from "~/modules/admin/components/admin-row";
import { AdminShell } from "~/modules/admin/components/admin-shell";
import { adminIdIntent, withSignIn } from "~/modules/admin/intents.server";
import type { AdminActionResult } from "~/modules/admin/messages";
import { StatusBadge } from "~/modules/marketplace/components/listing-card";
import { ADMIN_LISTING_FILTERS, type AdminListingFilter } from "~/modules/marketplace/constants";
import { formatPrice } from "~/modules/marketplace/price";
import {
  type AdminListingRow,
  countReportedListings,
  listListingsForAdmin,
  removeListing,
  restoreListing,
} from "~/modules/marketplace/reports.server";
import type { Route } from "./+types/marketplace";

export const meta: Route.MetaFunction = () => [
  { title: "Marketplace — Admin Panel — Camber Club" },
  { name: "robots", content: "noindex" },
];

const FILTER_LABELS: Record<AdminListingFilter, string> = {
  all: "All",
  active: "For sale",
  sold: "Sold",
  removed: "Removed",
};

const MESSAGES = {
  removed: "Listing removed. Its open reports are resolved.",
  restored: "Listing restored.",
  notFound: "That listing no longer exists.",
  failed: "The action failed. Please try again.",
  loadFailed: "Failed to load the marketplace.",
} as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireAdminActor(context);
  const url = new URL(request.url);
  const statusParam = url.searchParams.get("status") ?? "all";
  const status = (ADMIN_LISTING_FILTERS as readonly string[]).includes(statusParam)
    ? (statusParam as AdminListingFilter)
    : "all";
  const page = Math.max(
    1,
    Math.min(10_000, Number.parseInt(url.searchParams.get("page") ?? "1", 10) || 1),
  );
  const [reported, listings] = await Promise.all([
    countReportedListings(admin),
    listListingsForAdmin(admin, status, page),
  ]);
  return data(
    { status, reported, listings },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

/** The module functions answer false for a listing that is gone. */
const orNotFound =
  (run: (actor: Actor, id: string) => Promise<boolean>) => async (actor: Actor, id: string) => {
    if (!(await run(actor, id))) {
      throw new NotFoundError(`marketplace record ${id} not found`, {
        userMessage: MESSAGES.notFound,
      });
    }
  };

const FAILURE_MESSAGES = {
  "listing-remove": MESSAGES.failed,
  "listing-restore": MESSAGES.failed,
};

export const action = withSignIn(
  defineIntents("admin-marketplace", {
    "listing-remove": adminIdIntent({
      failureMessage: MESSAGES.failed,
      successMessage: MESSAGES.removed,
      run: orNotFound(removeListing),
    }),
    "listing-restore": adminIdIntent({
      failureMessage: MESSAGES.failed,
      successMessage: MESSAGES.restored,
      run: orNotFound(restoreListing),
    }),
  }),
);

export const clientAction = intentClientAction("admin-marketplace", FAILURE_MESSAGES);

export const shouldRevalidate = revalidateUnlessRequestFailed;

export function ErrorBoundary() {
  return (
    <RouteErrorBoundary
      unexpectedErrorHandler={() => (
        <AdminShell active="/admin/marketplace" counts={null}>
          <ErrorPanel title={MESSAGES.loadFailed} retryHref="/admin/marketplace" />
        </AdminShell>
      )}
    />
  );
}

const dateTime = (iso: string) =>
  new Intl.DateTimeFormat("en-US", {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "UTC",
  }).format(new Date(iso));

function ActionForm({
  intent,
  id,
  label,
  variant = "outline",
}: {
  intent: string;
  id: string;
  label: string;
  variant?: "outline" | "destructive";
}) {
  const navigation = useNavigation();
  const busy =
    navigation.state === "submitting" &&
    navigation.formData?.get("intent") === intent &&
    navigation.formData?.get("id") === id;
  return (
    <Form method="post" preventScrollReset>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      <Button type="submit" size="sm" variant={variant} disabled={busy}>
        {label}
      </Button>
    </Form>
  );
}

function ListingRow({ listing }: { listing: AdminListingRow }) {
  return (
    <AdminRow
      title={listing.title}
      href={`/marketplace/${listing.id}`}
      actions={
        listing.status === "removed" ? (
          <ActionForm intent="listing-restore" id={listing.id} label="Restore" />
        ) : (
          <ActionForm
            intent="listing-remove"
            id={listing.id}
            label="Remove"
            variant="destructive"
          />
        )
      }
    >
      <p className="text-muted-foreground text-sm">
        <span className="tabular">{formatPrice(listing.priceCents, listing.currency)}</span> ·{" "}
        {listing.sellerName} · {dateTime(listing.createdAt)}
      </p>
      <AdminRowBadges>
        <StatusBadge status={listing.status} />
        {listing.status === "active" ? <Badge variant="outline">For sale</Badge> : null}
        {listing.openReports > 0 ? (
          <Badge variant="warning">
            {listing.openReports} open report{listing.openReports === 1 ? "" : "s"}
          </Badge>
        ) : null}
      </AdminRowBadges>
    </AdminRow>
  );
}

export default function AdminMarketplacePage({ loaderData }: Route.ComponentProps) {
  const { status, reported, listings } = loaderData;
  const result = useActionData<AdminActionResult>();

  useEffect(() => {
    if (!result) return;
    if (result.ok) toast.success(result.message);
    else toast.error(result.message);
  }, [result]);

  const pageHref = (p: number) => `/admin/marketplace?status=${status}&page=${p}`;

  return (
    <AdminShell active="/admin/marketplace" counts={null}>
      <ActionBanner result={result} />
      <AdminSection id="reports-heading" title="Reports">
        <p className="text-sm">
          {reported === 0
            ? "No reported listings wait in the review queue."
            : `${reported} reported listing${reported === 1 ? "" : "s"} in the review queue.`}{" "}
          <Link to="/admin/reports" className="font-medium text-accent hover:underline">
            Open the review queue
          </Link>
        </p>
      </AdminSection>
      <AdminSection
        id="listings-heading"
        title={`Listings (${listings?.total ?? 0})`}
        aside={
          <FilterLinks
            label="Listing status"
            links={ADMIN_LISTING_FILTERS.map((f) => ({
              href: `/admin/marketplace?status=${f}`,
              label: FILTER_LABELS[f],
              current: f === status,
            }))}
          />
        }
      >
        <AdminList list={listings} empty="No listings with this status." hrefOf={pageHref}>
          {(l) => <ListingRow key={l.id} listing={l} />}
        </AdminList>
      </AdminSection>
    </AdminShell>
  );
}
