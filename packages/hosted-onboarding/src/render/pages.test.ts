import type { Application } from "@onboarding/core";
import { describe, expect, test } from "vitest";
import { en } from "../locales/en.ts";
import { stepsOf } from "../steps.ts";
import { confirmPage, fieldsPage, type PageFrame } from "./pages.ts";

const application = {
  application_type: "INDIVIDUAL",
  customer_details: {
    first_name: '<script>alert("x")</script>',
    last_name: "Doe",
    tax_reference_number: "*****6789",
    mailing_address: { city: "Austin" },
  },
} as unknown as Application;

const frame = (requirements: Parameters<typeof stepsOf>[1]): PageFrame => ({
  messages: en,
  lang: "en",
  stylesheet: "/onboard/assets/onboard.css",
  base: "/onboard/s/obs_1",
  csrf: "token-1",
  application,
  steps: stepsOf(application, requirements, ["CUSTOMER_DETAILS", "DOCUMENTS"]),
});

const missing = (pointer: string) =>
  ({
    pointer,
    code: "MISSING",
    description: "City is required before submission.",
    awaiting_action_from: "END_CUSTOMER",
    impact: "BLOCKS_SUBMISSION",
    message: "x",
  }) as const;

describe("the pages' HTML", () => {
  test("escapes what the customer or the integrator typed, and shows sensitive values only masked", () => {
    const page = frame([missing("/customer_details/date_of_birth")]);
    const step = page.steps[0];
    if (step?.kind !== "fields") {
      throw new Error("a fields step");
    }
    const html = fieldsPage(page, step, undefined, new Map());
    expect(html).not.toContain("<script>");
    expect(html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
    expect(html).toContain("*****6789");
  });

  test("a sensitive value typed before an error is not sent back; other values are, so nothing else is typed twice", () => {
    const page = frame([missing("/customer_details/tax_reference_number"), missing("/customer_details/occupation")]);
    const step = page.steps[0];
    if (step?.kind !== "fields") {
      throw new Error("a fields step");
    }
    const posted = { "/customer_details/tax_reference_number": "987-65-4321", "/customer_details/occupation": "Pilot" };
    const html = fieldsPage(page, step, posted, new Map([["/customer_details/occupation", "bad"]]));
    expect(html).not.toContain("987-65-4321");
    expect(html).toContain('value="Pilot"');
  });

  test("an error is linked from the summary, announced, and tied to its field", () => {
    const page = frame([missing("/customer_details/mailing_address/city")]);
    const step = page.steps[0];
    if (step?.kind !== "fields") {
      throw new Error("a fields step");
    }
    const html = fieldsPage(page, step, {}, new Map([["/customer_details/mailing_address/city", "City is required before submission."]]));
    expect(html).toContain("<title>Error: Mailing address – Complete your application</title>");
    expect(html).toMatch(/role="alert"[\s\S]*href="#f-customer-details-mailing-address-city">City: City is required before submission\./);
    expect(html).toMatch(/aria-describedby="[^"]*f-customer-details-mailing-address-city-error"[^>]*aria-invalid="true"/);
  });

  test("the terms and the attestation are never ticked for the customer", () => {
    const page = frame([]);
    const step = page.steps.at(-1);
    if (step?.kind !== "confirm") {
      throw new Error("the confirm step");
    }
    const html = confirmPage(page, step, {});
    expect(html).toMatch(/<input type="checkbox" id="c-terms" name="terms" value="yes">/);
    expect(html).toMatch(/<input type="checkbox" id="c-attest" name="attest" value="yes">/);
    expect(html).toContain('<input type="hidden" name="_csrf" value="token-1">');
  });
});
