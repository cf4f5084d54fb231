import { CircleAlert, CircleCheck, Info } from "lucide-react";
import { cn } from "~/lib/utils";

const tones = {
  success: {
    icon: CircleCheck,
    className: "border-success/60 bg-success/10",
    iconClass: "text-success",
  },
  error: {
    icon: CircleAlert,
    className: "border-destructive/60 bg-destructive/10",
    iconClass: "text-destructive",
  },
  info: { icon: Info, className: "border-border bg-surface-raised", iconClass: "text-accent" },
} as const;

/**
 * An inline message above a form (success, error or information). Errors are announced at once
 * (role=alert), the others politely (role=status). Works without JavaScript, unlike toasts.
 */
export function Notice({
  tone,
  title,
  children,
  className,
}: {
  tone: keyof typeof tones;
  title: React.ReactNode;
  children?: React.ReactNode;
  className?: string;
}) {
  const { icon: Icon, className: toneClass, iconClass } = tones[tone];
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      className={cn("flex gap-3 rounded-lg border px-4 py-3 text-sm", toneClass, className)}
    >
      <Icon className={cn("mt-0.5 size-4 shrink-0", iconClass)} aria-hidden="true" />
      <div className="grid gap-1">
        <p className="font-semibold text-foreground">{title}</p>
        {children ? <div className="text-muted-foreground">{children}</div> : null}
      </div>
    </div>
  );
}

/**
 * The answer to a form the page posted to itself (without JavaScript, or an action's own
 * result): one line, success or failure, announced politely.
 */
export function PostedAnswer({
  answer,
  className,
}: {
  answer: { ok: boolean; message: string } | null | undefined;
  className?: string;
}) {
  if (!answer) return null;
  return (
    <p
      role="status"
      className={cn(
        "rounded-lg border px-4 py-3 text-sm",
        answer.ok ? tones.success.className : tones.error.className,
        className,
      )}
    >
      {answer.message}
    </p>
  );
}
