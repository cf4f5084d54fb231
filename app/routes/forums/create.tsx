import { useEffect } from "react";
import { data, useLocation } from "react-router";
import { toast } from "sonner";
import { FormPage, RetryLink } from "~/components/page";
import { defineIntents, intent } from "~/lib/actions.server";
import { requireActor } from "~/lib/actor.server";
import { flashRedirect } from "~/lib/flash.server";
import { parseWithSchema } from "~/lib/forms/parse";
import { log } from "~/lib/log.server";
import { intentClientAction, revalidateUnlessRequestFailed } from "~/lib/network-failure";
import { TopicForm } from "~/modules/forums/components/topic-form";
import { createTopic } from "~/modules/forums/forums.server";
import { FORUM_MESSAGES } from "~/modules/forums/messages";
import { findCategory, listCategories } from "~/modules/forums/queries.server";
import { topicFormSchema } from "~/modules/forums/schemas";
import type { Route } from "./+types/create";

export const meta: Route.MetaFunction = () => [{ title: "New Topic — Forums — Camber Club" }];

/** Per member: new topics are rarer than replies. */
const CREATE_LIMIT = { limit: 5, windowSeconds: 10 * 60 };

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireActor(context, { message: FORUM_MESSAGES.signInToCreate });
  const wanted = new URL(request.url).searchParams.get("category") ?? "";
  try {
    const categories = await listCategories();
    const preselected = wanted ? findCategory(categories, wanted) : null;
    return {
      categories: categories.map(({ id, name }) => ({ id, name })),
      categoriesFailed: false,
      preselectedId: preselected?.id ?? "",
    };
  } catch (error) {
    log.error({ err: error }, "forums: categories failed");
    return data({ categories: [], categoriesFailed: true, preselectedId: "" }, { status: 500 });
  }
}

const createTopicIntents = defineIntents("forums", {
  default: intent({
    who: "member",
    rateLimit: { name: "forums:topic", ...CREATE_LIMIT },
    parse: parseWithSchema(topicFormSchema),
    failureMessage: FORUM_MESSAGES.topicFailed,
    run: async ({ actor, input }) => {
      const topic = await createTopic(actor.id, input);
      // A held topic is shown to its author only (marked) until an admin approves it: told why.
      return flashRedirect(
        `/forums/topic/${topic.id}`,
        topic.held
          ? { type: "info", message: topic.held.message }
          : { type: "success", message: FORUM_MESSAGES.topicCreated },
      );
    },
  }),
});

export async function action(args: Route.ActionArgs) {
  await requireActor(args.context, { message: FORUM_MESSAGES.signInToCreate });
  return createTopicIntents(args);
}

/** In the browser: a request that fails on the way keeps the form filled in and says so. */
const keepFormOffline = intentClientAction("forums", { default: FORUM_MESSAGES.topicFailed });
export const clientAction = (args: Route.ClientActionArgs) => keepFormOffline(args);

export const shouldRevalidate = revalidateUnlessRequestFailed;

export default function CreateTopicPage({ loaderData, actionData }: Route.ComponentProps) {
  const location = useLocation();
  const cancelHref = "/forums";

  useEffect(() => {
    if (loaderData.categoriesFailed) {
      toast.error(FORUM_MESSAGES.categoriesLoadFailed, { id: "categories-load" });
    }
  }, [loaderData.categoriesFailed]);
  return (
    <FormPage
      back={{ to: cancelHref, label: "Back to Forums" }}
      kicker="Start a discussion"
      title="New Topic"
      lede="Ask a question, start a build log or plan a meet. A clear title gets better answers."
    >
      {loaderData.categoriesFailed ? (
        <div
          role="alert"
          className="flex flex-col items-start gap-3 rounded-xl border border-destructive/50 bg-destructive/5 p-5"
        >
          <p>{FORUM_MESSAGES.categoriesLoadFailed}</p>
          <RetryLink href={location.pathname + location.search} variant="outline" />
        </div>
      ) : (
        <div className="rounded-xl border border-border/60 bg-surface p-5 sm:p-8">
          <TopicForm
            categories={loaderData.categories}
            defaults={{ title: "", categoryId: loaderData.preselectedId, content: "" }}
            result={actionData?.ok === false ? actionData : undefined}
            cancelHref={cancelHref}
          />
        </div>
      )}
    </FormPage>
  );
}

/** A failure this page does not handle itself shows the site's error screen inside its frame. */
export { ErrorBoundary } from "~/components/route-error-boundary";
