// Forgot-password must not tell who is registered by how long it takes: with a slow mail server
// the answer comes as fast for a registered address as for an unknown one, and the mail is sent
// afterwards.
import { beforeAll, describe, expect, it, vi } from "vitest";
import { settlePendingMail } from "~/lib/mail.server";
import { createRequestContext } from "~/lib/request-context.server";
import { action } from "~/routes/auth/forgot-password";
import { createVerifiedUser } from "../../../tests/setup/users";

const sent = vi.hoisted(() => [] as { to: string; subject: string; text: string }[]);
const SMTP_SECONDS = 1;

// An SMTP server that takes a second per message.
vi.mock("nodemailer", () => ({
  default: {
    createTransport: () => ({
      sendMail: async (message: { to: string; subject: string; text: string }) => {
        await new Promise((resolve) => setTimeout(resolve, SMTP_SECONDS * 1000));
        sent.push(message);
      },
    }),
  },
}));
process.env.SMTP_URL = "smtp://mail.example.invalid:587";

async function requestReset(email: string) {
  const request = new Request("http://localhost:3000/auth/forgot-password", {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ email }),
  });
  const context = await createRequestContext(request, { actor: null });
  const started = performance.now();
  const answer = await action({ request, params: {}, context } as never);
  const result = "data" in answer ? answer.data : answer;
  return { result, ms: performance.now() - started };
}

describe("forgot-password with a slow mail server", () => {
  let email: string;
  beforeAll(async () => {
    ({ email } = await createVerifiedUser({ password: "timing-test-Passw0rd" }));
    await settlePendingMail();
    sent.length = 0;
  });

  it("answers a registered address without waiting for the mail, then sends it", async () => {
    const registered = await requestReset(email);
    const unknown = await requestReset("nobody-here@example.com");
    expect(registered.result).toEqual({ ok: true, intent: "default", email });
    expect(unknown.result).toMatchObject({ ok: true });
    expect(registered.ms).toBeLessThan((SMTP_SECONDS * 1000) / 2);
    expect(sent).toEqual([]);

    await settlePendingMail();
    expect(sent.map((m) => [m.to, m.subject])).toEqual([
      [email, "Reset your Camber Club password"],
    ]);
    expect(sent[0].text).toContain("/api/auth/reset-password/");
  });
});
