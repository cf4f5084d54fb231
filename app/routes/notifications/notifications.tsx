// /notifications — the member's notices, newest first, 20 at a time (Load More). Opening one posts
// a form that marks it read and goes where it leads; 'Mark all as read' posts another. Both work
// without JavaScript; the server only ever touches the signed-in member's own notices.
import { Bell, CheckCheck, LoaderCircle } from "lucide-react";
import { useEffect } from "react";
import { data, Form, Link, redirect, useActionData, useNavigation } from "react-router";
import { toast } from "sonner";
import { Container } from "~/components/layout/container";
import { BackToFirstPage, ListFailed, ListStatus, LoadMoreLink } from "~/components/list/load-more";
import {
  failedList,
  type ListPage,
  type LoadFailedToast,
  useLoadMore,
} from "~/components/list/use-load-more";
import { EmptyState } from "~/components/page";
import { Button } from "~/components/ui/button";
import type { ActionFailure } from "~/lib/action-result";
import { defineIntents, intent } from "~/lib/actions.server";
import { requireActor } from "~/lib/actor.server";
import { NotFoundError } from "~/lib/errors";
import { flashRedirect } from "~/lib/flash.server";
import { parseUuid } from "~/lib/ids";
import {
  clientLoaderFallback,
  intentClientAction,
  revalidateUnlessRequestFailed,
} from "~/lib/network-failure";
import { cn } from "~/lib/utils";
import { RelativeTime, useNow } from "~/modules/forums/components/relative-time";
import { NOTICE_MESSAGES } from "~/modules/notifications/messages";
import {
  listNotices,
  markAllNoticesRead,
  openNotice,
  safeNoticeTarget,
} from "~/modules/notifications/queries.server";
import type { NoticeItem } from "~/modules/notifications/types";
import type { Route } from "./+types/notifications";

export const meta: Route.MetaFunction = () => [{ title: "Notifications — Camber Club" }];

const LOAD_FAILED: LoadFailedToast = {
  id: "notifications-load",
  title: "Error",
  message: NOTICE_MESSAGES.loadFailed,
};

interface NoticeListData extends ListPage<NoticeItem> {
  cursor: string | null;
  now: string;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireActor(context);
  const cursor = new URL(request.url).searchParams.get("cursor");
  const now = new Date().toISOString();
  try {
    const page = await listNotices(user.id, cursor);
    return data<NoticeListData>({ ...page, cursor, failed: false, now });
  } catch (error) {
    console.error("[notifications] listing failed", error);
    return data<NoticeListData>({ ...failedList(), cursor, now }, { status: 500 });
  }
}

/** Load More's own request failing (offline) shows the toast and keeps the list on screen. */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  return clientLoaderFallback(
    serverLoader,
    (): NoticeListData => ({
      ...failedList(),
      cursor: new URL(request.url).searchParams.get("cursor"),
      now: new Date().toISOString(),
    }),
    "notifications",
  );
}

export const action = defineIntents("notifications", {
  /** Open one notice: mark it read and go to its link. */
  open: intent({
    who: "member",
    parse: (form) => {
      const id = parseUuid(form.get("id"));
      return id ? { ok: true, value: id } : { ok: false, message: NOTICE_MESSAGES.notFound };
    },
    failureMessage: NOTICE_MESSAGES.failed,
    run: async ({ actor, input: id }) => {
      const notice = await openNotice(actor.id, id);
      if (!notice) {
        throw new NotFoundError(`notice ${id} is not the member's`, {
          userMessage: NOTICE_MESSAGES.notFound,
        });
      }
      return redirect(safeNoticeTarget(notice.link));
    },
  }),
  "read-all": intent({
    who: "member",
    failureMessage: NOTICE_MESSAGES.failed,
    run: async ({ actor }) => {
      await markAllNoticesRead(actor.id);
      return flashRedirect("/notifications", { type: "success", message: NOTICE_MESSAGES.allRead });
    },
  }),
});

/** In the browser: 'Mark all as read' failing on the way (offline) says so; the list stays. */
const keepPageOffline = intentClientAction("notifications", {
  open: NOTICE_MESSAGES.failed,
  "read-all": NOTICE_MESSAGES.failed,
});
export const clientAction = (args: Route.ClientActionArgs) => keepPageOffline(args);

export const shouldRevalidate = revalidateUnlessRequestFailed;

export default function NotificationsPage({ loaderData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const actionData = useActionData<ActionFailure>();
  const now = useNow(loaderData.now);
  const list = useLoadMore(loaderData, LOAD_FAILED);

  useEffect(() => {
    if (actionData && !actionData.ok) toast.error(actionData.message);
  }, [actionData]);

  const submitting = navigation.state === "submitting" ? navigation.formData : undefined;
  const markingAll = submitting?.get("intent") === "read-all";
  const openingId = submitting?.get("intent") === "open" ? submitting.get("id") : null;
  const unreadShown = list.items.some((notice) => !notice.read);

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
          <BackToFirstPage href={list.firstPageHref} linkText="Back to newest">
            Showing older notifications.
          </BackToFirstPage>
        ) : null}

        {loaderData.failed && list.items.length === 0 ? (
          <ListFailed message={NOTICE_MESSAGES.loadFailed} />
        ) : list.items.length === 0 ? (
          <EmptyState
            icon={Bell}
            title={NOTICE_MESSAGES.empty}
            description={NOTICE_MESSAGES.emptyHint}
            action={
              <Button asChild>
                <Link to="/my-builds">Go to My Builds</Link>
              </Button>
            }
          />
        ) : (
          <ul ref={list.listRef} aria-label="Notifications" className="flex flex-col gap-3">
            {list.items.map((notice) => (
              <li key={notice.id} data-notice-id={notice.id} data-unread={!notice.read}>
                <NoticeRow notice={notice} now={now} opening={openingId === notice.id} />
              </li>
            ))}
          </ul>
        )}

        <ListStatus list={list} shownText={(count) => `Showing ${count} notifications`} />

        <LoadMoreLink list={list} className="mt-2">
          {NOTICE_MESSAGES.loadMore}
        </LoadMoreLink>
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

/** A failure this page does not handle itself shows the site's error screen inside its frame. */
export { ErrorBoundary } from "~/components/route-error-boundary";
