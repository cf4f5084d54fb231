// The report intent of a page that shows reportable content (a build, an event, a forum topic and
// its replies): `report: reportIntent({ targets, type: BUILD_REPORT_TYPE, id: pageId })` in its
// defineIntents table. Members only (a visitor's post is answered 401), one rate limit for every
// report on the site, the shared reasons and note, the item's own id checked as a uuid.
import type { Params } from "react-router";
import { intent } from "~/lib/actions.server";
import { NotFoundError } from "~/lib/errors";
import { parseWithSchema } from "~/lib/forms/parse";
import { parseUuid } from "~/lib/ids";
import { REPORT_MESSAGES, REPORT_RATE_LIMIT, REPORT_TARGET_FIELD } from "./constants";
import { fileReport, type ReportTargets } from "./reports.server";
import { type ReportInput, reportSchema } from "./schemas";

export function reportIntent(spec: {
  targets: ReportTargets;
  /** The item's report type (its kind in the queue). */
  type: string;
  /**
   * The item's id: the page's own (from its params) or, on a page of several items (a topic's
   * replies), the form's REPORT_TARGET_FIELD; whatever is not a uuid is "not found".
   */
  id: (params: Params, targetField: string | null) => string | null | undefined;
}) {
  return intent<ReportInput, { reported: string }, "member">({
    who: "member",
    signedOut: { message: REPORT_MESSAGES.signIn },
    // The one limit of every report, whatever is reported: the queue is the admins' time.
    rateLimit: REPORT_RATE_LIMIT,
    parse: parseWithSchema(reportSchema),
    failureMessage: REPORT_MESSAGES.reportFailed,
    run: async ({ actor, params, form, input }) => {
      const field = form.get(REPORT_TARGET_FIELD);
      const id = parseUuid(spec.id(params, typeof field === "string" ? field : null));
      if (!id) throw new NotFoundError(`${spec.type}: no such item to report`);
      await fileReport(spec.targets, actor, spec.type, id, input);
      return { reported: id };
    },
  });
}
