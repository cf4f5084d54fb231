// /account/delete: what goes with the account and what stays, in the member's own numbers, then
// the confirmation (the username typed out, and the current password or one of their passkeys). A plain form posting to the
// route's action: it works without JavaScript; with it the fields keep what was typed after a
// refusal and the button says "Deleting...".
import { Form } from "react-router";
import { InputField, PasswordField } from "~/components/forms/fields";
import { Notice } from "~/components/forms/notice";
import { SubmitButton } from "~/components/forms/submit-button";
import { Container } from "~/components/layout/container";
import { PageTitle, SectionTitle } from "~/components/page";
import { useForm } from "~/lib/forms/use-form";
import { DELETED_MEMBER } from "~/modules/profiles";
import { AccountNav } from "../../components/account-nav";
import { DELETION_FIELD_MAX_LENGTH, DELETION_FIELDS } from "../messages";
import type { DeletionSummary } from "../queries.server";
import { PasskeyConfirm } from "./passkey-confirm";

export interface DeleteAccountPageData {
  username: string;
  summary: DeletionSummary;
  /** The member has a passkey, which may stand in for the password. */
  hasPasskeys: boolean;
}

/** "3 builds", "1 build": a count with its noun. */
function count(n: number, one: string, many = `${one}s`) {
  return `${n} ${n === 1 ? one : many}`;
}

/** "a", "a and b", "a, b and c". */
function listed(parts: string[]) {
  return parts.length < 2
    ? parts.join("")
    : `${parts.slice(0, -1).join(", ")} and ${parts[parts.length - 1]}`;
}

function goesList(summary: DeletionSummary): string[] {
  const lines = ["Your profile, avatar and username (someone else may take the username later)."];
  if (summary.builds > 0) {
    const parts = summary.buildPhotos > 0 ? [count(summary.buildPhotos, "photo")] : [];
    if (summary.journalEntries > 0)
      parts.push(count(summary.journalEntries, "journal entry", "journal entries"));
    const their = summary.builds === 1 ? "its" : "their";
    lines.push(
      `Your ${count(summary.builds, "build")} with ${their} ${listed([...parts, "spec sheets", "likes", "the comments others left"])}.`,
    );
  }
  if (summary.hostedEvents > 0) {
    lines.push(
      `The ${count(summary.hostedEvents, "upcoming event")} you host. ${
        summary.attendeesToTell > 0
          ? `The ${count(summary.attendeesToTell, "member")} signed up will be told it's off.`
          : "Nobody has signed up yet."
      }`,
    );
  }
  if (summary.rsvps > 0) {
    lines.push(
      `Your RSVPs to ${count(summary.rsvps, "upcoming event")}: a seat you held goes to the next person on the waitlist.`,
    );
  }
  if (summary.listings > 0) {
    lines.push(
      `Your ${count(summary.listings, "marketplace listing")} with their photos and the messages about them.`,
    );
  }
  if (summary.media > 0) lines.push(`Your ${count(summary.media, "media submission")}.`);
  lines.push(
    "Your likes, follows (yours and your followers'), notifications, data exports, passkeys and two-factor settings.",
    "Every photo and file you uploaded, from our storage.",
  );
  return lines;
}

function staysText(summary: DeletionSummary): string {
  const parts: string[] = [];
  if (summary.comments > 0) parts.push(count(summary.comments, "comment"));
  if (summary.forumTopics > 0) parts.push(count(summary.forumTopics, "forum topic"));
  if (summary.forumReplies > 0)
    parts.push(count(summary.forumReplies, "forum reply", "forum replies"));
  const yours =
    parts.length > 0 ? `Your ${listed(parts)} stay` : "Comments and forum posts you wrote stay";
  return `${yours}, shown as written by “${DELETED_MEMBER}”, with no name, picture or link to you, so the conversations they belong to (and the replies to them) still make sense. If you'd rather some went too, delete them before you delete your account.`;
}

export function DeleteAccountPage({
  data,
  result,
}: {
  data: DeleteAccountPageData;
  result: unknown;
}) {
  const form = useForm({ result });
  const { errors, values } = form;
  return (
    <main className="flex-1 pt-10 pb-20">
      <Container className="flex max-w-3xl flex-col gap-6">
        <PageTitle>Your account</PageTitle>
        <AccountNav current="/account/delete" />

        <section aria-labelledby="delete-heading" className="flex flex-col gap-6">
          <header className="flex flex-col gap-2">
            <SectionTitle id="delete-heading">Delete your account</SectionTitle>
            <p className="text-muted-foreground">
              Deleting your account removes you from Camber Club for good. It can't be undone, and
              we can't bring anything back afterwards.
            </p>
          </header>

          <div className="grid gap-4 sm:grid-cols-2">
            <div className="rounded-xl border border-destructive/40 bg-surface p-5">
              <h3 className="font-semibold">What goes</h3>
              <ul className="mt-3 flex list-disc flex-col gap-2 pl-5 text-muted-foreground text-sm">
                {goesList(data.summary).map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </div>
            <div className="rounded-xl border border-border/60 bg-surface p-5">
              <h3 className="font-semibold">What stays</h3>
              <ul className="mt-3 flex list-disc flex-col gap-2 pl-5 text-muted-foreground text-sm">
                <li>{staysText(data.summary)}</li>
                <li>
                  Your e-mail address is free again: you can sign up with it later, as a new member.
                </li>
                <li>
                  A newsletter subscription is separate from your account: unsubscribe with the link
                  in any issue.
                </li>
              </ul>
            </div>
          </div>

          <Form
            method="post"
            {...form.props}
            aria-labelledby="confirm-heading"
            className="flex flex-col gap-5 rounded-xl border border-border/60 bg-surface p-5 sm:p-6"
          >
            <h3 id="confirm-heading" className="font-semibold">
              Confirm it's you
            </h3>
            {form.formError ? <Notice tone="error" title={form.formError} /> : null}
            <PasswordField
              id="delete-password"
              name={DELETION_FIELDS.password}
              label="Current password"
              autoComplete="current-password"
              maxLength={DELETION_FIELD_MAX_LENGTH}
              error={errors[DELETION_FIELDS.password]}
            />
            <InputField
              id="delete-username"
              name={DELETION_FIELDS.username}
              label="Your username"
              hint={
                <>
                  Type <strong className="break-all text-foreground">{data.username}</strong>{" "}
                  exactly as shown.
                </>
              }
              autoComplete="off"
              autoCapitalize="none"
              autoCorrect="off"
              spellCheck={false}
              maxLength={DELETION_FIELD_MAX_LENGTH}
              defaultValue={values[DELETION_FIELDS.username] ?? ""}
              error={errors[DELETION_FIELDS.username]}
            />
            <input type="hidden" name={DELETION_FIELDS.passkey} defaultValue="" />
            <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
              <SubmitButton
                variant="destructive"
                busy={form.busy}
                busyLabel="Deleting..."
                className="w-full sm:w-fit"
              >
                Delete my account
              </SubmitButton>
              {data.hasPasskeys ? <PasskeyConfirm busy={form.busy} /> : null}
            </div>
          </Form>
        </section>
      </Container>
    </main>
  );
}
