// The local outbox is read while mail is still being sent (tests poll it; mail goes out in the
// background after an answer): a reader must never see a half-written message.
import { describe, expect, it } from "vitest";
import { readOutbox, sendMail } from "./mail.server";

describe("the outbox", () => {
  it("never shows a half-written message to a reader polling it", async () => {
    // Large messages, so a write takes long enough to be caught half-way.
    const text = `Hello\n${"x".repeat(2_000_000)}\nhttps://example.com/verify?token=abc`;
    const writes = Array.from({ length: 8 }, (_, i) =>
      sendMail({ to: `reader-${i}@example.com`, subject: `Polled ${i}`, text }),
    );
    let done = false;
    const all = Promise.all(writes).finally(() => {
      done = true;
    });
    let reads = 0;
    while (!done) {
      await readOutbox(); // throws on a half-written JSON file
      reads += 1;
    }
    await all;
    const polled = (await readOutbox()).filter((m) => m.subject.startsWith("Polled "));
    expect(polled).toHaveLength(8);
    expect(reads).toBeGreaterThan(0);
  });
});
