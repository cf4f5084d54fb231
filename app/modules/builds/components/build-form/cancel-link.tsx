import { Link, useNavigate } from "react-router";
import { Button } from "~/components/ui/button";

/**
 * Cancel: back to the page the member came from when it is in this tab's history of the site,
 * else to `fallback`. Without JavaScript it is a plain link to `fallback`.
 */
export function CancelLink({ fallback, disabled }: { fallback: string; disabled?: boolean }) {
  const navigate = useNavigate();
  return (
    <Button asChild variant="outline" aria-disabled={disabled || undefined}>
      <Link
        to={fallback}
        onClick={(event) => {
          // React Router numbers history entries: idx 0 is the first page of the site in this tab.
          const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
          if (idx > 0) {
            event.preventDefault();
            navigate(-1);
          }
        }}
      >
        Cancel
      </Link>
    </Button>
  );
}
