// /events/series/:id/edit — the host edits the whole series: title, description, category,
// place, capacity and the time of day. The change applies to every future date they have not
// edited on its own (one transaction); members signed up for a date whose time or place changed
// are told. One date alone is edited on its own event page. Only the host may open this page.
import { Pencil } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { InputField, SelectField, TextareaField } from "~/components/forms/fields";
import { SubmitButton } from "~/components/forms/submit-button";
import { FormPage } from "~/components/page";
import { ButtonLink } from "~/components/ui/button-link";
import { EVENT_CATEGORY_VALUES } from "~/db/schema";
import { defineIntents, intent } from "~/lib/actions.server";
import { requireActor } from "~/lib/actor.server";
import { invariantResponse, NotFoundError } from "~/lib/errors";
import { flashRedirect } from "~/lib/flash.server";
import { parseUuid } from "~/lib/ids";
import { EVENT_LIMITS } from "~/modules/events/form-fields";
import { SERIES_MESSAGES } from "~/modules/events/series/fields";
import { getSeriesForViewer } from "~/modules/events/series/queries.server";
import { categoryLabel, parseSeriesEditForm } from "~/modules/events/series/schema";
import { updateSeries } from "~/modules/events/series/series.server";
import { dateToZonedWallTime } from "~/modules/events/time";
import type { Route } from "./+types/series-edit";

const ONLY_HOST = "Only the host can edit this series.";

export async function loader({ params, context }: Route.LoaderArgs) {
  const actor = await requireActor(context, { message: "Please sign in to edit your series" });
  const id = parseUuid(params.id);
  invariantResponse(id, SERIES_MESSAGES.notPublic, { status: 404 });
  const series = await getSeriesForViewer(id, actor);
  invariantResponse(series, SERIES_MESSAGES.notPublic, { status: 404 });
  invariantResponse(series.createdBy === actor.id, ONLY_HOST, { status: 403 });
  return {
    series: {
      id: series.id,
      title: series.title,
      description: series.description ?? "",
      category: series.category ?? "",
      location: series.location ?? "",
      maxAttendees: series.maxAttendees === null ? "" : String(series.maxAttendees),
      time: dateToZonedWallTime(series.startsAt, series.timeZone).slice(11, 16),
      timeZone: series.timeZone,
    },
    categories: EVENT_CATEGORY_VALUES.map((value) => ({ value, label: categoryLabel(value) })),
  };
}

export const action = defineIntents("event-series", {
  default: intent({
    who: "member",
    rateLimit: { name: "events:series-edit", limit: 30, windowSeconds: 60 * 60 },
    parse: parseSeriesEditForm,
    failureMessage: SERIES_MESSAGES.updateFailed,
    run: async ({ params, actor, input }) => {
      const id = parseUuid(params.id);
      if (!id) throw new NotFoundError(`series id ${params.id} is malformed`);
      await updateSeries(actor, id, input);
      return flashRedirect(`/events/series/${id}`, {
        type: "success",
        message: SERIES_MESSAGES.updated,
      });
    },
  }),
});

export const meta: Route.MetaFunction = () => [
  { title: "Edit Series — Camber Club" },
  { name: "robots", content: "noindex" },
];

export default function EditSeriesPage({ loaderData, actionData }: Route.ComponentProps) {
  const { series, categories } = loaderData;
  const failed = actionData?.ok === false ? actionData : undefined;
  const values = { ...series, ...(failed?.values ?? {}) };
  const errors = failed?.fieldErrors ?? {};
  const busy = useNavigation().state === "submitting";
  const id = (name: string) => `series-edit-${name}`;

  return (
    <FormPage
      kicker={
        <>
          <Pencil aria-hidden="true" className="size-4" />
          Edit the whole series
        </>
      }
      title={series.title}
      lede="Changes apply to every future date of the series, except dates you changed on their own. Members going to a date whose time or place changes are told."
    >
      <Form method="post" className="flex flex-col gap-6">
        {failed ? (
          <p
            role="alert"
            className="rounded-lg border border-destructive/50 bg-destructive/10 px-4 py-3 font-semibold text-sm"
          >
            {failed.message}
          </p>
        ) : null}
        <fieldset
          disabled={busy}
          className="flex min-w-0 flex-col gap-5 rounded-xl bg-surface p-5 ring-1 ring-border/50 sm:p-6 [overflow-wrap:anywhere]"
        >
          <InputField
            id={id("title")}
            label="Event title"
            error={errors.title}
            name="title"
            required
            defaultValue={values.title}
          />
          <TextareaField
            id={id("description")}
            label="Description"
            error={errors.description}
            name="description"
            rows={5}
            defaultValue={values.description}
          />
          <SelectField
            id={id("category")}
            label="Category"
            error={errors.category}
            name="category"
            defaultValue={values.category}
            empty={{ label: "No category" }}
            options={categories}
          />
          <div className="grid gap-5 sm:grid-cols-2">
            <InputField
              id={id("time")}
              label="Time"
              hint={`On the clocks of ${series.timeZone.replaceAll("_", " ")}.`}
              error={errors.time}
              name="time"
              type="time"
              required
              defaultValue={values.time}
              className="tabular"
            />
            <InputField
              id={id("maxAttendees")}
              label="Max attendees"
              hint="Leave blank for no limit."
              error={errors.maxAttendees}
              name="maxAttendees"
              type="number"
              inputMode="numeric"
              min={1}
              max={EVENT_LIMITS.maxAttendees}
              defaultValue={values.maxAttendees}
              placeholder="Unlimited"
              className="tabular"
            />
          </div>
          <InputField
            id={id("location")}
            label="Location"
            error={errors.location}
            name="location"
            required
            defaultValue={values.location}
          />
        </fieldset>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <ButtonLink variant="ghost" size="lg" to={`/events/series/${series.id}`}>
            Cancel
          </ButtonLink>
          <SubmitButton size="lg" busy={busy} busyLabel="Saving…">
            Save the series
          </SubmitButton>
        </div>
      </Form>
    </FormPage>
  );
}

export { ErrorBoundary } from "~/components/route-error-boundary";
