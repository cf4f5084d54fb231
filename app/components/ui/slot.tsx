// `asChild` for Button and Badge: their props (class, aria-*, handlers, ref) go onto the one child
// element (a <Link>, an <a>) instead of a <button> or <span> of their own. Hand-made rather than
// Radix's Slot (~1 KB gzip on every page, docs/performance.md); same merging rules: the child's
// props win, except that handlers of both run (the child's first), classes are joined, styles
// merged and refs both set.
import { Children, cloneElement, isValidElement, type ReactNode, type Ref } from "react";

type AnyProps = Record<string, unknown>;

function setRef<T>(ref: Ref<T> | undefined, value: T) {
  if (typeof ref === "function") return ref(value);
  if (ref) (ref as { current: T }).current = value;
}

export function Slot({
  children,
  ref,
  ...slotProps
}: AnyProps & { children?: ReactNode; ref?: Ref<unknown> }) {
  if (!isValidElement<AnyProps>(children)) {
    // Like Radix: exactly one element child, or nothing.
    return Children.count(children) > 1 ? Children.only(null) : null;
  }
  const childProps = children.props;
  const merged: AnyProps = { ...slotProps, ...childProps };
  for (const [name, slotValue] of Object.entries(slotProps)) {
    const childValue = childProps[name];
    if (/^on[A-Z]/.test(name) && typeof slotValue === "function") {
      merged[name] =
        typeof childValue === "function"
          ? (...args: unknown[]) => {
              const result = childValue(...args);
              slotValue(...args);
              return result;
            }
          : slotValue;
    } else if (name === "style") {
      merged.style = { ...(slotValue as object), ...(childValue as object) };
    } else if (name === "className") {
      merged.className = [slotValue, childValue].filter(Boolean).join(" ");
    }
  }
  const childRef = childProps.ref as Ref<unknown> | undefined;
  if (ref || childRef) {
    merged.ref = (node: unknown) => {
      setRef(ref, node);
      setRef(childRef, node);
    };
  }
  return cloneElement(children, merged);
}
