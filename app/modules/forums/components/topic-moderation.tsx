// The admin controls of a topic page: lock or unlock the topic, delete it with its replies, and
// delete one reply. Plain POST forms (they work without JavaScript); the action and the
// use-cases check the role again.
import { Lock, LockOpen, Trash2 } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";

/** Asks before a destructive admin action; without JavaScript the form simply submits. */
function confirmFirst(question: string) {
  return (event: React.FormEvent<HTMLFormElement>) => {
    if (!window.confirm(question)) event.preventDefault();
  };
}

export function TopicModeration({ locked }: { locked: boolean }) {
  const navigation = useNavigation();
  const busyIntent = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-xl border border-border/60 bg-surface px-4 py-3">
      <span className="mr-auto font-display text-muted-foreground text-sm uppercase tracking-wide">
        Moderation
      </span>
      <Form method="post">
        <input type="hidden" name="intent" value={locked ? "unlock" : "lock"} />
        <Button type="submit" variant="outline" size="sm" disabled={busyIntent != null}>
          {locked ? <LockOpen aria-hidden="true" /> : <Lock aria-hidden="true" />}
          {locked ? "Unlock topic" : "Lock topic"}
        </Button>
      </Form>
      <Form method="post" onSubmit={confirmFirst("Delete this topic and all its replies?")}>
        <input type="hidden" name="intent" value="delete-topic" />
        <Button type="submit" variant="destructive" size="sm" disabled={busyIntent != null}>
          <Trash2 aria-hidden="true" />
          {busyIntent === "delete-topic" ? "Deleting..." : "Delete topic"}
        </Button>
      </Form>
    </div>
  );
}

export function DeleteReplyButton({ postId }: { postId: string }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("postId") === postId;
  return (
    <Form
      method="post"
      className="mt-2 flex justify-end"
      onSubmit={confirmFirst("Delete this reply?")}
    >
      <input type="hidden" name="intent" value="delete-post" />
      <input type="hidden" name="postId" value={postId} />
      <Button type="submit" variant="ghost" size="sm" className="text-destructive" disabled={busy}>
        <Trash2 aria-hidden="true" />
        {busy ? "Deleting..." : "Delete"}
      </Button>
    </Form>
  );
}
