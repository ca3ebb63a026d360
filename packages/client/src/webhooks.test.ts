import { Webhook } from "standardwebhooks";
import { describe, expect, test } from "vitest";
import { verifyWebhook, WebhookVerificationError, type WebhookVerificationReason } from "./webhooks.ts";

const secret = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw";
const id = "msg_p5jXN8AQM9LWM0D4loKWxJek";
const event = {
  event_id: "evt_01JDQ6Q9B8X7W4V3T2S1R0QPNM",
  event_type: "APPLICATION_APPROVED",
  sequence: 3,
  event_date: "2026-11-22T10:15:30.000Z",
  data: { application_id: "app_01JDQ6N0Z8X7W4V3T2S1R0QPNM", previous_status: "PROCESSING", status: "APPROVED" },
};
const payload = JSON.stringify(event);

/** Signed by the reference library, now (its verify checks the time against the real clock). */
function signed(body = payload, at = new Date(), key = secret) {
  return {
    "webhook-id": id,
    "webhook-timestamp": String(Math.floor(at.getTime() / 1000)),
    "webhook-signature": new Webhook(key).sign(id, at, body),
  };
}

/** Both implementations' verdicts on the same input: the parsed body, or the refusal (ours: its reason). */
async function verdicts(body: string, headers: Record<string, string>, key = secret) {
  const reference = (() => {
    try {
      return new Webhook(key).verify(body, headers);
    } catch {
      return "refused";
    }
  })();
  const ours = await verifyWebhook({ payload: body, headers, secret: key }).catch((error: WebhookVerificationError) => error.reason);
  return { reference, ours };
}

describe("verifyWebhook accepts exactly what the standardwebhooks package accepts", () => {
  test("the specification's test vector signs to the published signature", () => {
    expect(new Webhook(secret).sign(id, new Date(1614265330 * 1000), '{"test": 2432232314}')).toBe(
      "v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=",
    );
  });

  test("a valid delivery: the same parsed event", async () => {
    const { reference, ours } = await verdicts(payload, signed());
    expect(ours).toEqual(event);
    expect(ours).toEqual(reference);
  });

  test.each<[string, () => readonly [string, Record<string, string>], WebhookVerificationReason]>([
    ["a tampered body", () => [`${payload} `, signed()], "NO_MATCHING_SIGNATURE"],
    ["a wrong secret", () => [payload, signed(payload, new Date(), "whsec_QUJDREVGR0hJSktMTU5PUFFSU1RVVldYWVo=")], "NO_MATCHING_SIGNATURE"],
    [
      "a stale timestamp (over 5 minutes old)",
      () => [payload, signed(payload, new Date(Date.now() - 301_000))],
      "TIMESTAMP_OUT_OF_TOLERANCE",
    ],
    ["a timestamp from the future", () => [payload, signed(payload, new Date(Date.now() + 301_000))], "TIMESTAMP_OUT_OF_TOLERANCE"],
    ["a missing signature header", () => [payload, { ...signed(), "webhook-signature": "" }], "MISSING_HEADER"],
    [
      "an unknown signature version",
      () => [payload, { ...signed(), "webhook-signature": signed()["webhook-signature"].replace("v1,", "v2,") }],
      "NO_MATCHING_SIGNATURE",
    ],
    ["a non-numeric timestamp", () => [payload, { ...signed(), "webhook-timestamp": "soon" }], "INVALID_TIMESTAMP"],
  ])("refused alike: %s, for the reason that check names", async (_name, input, reason) => {
    const [body, headers] = input();
    const { reference, ours } = await verdicts(body, headers);
    expect(reference).toBe("refused");
    expect(ours).toBe(reason);
  });

  test("several signatures (a rotation): any one valid is enough, in either order", async () => {
    const headers = signed();
    const other = signed(payload, new Date(), "whsec_QUJDREVGR0hJSktMTU5PUFFSU1RVVldYWVo=")["webhook-signature"];
    for (const signatures of [`${other} ${headers["webhook-signature"]}`, `${headers["webhook-signature"]} ${other}`]) {
      const { reference, ours } = await verdicts(payload, { ...headers, "webhook-signature": signatures });
      expect(ours).toEqual(event);
      expect(ours).toEqual(reference);
    }
  });

  test("errors are WebhookVerificationError; header names are matched in any case; bytes work as well as text", async () => {
    await expect(verifyWebhook({ payload: "{}", headers: {}, secret })).rejects.toBeInstanceOf(WebhookVerificationError);
    const headers = Object.fromEntries(Object.entries(signed()).map(([name, value]) => [name.toUpperCase(), value]));
    await expect(verifyWebhook({ payload: new TextEncoder().encode(payload), headers, secret })).resolves.toEqual(event);
    await expect(verifyWebhook({ payload, headers: new Headers(signed()), secret })).resolves.toEqual(event);
  });
});

/** Our refusal of the input. */
async function refusal(body: string, headers: Record<string, string>, key = secret): Promise<WebhookVerificationError> {
  const error = await verifyWebhook({ payload: body, headers, secret: key }).catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(WebhookVerificationError);
  return error as WebhookVerificationError;
}

describe("a refusal says which check failed, and nothing secret", () => {
  test("the missing headers are named", async () => {
    const { "webhook-id": _, ...rest } = signed();
    const error = await refusal(payload, { ...rest, "webhook-signature": "" });
    expect(error.reason).toBe("MISSING_HEADER");
    expect(error.message).toContain("webhook-id, webhook-signature");
  });

  test("a timestamp outside the tolerance says how far, and which way", async () => {
    const old = await refusal(payload, signed(payload, new Date(Date.now() - 3_600_000)));
    expect(old.message).toMatch(/too old: 3600 s from now, over the tolerance of 300 s/);
    const early = await refusal(payload, signed(payload, new Date(Date.now() + 600_000)));
    expect(early.message).toMatch(/too new/);
  });

  test("no message shows the secret, its key or a computed signature", async () => {
    const wrong = "whsec_QUJDREVGR0hJSktMTU5PUFFSU1RVVldYWVo=";
    const error = await refusal(`${payload} `, signed(payload, new Date(), wrong));
    const expected = new Webhook(secret).sign(id, new Date(Number(signed()["webhook-timestamp"]) * 1000), `${payload} `);
    for (const hidden of [secret, secret.slice("whsec_".length), wrong.slice("whsec_".length), expected.slice("v1,".length)]) {
      expect(error.message).not.toContain(hidden);
      expect(JSON.stringify(error)).not.toContain(hidden);
    }
  });

  test.each([
    ["not JSON", "not json"],
    ["JSON but no event", '{"test": 2432232314}'],
    ["an array", "[]"],
  ])("a body signed correctly but not an event is INVALID_PAYLOAD: %s", async (_name, body) => {
    expect(new Webhook(secret).verify(body === "not json" ? '"x"' : body, signed(body === "not json" ? '"x"' : body))).toBeDefined();
    expect((await refusal(body, signed(body))).reason).toBe("INVALID_PAYLOAD");
  });

  test("an event of a type added later is accepted as it is, not refused", async () => {
    const later = JSON.stringify({ ...event, event_type: "APPLICATION_ARCHIVED", data: { application_id: event.data.application_id } });
    await expect(verifyWebhook({ payload: later, headers: signed(later), secret })).resolves.toMatchObject({
      event_type: "APPLICATION_ARCHIVED",
    });
  });
});
