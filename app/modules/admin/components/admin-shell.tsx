// The frame of every admin page: the one <main> landmark, the "Admin Panel" heading and the tabs.
import { ShieldCheck } from "lucide-react";
import type { ReactNode } from "react";
import { Container } from "~/components/layout/container";
import type { TabCounts } from "../types";
import { AdminTabs } from "./admin-tabs";

export function AdminShell({
  active,
  counts,
  children,
}: {
  active: Parameters<typeof AdminTabs>[0]["active"];
  counts: TabCounts | null;
  children: ReactNode;
}) {
  return (
    <main className="flex-1">
      <Container className="flex flex-col gap-6 py-10">
        <header className="flex items-center gap-3">
          <ShieldCheck aria-hidden="true" className="size-8 text-accent" />
          <h1 className="font-display font-bold text-3xl uppercase tracking-wide sm:text-4xl">
            Admin Panel
          </h1>
        </header>
        <AdminTabs active={active} counts={counts} />
        {children}
      </Container>
    </main>
  );
}
