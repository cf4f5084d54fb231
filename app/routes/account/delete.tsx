import { ACCOUNT_REMOVAL } from "~/account-removal.server";
import { defineIntents, intent } from "~/lib/actions.server";
import { requireActor } from "~/lib/actor.server";
import { flashRedirect } from "~/lib/flash.server";
import { parseWithSchema } from "~/lib/forms/parse";
import { intentClientAction, revalidateUnlessRequestFailed } from "~/lib/network-failure";
import {
  DeleteAccountPage,
  type DeleteAccountPageData,
} from "~/modules/account/deletion/components/delete-account-page";
import { DELETION_MESSAGES } from "~/modules/account/deletion/messages";
import { deleteAccountSchema } from "~/modules/account/deletion/schemas";
import { deleteAccount, getDeletionSummary, listPasskeys } from "~/modules/account/index.server";
import { endSession } from "~/modules/auth/index.server";
import { getProfile } from "~/modules/profiles/index.server";
import type { Route } from "./+types/delete";

export const meta: Route.MetaFunction = () => [{ title: "Delete your account — Camber Club" }];

export async function loader({ context }: Route.LoaderArgs): Promise<DeleteAccountPageData> {
  const actor = await requireActor(context);
  const [profile, summary, passkeys] = await Promise.all([
    getProfile(actor.id),
    getDeletionSummary(actor.id),
    listPasskeys(actor.id),
  ]);
  return { username: profile?.username ?? "", summary, hasPasskeys: passkeys.length > 0 };
}

export const action = defineIntents("account", {
  default: intent({
    who: "member",
    // Each try checks the password or a passkey: a few per quarter hour, like sign-in attempts.
    rateLimit: { name: "account:delete", limit: 5, windowSeconds: 15 * 60 },
    parse: parseWithSchema(deleteAccountSchema),
    failureMessage: DELETION_MESSAGES.failed,
    run: async ({ request, actor, input }) => {
      await deleteAccount(
        actor,
        {
          typedUsername: input.confirmUsername,
          proof: input.passkeyAssertion
            ? { kind: "passkey", assertion: input.passkeyAssertion, request }
            : { kind: "password", password: input.password },
        },
        ACCOUNT_REMOVAL,
      );
      // The session row went with the account; this clears the browser's cookies.
      const headers = new Headers();
      for (const cookie of await endSession(request)) headers.append("Set-Cookie", cookie);
      return flashRedirect(
        "/",
        {
          type: "success",
          message: DELETION_MESSAGES.deleted,
          description: DELETION_MESSAGES.deletedDescription,
        },
        { headers },
      );
    },
  }),
});

/** In the browser: a request that never got through keeps the form and says nothing changed. */
const keepFormOffline = intentClientAction("account", { default: DELETION_MESSAGES.failed });
export const clientAction = (args: Route.ClientActionArgs) => keepFormOffline(args);

export const shouldRevalidate = revalidateUnlessRequestFailed;

export default function DeleteAccountRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <DeleteAccountPage data={loaderData} result={actionData} />;
}

export { ErrorBoundary } from "~/components/route-error-boundary";
