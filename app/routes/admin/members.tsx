// /admin/members — an admin finds a member by username or e-mail address and sees how they sign
// in (two-factor, passkeys); "Reset two-factor" helps one who lost their authenticator and their
// backup codes (audited; the member is signed out everywhere and told by e-mail). Admins only:
// requireAdminActor in the loader, the action refuses anyone else with 403 and changes nothing.
import { Search } from "lucide-react";
import { Form, useActionData } from "react-router";
import { SubmitButton } from "~/components/forms/submit-button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import type { ActionResult } from "~/lib/action-result";
import { defineIntents } from "~/lib/actions.server";
import { requireAdminActor } from "~/lib/actor.server";
import { intentClientAction, revalidateUnlessRequestFailed } from "~/lib/network-failure";
import { MemberSecurityRow } from "~/modules/account/security/components/member-security-row";
import {
  findMembers,
  type MemberSecurity,
  resetTwoFactor,
} from "~/modules/account/security/member-security.server";
import { ADMIN_MEMBERS_MESSAGES, MEMBER_SEARCH_MAX_LENGTH } from "~/modules/account/security/rules";
import { ActionBanner } from "~/modules/admin/components/action-banner";
import { AdminEmpty, AdminSection } from "~/modules/admin/components/admin-list";
import { AdminShell } from "~/modules/admin/components/admin-shell";
import { adminIdIntent, withSignIn } from "~/modules/admin/intents.server";
import type { Route } from "./+types/members";

export const meta: Route.MetaFunction = () => [
  { title: "Members — Admin Panel — Camber Club" },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireAdminActor(context);
  const query = (new URL(request.url).searchParams.get("q") ?? "").slice(
    0,
    MEMBER_SEARCH_MAX_LENGTH,
  );
  try {
    return { query, members: await findMembers(admin, query), failed: false };
  } catch (error) {
    console.error("[admin] members failed", error);
    return { query, members: [] as MemberSecurity[], failed: true };
  }
}

export const action = withSignIn(
  defineIntents("admin-members", {
    "two-factor-reset": {
      ...adminIdIntent({
        failureMessage: ADMIN_MEMBERS_MESSAGES.resetFailed,
        successMessage: ADMIN_MEMBERS_MESSAGES.resetDone,
        run: resetTwoFactor,
      }),
      // Someone locked out of their account is a thing to go slowly with.
      rateLimit: { name: "admin:two-factor-reset", limit: 20, windowSeconds: 60 * 60 },
    },
  }),
);

export const clientAction = intentClientAction("admin-members", {
  "two-factor-reset": ADMIN_MEMBERS_MESSAGES.resetFailed,
});

export const shouldRevalidate = revalidateUnlessRequestFailed;

export default function AdminMembersPage({ loaderData }: Route.ComponentProps) {
  const answer = useActionData<typeof clientAction>() as
    | ActionResult<{ message?: string }>
    | undefined;
  const banner = answer ? { ok: answer.ok, message: answer.message ?? "" } : undefined;
  const { query, members, failed } = loaderData;
  return (
    <AdminShell active="/admin/members" counts={null}>
      <ActionBanner result={banner} />
      <AdminSection id="members-title" title="Members">
        <Form method="get" role="search" className="flex max-w-xl flex-col gap-2">
          <Label htmlFor="member-search">Username or email</Label>
          <div className="flex gap-2">
            <Input
              id="member-search"
              name="q"
              type="search"
              defaultValue={query}
              maxLength={MEMBER_SEARCH_MAX_LENGTH}
              autoComplete="off"
              spellCheck={false}
              aria-describedby="member-search-hint"
              className="min-w-0 flex-1"
            />
            <SubmitButton variant="secondary" busy={false} busyLabel="Finding...">
              <Search aria-hidden="true" />
              Find
            </SubmitButton>
          </div>
          <p id="member-search-hint" className="text-muted-foreground text-xs">
            {ADMIN_MEMBERS_MESSAGES.searchHint}
          </p>
        </Form>
        {failed ? (
          <AdminEmpty>{ADMIN_MEMBERS_MESSAGES.loadFailed}</AdminEmpty>
        ) : query.trim() === "" ? null : members.length === 0 ? (
          <AdminEmpty>{ADMIN_MEMBERS_MESSAGES.noMatch}</AdminEmpty>
        ) : (
          <ul aria-label="Members found" className="flex flex-col gap-3">
            {members.map((member) => (
              <MemberSecurityRow key={member.id} member={member} />
            ))}
          </ul>
        )}
      </AdminSection>
    </AdminShell>
  );
}

/** A failure this page does not handle itself shows the site's error screen inside its frame. */
export { ErrorBoundary } from "~/components/route-error-boundary";
