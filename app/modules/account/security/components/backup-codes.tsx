// The backup codes, shown once: right after two-factor is turned on, or after new ones are made.
// Each signs in once when the authenticator is lost. They can be downloaded as a text file (a
// link, no script needed) or copied (with JavaScript); the page never shows them again.
import { Check, Copy, Download } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { Notice } from "~/components/forms/notice";
import { Button, buttonVariants } from "~/components/ui/button";
import { useHydrated } from "~/components/use-hydrated";
import { cn } from "~/lib/utils";

export function backupCodesText(codes: readonly string[]): string {
  return [
    "Camber Club backup codes",
    "",
    "Each code signs you in once if you can't use your authenticator app.",
    "Keep them somewhere safe, away from your phone.",
    "",
    ...codes,
    "",
  ].join("\n");
}

export function BackupCodes({ codes, title }: { codes: readonly string[]; title: string }) {
  const hydrated = useHydrated();
  const [copied, setCopied] = useState(false);
  const text = backupCodesText(codes);
  const download = `data:text/plain;charset=utf-8,${encodeURIComponent(text)}`;

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  }

  return (
    <section aria-labelledby="backup-codes-title" className="grid gap-4">
      <Notice tone="success" title={title}>
        Save these backup codes now: this is the only time they're shown. Each one signs you in once
        if you lose your phone or can't use your authenticator app.
      </Notice>
      <h3 id="backup-codes-title" className="sr-only">
        Your backup codes
      </h3>
      <ol
        aria-label="Backup codes"
        className="grid grid-cols-1 gap-2 rounded-lg bg-surface-raised p-4 font-mono text-base tabular min-[380px]:grid-cols-2"
      >
        {codes.map((code) => (
          <li key={code} className="select-all text-center tracking-wider">
            {code}
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-2">
        <a
          href={download}
          download="camber-club-backup-codes.txt"
          className={cn(buttonVariants({ variant: "secondary" }))}
        >
          <Download aria-hidden="true" />
          Download as text
        </a>
        {hydrated ? (
          <Button type="button" variant="secondary" onClick={copy}>
            {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
            {copied ? "Copied" : "Copy codes"}
          </Button>
        ) : null}
        <Link to="/account/security" className={cn(buttonVariants({ variant: "default" }))}>
          I've saved them
        </Link>
      </div>
      <p aria-live="polite" className="sr-only">
        {copied ? "Backup codes copied." : ""}
      </p>
    </section>
  );
}
