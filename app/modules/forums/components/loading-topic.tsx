// What a topic page shows while a client navigation to another topic is on its way.
import { LoaderCircle } from "lucide-react";
import { Container } from "~/components/layout/container";
import { Skeleton } from "~/components/ui/skeleton";

export function LoadingTopic() {
  return (
    <main className="pb-20" aria-busy="true">
      <Container className="flex max-w-4xl flex-col gap-6 pt-6">
        <p role="status" className="flex items-center gap-2 text-muted-foreground text-sm">
          <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
          Loading topic...
        </p>
        <Skeleton className="h-6 w-28 rounded-full" />
        <Skeleton className="h-10 w-3/4" />
        <Skeleton className="h-4 w-1/3" />
        <Skeleton className="h-40 w-full rounded-xl" />
      </Container>
    </main>
  );
}
