// /notifications — the member's notices, newest first, 20 at a time (Load More). Opening one posts
// a form that marks it read and goes where it leads; 'Mark all as read' posts another. Both work
// without JavaScript; the server only ever touches the signed-in member's own notices.
import { Bell, CheckCheck, LoaderCircle, RotateCw } from "lucide-react";
import { useEffect } from "react";
import {
  data,
  Form,
  Link,
  redirect,
  useActionData,
  useLocation,
  useNavigation,
} from "react-router";
import { toast } from "sonner";
import { Container } from "~/components/layout/container";
import { Button } from "~/components/ui/button";
import { flashRedirect } from "~/lib/flash.server";
import { readForm } from "~/lib/form-data.server";
import {
  clientActionFallback,
  clientLoaderFallback,
  revalidateUnlessRequestFailed,
} from "~/lib/network-failure";
import { requireUser } from "~/lib/session.server";
import { useLoadMore } from "~/lib/use-load-more";
import { cn } from "~/lib/utils";
import { RelativeTime, useNow } from "~/modules/forums/components/relative-time";
import { NOTICE_MESSAGES } from "~/modules/notifications/messages";
import {
  listNotices,
  markAllNoticesRead,
  type NoticePage,
  openNotice,
  safeNoticeTarget,
} from "~/modules/notifications/queries.server";
import { noticeActionSchema } from "~/modules/notifications/schemas";
import type { NoticeItem } from "~/modules/notifications/types";
import type { Route } from "./+types/notifications";

export const meta: Route.MetaFunction = () => [{ title: "Notifications — Camber Club" }];

interface NoticeListData extends NoticePage {
  cursor: string | null;
  failed: boolean;
  now: string;
}

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const cursor = new URL(request.url).searchParams.get("cursor");
  const now = new Date().toISOString();
  try {
    const page = await listNotices(user.id, cursor);
    return data<NoticeListData>({ ...page, cursor, failed: false, now });
  } catch (error) {
    console.error("[notifications] listing failed", error);
    return data<NoticeListData>(
      { notices: [], nextCursor: null, cursor, failed: true, now },
      { status: 500 },
    );
  }
}

/** Load More's own request failing (offline) shows the toast and keeps the list on screen. */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  return clientLoaderFallback(
    serverLoader,
    (): NoticeListData => ({
      notices: [],
      nextCursor: null,
      cursor: new URL(request.url).searchParams.get("cursor"),
      failed: true,
      now: new Date().toISOString(),
    }),
    "notifications",
  );
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request);
  const form = await readForm(request);
  const parsed = noticeActionSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) {
    return data({ ok: false as const, message: NOTICE_MESSAGES.notFound }, { status: 400 });
  }
  try {
    if (parsed.data.intent === "open") {
      const notice = await openNotice(user.id, parsed.data.id);
      if (!notice) {
        return data({ ok: false as const, message: NOTICE_MESSAGES.notFound }, { status: 404 });
      }
      return redirect(safeNoticeTarget(notice.link));
    }
    await markAllNoticesRead(user.id);
  } catch (error) {
    console.error(`[notifications] ${parsed.data.intent} failed`, error);
    return data({ ok: false as const, message: NOTICE_MESSAGES.failed }, { status: 500 });
  }
  return flashRedirect("/notifications", { type: "success", message: NOTICE_MESSAGES.allRead });
}

/** In the browser: 'Mark all as read' failing on the way (offline) says so; the list stays. */
export async function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  return clientActionFallback(
    request,
    serverAction,
    () => ({ ok: false as const, message: NOTICE_MESSAGES.failed }),
    "notifications",
  );
}

export const shouldRevalidate = revalidateUnlessRequestFailed;

export default function NotificationsPage({ loaderData }: Route.ComponentProps) {
  const location = useLocation();
  const navigation = useNavigation();
  const actionData = useActionData<typeof action>();
  const now = useNow(loaderData.now);
  const list = useLoadMore<NoticeItem, NoticeListData>(
    { items: loaderData.notices, nextCursor: loaderData.nextCursor },
    (page) => ({ items: page.notices, nextCursor: page.nextCursor, failed: page.failed }),
    () =>
      toast.error("Error", { description: NOTICE_MESSAGES.loadFailed, id: "notifications-load" }),
  );

  useEffect(() => {
    if (loaderData.failed) {
      toast.error("Error", { description: NOTICE_MESSAGES.loadFailed, id: "notifications-load" });
    }
  }, [loaderData]);

  useEffect(() => {
    if (actionData && !actionData.ok) toast.error(actionData.message);
  }, [actionData]);

  // Keyboard users continue from the first notice Load More brought in.
  useEffect(() => {
    if (!list.firstNewId) return;
    document
      .querySelector<HTMLButtonElement>(`[data-notice-id="${list.firstNewId}"] button`)
      ?.focus({ preventScroll: true });
  }, [list.firstNewId]);

  const submitting = navigation.state === "submitting" ? navigation.formData : undefined;
  const markingAll = submitting?.get("intent") === "read-all";
  const openingId = submitting?.get("intent") === "open" ? submitting.get("id") : null;
  const unreadShown = list.items.some((notice) => !notice.read);
  const nextPageHref = list.nextCursor
    ? `/notifications?cursor=${encodeURIComponent(list.nextCursor)}`
    : null;

  return (
    <main className="pb-20">
      <header className="border-border/60 border-b bg-surface/40">
        <Container className="flex max-w-3xl flex-col gap-6 py-10 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <h1 className="font-display font-bold text-4xl uppercase tracking-wide sm:text-5xl">
              Notifications
            </h1>
            <p className="mt-2 text-muted-foreground">
              News about your builds and events, newest first.
            </p>
          </div>
          {unreadShown ? (
            <Form method="post" className="self-start sm:self-auto">
              <input type="hidden" name="intent" value="read-all" />
              <Button type="submit" variant="outline" disabled={markingAll}>
                {markingAll ? (
                  <LoaderCircle aria-hidden="true" className="animate-spin" />
                ) : (
                  <CheckCheck aria-hidden="true" />
                )}
                {markingAll ? NOTICE_MESSAGES.markingAll : NOTICE_MESSAGES.markAll}
              </Button>
            </Form>
          ) : null}
        </Container>
      </header>

      <Container className="mt-8 flex max-w-3xl flex-col gap-6">
        {loaderData.cursor ? (
          <p className="text-muted-foreground text-sm">
            Showing older notifications.{" "}
            <Link
              to="/notifications"
              className="font-semibold text-accent underline-offset-4 hover:underline"
            >
              Back to newest
            </Link>
          </p>
        ) : null}

        {loaderData.failed && list.items.length === 0 ? (
          <div className="flex flex-col items-center gap-4 rounded-xl border border-destructive/50 bg-destructive/5 px-6 py-16 text-center">
            <p className="text-lg">{NOTICE_MESSAGES.loadFailed}</p>
            <Button asChild variant="outline">
              <Link to={location.pathname + location.search} replace>
                <RotateCw aria-hidden="true" />
                Try again
              </Link>
            </Button>
          </div>
        ) : list.items.length === 0 ? (
          <div className="flex flex-col items-center gap-4 rounded-xl border border-border/70 border-dashed px-6 py-16 text-center">
            <Bell aria-hidden="true" className="size-8 text-muted-foreground" />
            <p className="text-lg">{NOTICE_MESSAGES.empty}</p>
            <p className="max-w-md text-muted-foreground text-sm">{NOTICE_MESSAGES.emptyHint}</p>
            <Button asChild>
              <Link to="/my-builds">Go to My Builds</Link>
            </Button>
          </div>
        ) : (
          <ul aria-label="Notifications" className="flex flex-col gap-3">
            {list.items.map((notice) => (
              <li key={notice.id} data-notice-id={notice.id} data-unread={!notice.read}>
                <NoticeRow notice={notice} now={now} opening={openingId === notice.id} />
              </li>
            ))}
          </ul>
        )}

        <p role="status" aria-live="polite" className="sr-only">
          {list.appendedCount > 0 ? `Showing ${list.items.length} notifications` : null}
        </p>

        {nextPageHref && !loaderData.failed ? (
          <div className="mt-2 flex justify-center">
            <Button asChild variant="outline" size="lg" aria-disabled={list.loading}>
              <Link
                to={nextPageHref}
                preventScrollReset
                onClick={(event) => {
                  // Modified clicks (new tab) and no JavaScript follow the link to the next page.
                  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
                  event.preventDefault();
                  if (!list.loading) list.load(nextPageHref);
                }}
              >
                {list.loading ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
                {NOTICE_MESSAGES.loadMore}
              </Link>
            </Button>
          </div>
        ) : null}
      </Container>
    </main>
  );
}

function NoticeRow({
  notice,
  now,
  opening,
}: {
  notice: NoticeItem;
  now: number;
  opening: boolean;
}) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value="open" />
      <input type="hidden" name="id" value={notice.id} />
      <button
        type="submit"
        disabled={opening}
        className={cn(
          "group flex w-full cursor-pointer items-start gap-4 rounded-xl border px-4 py-4 text-left transition-colors sm:px-5",
          "focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background",
          notice.read
            ? "border-border/60 bg-transparent hover:bg-surface"
            : "border-accent/40 bg-surface-raised hover:border-accent/70",
          opening && "opacity-70",
        )}
      >
        <span
          aria-hidden="true"
          className={cn(
            "mt-2 size-2.5 shrink-0 rounded-full",
            notice.read ? "bg-transparent" : "bg-accent",
          )}
        />
        <span className="flex min-w-0 flex-1 flex-col gap-1 [overflow-wrap:anywhere]">
          <span
            className={cn(
              "text-base leading-snug",
              notice.read ? "font-medium text-foreground/85" : "font-semibold text-foreground",
            )}
          >
            {notice.read ? null : <span className="sr-only">Unread: </span>}
            {notice.title}
          </span>
          {notice.body ? (
            <span className="text-muted-foreground text-sm leading-relaxed">{notice.body}</span>
          ) : null}
          <RelativeTime
            iso={notice.createdAt}
            now={now}
            className="text-muted-foreground text-xs"
          />
        </span>
        {opening ? (
          <LoaderCircle aria-hidden="true" className="mt-1 size-4 shrink-0 animate-spin" />
        ) : null}
      </button>
    </Form>
  );
}
