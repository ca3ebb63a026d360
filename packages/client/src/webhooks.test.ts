import { Webhook } from "standardwebhooks";
import { describe, expect, test } from "vitest";
import { verifyWebhook, WebhookVerificationError } from "./webhooks.ts";

const secret = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw";
const id = "msg_p5jXN8AQM9LWM0D4loKWxJek";
const payload = '{"test": 2432232314}';

/** Signed by the reference library, now (its verify checks the time against the real clock). */
function signed(body = payload, at = new Date(), key = secret) {
  return {
    "webhook-id": id,
    "webhook-timestamp": String(Math.floor(at.getTime() / 1000)),
    "webhook-signature": new Webhook(key).sign(id, at, body),
  };
}

/** Both implementations' verdicts on the same input: the parsed body, or the error's message. */
async function verdicts(body: string, headers: Record<string, string>, key = secret) {
  const reference = (() => {
    try {
      return new Webhook(key).verify(body, headers);
    } catch (error) {
      return (error as Error).message;
    }
  })();
  const ours = await verifyWebhook({ payload: body, headers, secret: key }).catch((error: Error) => error.message);
  return { reference, ours };
}

describe("verifyWebhook accepts exactly what the standardwebhooks package accepts", () => {
  test("the specification's test vector signs to the published signature", () => {
    expect(new Webhook(secret).sign(id, new Date(1614265330 * 1000), payload)).toBe("v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=");
  });

  test("a valid delivery: the same parsed event", async () => {
    const { reference, ours } = await verdicts(payload, signed());
    expect(ours).toEqual({ test: 2432232314 });
    expect(ours).toEqual(reference);
  });

  test.each([
    ["a tampered body", () => [`${payload} `, signed()] as const],
    ["a wrong secret", () => [payload, signed(payload, new Date(), "whsec_QUJDREVGR0hJSktMTU5PUFFSU1RVVldYWVo=")] as const],
    ["a stale timestamp (over 5 minutes old)", () => [payload, signed(payload, new Date(Date.now() - 301_000))] as const],
    ["a timestamp from the future", () => [payload, signed(payload, new Date(Date.now() + 301_000))] as const],
    ["a missing signature header", () => [payload, { ...signed(), "webhook-signature": "" }] as const],
    [
      "an unknown signature version",
      () => [payload, { ...signed(), "webhook-signature": signed()["webhook-signature"].replace("v1,", "v2,") }] as const,
    ],
    ["a non-numeric timestamp", () => [payload, { ...signed(), "webhook-timestamp": "soon" }] as const],
  ])("refused alike: %s", async (_name, input) => {
    const [body, headers] = input();
    const { reference, ours } = await verdicts(body, headers);
    expect(typeof reference).toBe("string");
    expect(ours).toBe(reference);
  });

  test("several signatures (a rotation): any one valid is enough, in either order", async () => {
    const headers = signed();
    const other = signed(payload, new Date(), "whsec_QUJDREVGR0hJSktMTU5PUFFSU1RVVldYWVo=")["webhook-signature"];
    for (const signatures of [`${other} ${headers["webhook-signature"]}`, `${headers["webhook-signature"]} ${other}`]) {
      const { reference, ours } = await verdicts(payload, { ...headers, "webhook-signature": signatures });
      expect(ours).toEqual({ test: 2432232314 });
      expect(ours).toEqual(reference);
    }
  });

  test("errors are WebhookVerificationError; header names are matched in any case; bytes work as well as text", async () => {
    await expect(verifyWebhook({ payload: "{}", headers: {}, secret })).rejects.toBeInstanceOf(WebhookVerificationError);
    const headers = Object.fromEntries(Object.entries(signed()).map(([name, value]) => [name.toUpperCase(), value]));
    await expect(verifyWebhook({ payload: new TextEncoder().encode(payload), headers, secret })).resolves.toEqual({ test: 2432232314 });
    await expect(verifyWebhook({ payload, headers: new Headers(signed()), secret })).resolves.toEqual({ test: 2432232314 });
  });
});
