// The bell's badge and label: the count up to 9, then '9+'; the label always has the real number.
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { bellLabel, NotificationBell, unreadBadgeText } from "./notification-bell";

/** What the stubbed route renders (set by render() before each call). */
let unreadShown = 0;

function BellRoute() {
  return <NotificationBell unread={unreadShown} />;
}

const Stub = createRoutesStub([{ path: "/", Component: BellRoute }]);

function render(unread: number) {
  unreadShown = unread;
  return renderToString(<Stub initialEntries={["/"]} />);
}

describe("NotificationBell", () => {
  it("caps the badge at 9+ and names the real count", () => {
    expect(unreadBadgeText(1)).toBe("1");
    expect(unreadBadgeText(9)).toBe("9");
    expect(unreadBadgeText(10)).toBe("9+");
    expect(bellLabel(0)).toBe("Notifications");
    expect(bellLabel(3)).toBe("Notifications, 3 unread");

    const many = render(12);
    expect(many).toContain('href="/notifications"');
    expect(many).toContain('aria-label="Notifications, 12 unread"');
    expect(many).toContain(">9+</span>");
  });

  it("shows no badge without unread notices", () => {
    const none = render(0);
    expect(none).toContain('aria-label="Notifications"');
    expect(none).not.toContain("notification-count");
  });
});
