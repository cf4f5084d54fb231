// A member as /admin/members shows them to an admin: who they are, whether two-factor is on and
// which passkeys they have, and "Reset two-factor" (asks first) when there is something to reset.
import { KeyRound, RotateCcw } from "lucide-react";
import { useNavigation } from "react-router";
import { ConfirmSubmit } from "~/components/forms/confirm-submit";
import { Badge } from "~/components/ui/badge";
import { AdminRow, AdminRowBadges } from "~/modules/admin";
import type { MemberSecurity } from "../member-security.server";

const DATE = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" });

const TWO_FACTOR_BADGE = {
  on: { label: "Two-factor on", variant: "success" },
  "setting-up": { label: "Two-factor being set up", variant: "warning" },
  off: { label: "Two-factor off", variant: "outline" },
} as const;

export function MemberSecurityRow({ member }: { member: MemberSecurity }) {
  const { formData } = useNavigation();
  const resetting =
    formData?.get("intent") === "two-factor-reset" && formData?.get("id") === member.id;
  const name = member.fullName?.trim() || member.username || member.email;
  const badge = TWO_FACTOR_BADGE[member.twoFactor];
  return (
    <AdminRow
      testId="member-security-row"
      align="start"
      title={name}
      actions={
        member.twoFactor === "off" ? null : (
          <ConfirmSubmit
            label="Reset two-factor"
            title="Reset two-factor"
            question={`Reset two-factor for ${name}? Their authenticator and backup codes stop working, they are signed out everywhere and told by email. Do this only when you're sure it's them asking (a lost phone).`}
            confirmLabel="Reset two-factor"
            busyLabel="Resetting..."
            busy={resetting}
            icon={<RotateCcw aria-hidden="true" />}
          >
            <input type="hidden" name="intent" value="two-factor-reset" />
            <input type="hidden" name="id" value={member.id} />
          </ConfirmSubmit>
        )
      }
    >
      <p className="text-muted-foreground text-sm [overflow-wrap:anywhere]">
        {member.username ? `@${member.username} · ` : null}
        {member.email} · joined{" "}
        <time dateTime={member.joinedAt}>{DATE.format(new Date(member.joinedAt))}</time>
      </p>
      <AdminRowBadges>
        {member.isAdmin ? <Badge variant="accent">Admin</Badge> : null}
        <Badge variant={badge.variant}>{badge.label}</Badge>
        <Badge variant="outline">
          {member.passkeys.length === 1 ? "1 passkey" : `${member.passkeys.length} passkeys`}
        </Badge>
      </AdminRowBadges>
      {member.passkeys.length > 0 ? (
        <ul aria-label={`Passkeys of ${name}`} className="grid gap-1 text-sm">
          {member.passkeys.map((passkey) => (
            <li key={passkey.id} className="flex min-w-0 items-center gap-2">
              <KeyRound aria-hidden="true" className="size-3.5 shrink-0 text-muted-foreground" />
              <span className="min-w-0 [overflow-wrap:anywhere]">{passkey.label}</span>
              {passkey.createdAt ? (
                <span className="shrink-0 text-muted-foreground text-xs">
                  added {DATE.format(new Date(passkey.createdAt))}
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </AdminRow>
  );
}
