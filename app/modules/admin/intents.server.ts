// The admin pages' intents: an admin acting on one record whose id the row posts. Every admin page
// (panel tabs, marketplace, features, media) declares its buttons with this, so the guard, the id
// check and the answer (the SPEC toast on success, the intent's failure text otherwise) are the
// same everywhere. The page's action (withSignIn) sends visitors to /auth and refuses a member's
// crafted request with 403 'Access Denied'.
import { type ActionFunctionArgs, data } from "react-router";
import { type ActionFailure, intent } from "~/lib/actions.server";
import {
  ACCESS_DENIED_MESSAGE,
  type Actor,
  adminRefusalMessage,
  requireActor,
} from "~/lib/actor.server";
import { parseUuid } from "~/lib/ids";

export function adminIdIntent({
  failureMessage,
  successMessage,
  run,
}: {
  failureMessage: string;
  successMessage: string;
  /** The use-case; it refuses a non-admin actor and throws NotFoundError for a missing record. */
  run: (actor: Actor, id: string) => Promise<unknown>;
}) {
  return intent({
    who: "admin",
    signedOut: { message: ACCESS_DENIED_MESSAGE },
    failureMessage,
    parse: (form) => {
      const id = parseUuid(form.get("id"));
      return id ? { ok: true, value: id } : { ok: false, message: failureMessage };
    },
    run: async ({ actor, input }: { actor: Actor; input: string }) => {
      await run(actor, input);
      return { message: successMessage };
    },
  });
}

/**
 * An admin page's action: visitors (a session that ended while the page was open) go to /auth; a
 * member's crafted post is thrown as a 403, so the page's loader (which would redirect them) does
 * not run after it and the answer keeps its status. An admin without two-factor gets the same 403,
 * told to turn it on.
 */
export function withSignIn<Args extends ActionFunctionArgs, Answer>(
  intents: (args: Args) => Promise<Answer>,
) {
  return async (args: Args): Promise<Answer> => {
    const actor = await requireActor(args.context);
    if (!actor.isAdmin) {
      const refused: ActionFailure = {
        ok: false,
        intent: null,
        reason: "forbidden",
        message: adminRefusalMessage(actor),
        values: {},
      };
      throw data(refused, { status: 403 });
    }
    return intents(args);
  };
}
