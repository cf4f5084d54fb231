import { createRef } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { Slot } from "./slot";

describe("Slot", () => {
  it("puts its props on the child, joining classes and letting the child's own props win", () => {
    const html = renderToStaticMarkup(
      <Slot className="btn" aria-disabled="true" title="slot" style={{ color: "red", margin: 0 }}>
        <a href="/builds" className="link" title="child" style={{ color: "blue" }}>
          Builds
        </a>
      </Slot>,
    );
    expect(html).toBe(
      '<a href="/builds" class="btn link" title="child" style="color:blue;margin:0" aria-disabled="true">Builds</a>',
    );
  });

  it("runs both click handlers, the child's first", () => {
    const calls: string[] = [];
    const element = Slot({
      onClick: () => calls.push("slot"),
      children: <button type="button" onClick={() => calls.push("child")} />,
    }) as React.ReactElement<{ onClick: () => void }>;
    element.props.onClick();
    expect(calls).toEqual(["child", "slot"]);
  });

  it("sets both refs", () => {
    const slotRef = createRef<unknown>();
    const childRef = vi.fn();
    const element = Slot({
      ref: slotRef,
      children: (
        <a href="/" ref={childRef}>
          Home
        </a>
      ),
    }) as React.ReactElement<{ ref: (node: unknown) => void }>;
    const node = { tagName: "A" };
    element.props.ref(node);
    expect(slotRef.current).toBe(node);
    expect(childRef).toHaveBeenCalledWith(node);
  });

  it("renders nothing without an element child", () => {
    expect(renderToStaticMarkup(<Slot className="x">text</Slot>)).toBe("");
  });
});
