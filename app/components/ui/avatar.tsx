import { Avatar as AvatarPrimitive } from "radix-ui";
import { cn } from "~/lib/utils";

/** Up to two initials from a display name or e-mail ("Mia Tanaka" → "MT", "drift_king" → "D"). */
export function initialsOf(name: string): string {
  const words = name
    .replace(/@.*$/, "")
    .split(/[\s._-]+/)
    .filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words.slice(0, 1);
  return letters.map((word) => word[0]?.toUpperCase() ?? "").join("") || "?";
}

/**
 * A round picture, or the person's initials while it loads, when there is none or when it fails.
 * Decorative by default (the name is nearby); pass alt when the avatar stands alone.
 */
export function Avatar({
  src,
  name,
  alt = "",
  className,
}: {
  src?: string | null;
  name: string;
  alt?: string;
  className?: string;
}) {
  const initials = initialsOf(name);
  return (
    <AvatarPrimitive.Root
      className={cn(
        "relative inline-flex size-9 shrink-0 select-none items-center justify-center overflow-hidden rounded-full bg-surface-raised ring-1 ring-border",
        className,
      )}
    >
      {src ? (
        <AvatarPrimitive.Image src={src} alt={alt} className="size-full object-cover" />
      ) : null}
      <AvatarPrimitive.Fallback
        delayMs={src ? 400 : 0}
        // Decorative: the initials must not become (or contradict) the accessible name of the
        // button or link around the avatar, so they are drawn by CSS (not text in the DOM, which
        // would also fail "label in name", WCAG 2.5.3, on a button named 'Account menu').
        aria-hidden={alt ? undefined : true}
        data-initials={alt ? undefined : initials}
        className="font-display font-semibold text-foreground text-sm uppercase tracking-wide before:content-[attr(data-initials)]"
      >
        {alt ? initials : null}
      </AvatarPrimitive.Fallback>
    </AvatarPrimitive.Root>
  );
}
