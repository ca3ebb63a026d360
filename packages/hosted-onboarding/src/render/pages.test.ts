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

const frame = (requirements: Parameters<typeof stepsOf>[1], asked: Parameters<typeof stepsOf>[1] = [], brand = {}): PageFrame => ({
  messages: en,
  lang: "en",
  stylesheet: "/onboard/assets/onboard.css",
  icon: "/onboard/assets/icon.svg",
  brand,
  base: "/onboard/s/obs_1",
  csrf: "token-1",
  application,
  steps: stepsOf(application, requirements, ["CUSTOMER_DETAILS", "DOCUMENTS"], asked),
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

/** The first step of the page, a fields step. */
function firstFieldsStep(page: PageFrame) {
  const step = page.steps[0];
  if (step?.kind !== "fields") {
    throw new Error("a fields step");
  }
  return step;
}

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

  test("every value typed before an error is shown back, a sensitive one too, so nothing is typed twice or silently dropped", () => {
    const page = frame([missing("/customer_details/tax_reference_number"), missing("/customer_details/occupation")]);
    const step = page.steps[0];
    if (step?.kind !== "fields") {
      throw new Error("a fields step");
    }
    const posted = { "/customer_details/tax_reference_number": "987-65-4321", "/customer_details/occupation": "Pilot" };
    const html = fieldsPage(page, step, posted, new Map([["/customer_details/occupation", "too_long"]]));
    expect(html).toMatch(/name="\/customer_details\/tax_reference_number" [^>]*value="987-65-4321" autocomplete="off"/);
    expect(html).toContain('value="Pilot"');
  });

  test("a step answered before stays, with its answers on file (a sensitive one only masked), and a Back link", () => {
    const asked = [missing("/customer_details/tax_reference_number"), missing("/customer_details/mailing_address/city")];
    const page = frame([], asked);
    expect(page.steps.map((step) => [step.id, step.open])).toEqual([
      ["details", false],
      ["details-mailing_address", false],
      ["confirm", true],
    ]);
    const [details, address] = page.steps;
    if (details?.kind !== "fields" || address?.kind !== "fields") {
      throw new Error("two fields steps");
    }
    const first = fieldsPage(page, details, undefined, new Map());
    expect(first).toContain("Already on file as *****6789. Leave empty to keep it.");
    expect(first).not.toContain('value="*****6789"');
    expect(first).not.toContain("back-link");
    const second = fieldsPage(page, address, undefined, new Map());
    expect(second).toMatch(/name="\/customer_details\/mailing_address\/city" [^>]*value="Austin"/);
    expect(second).toContain('<a class="back-link" href="/onboard/s/obs_1/step/details">Back</a>');
  });

  test("the last step links each answer given on the page to its step, to be changed", () => {
    const page = frame([], [missing("/customer_details/mailing_address/city")]);
    const step = page.steps.at(-1);
    if (step?.kind !== "confirm") {
      throw new Error("the confirm step");
    }
    const html = confirmPage(page, step, {});
    expect(html).toContain(
      '<a href="/onboard/s/obs_1/step/details-mailing_address#f-customer-details-mailing-address-city">Change<span class="visually-hidden"> Mailing address: City</span></a>',
    );
    // The name the integrator gave is not the customer's to change here: no link.
    expect(html).not.toContain("#f-customer-details-last-name");
  });

  test("the integrator's name, logo, colour, terms and privacy links are on the page", () => {
    const brand = {
      name: "Acme Bank",
      logoUrl: "https://cdn.acme.example/logo.png",
      accentStylesheet: "/onboard/assets/accent-7a1f5c.css",
      termsUrl: "https://acme.example/terms",
      privacyUrl: "https://acme.example/privacy",
    };
    const page = frame([], [], brand);
    const step = page.steps.at(-1);
    if (step?.kind !== "confirm") {
      throw new Error("the confirm step");
    }
    const html = confirmPage(page, step, {});
    expect(html).toContain("<title>Check and submit – Complete your application – Acme Bank</title>");
    expect(html).toContain('<img class="header__logo" src="https://cdn.acme.example/logo.png" alt="" height="40"><span>Acme Bank</span>');
    expect(html).toContain('<link rel="stylesheet" href="/onboard/assets/accent-7a1f5c.css">');
    expect(html).toContain('<label for="c-terms">I accept the terms and conditions of Acme Bank.</label>');
    expect(html).toMatch(/id="c-terms"[^>]*aria-describedby="c-terms-link"/);
    expect(html).toContain(
      '<a href="https://acme.example/terms" target="_blank" rel="noopener noreferrer" id="c-terms-link">Read the terms and conditions (opens in a new tab)</a>',
    );
    expect(html).toMatch(/id="c-attest"[^>]*aria-describedby="c-attest-link"/);
    expect(html).toContain('id="c-attest-link">Read how your information is used (privacy notice) (opens in a new tab)</a>');
  });

  test("an error is linked from the summary, announced, and tied to its field", () => {
    const page = frame([missing("/customer_details/mailing_address/city")]);
    const step = page.steps[0];
    if (step?.kind !== "fields") {
      throw new Error("a fields step");
    }
    const html = fieldsPage(page, step, {}, new Map([["/customer_details/mailing_address/city", "required"]]));
    expect(html).toContain("<title>Error: Mailing address – Complete your application</title>");
    expect(html).toMatch(/role="alert"[\s\S]*href="#f-customer-details-mailing-address-city">City: Fill this in\./);
    expect(html).toMatch(/aria-describedby="[^"]*f-customer-details-mailing-address-city-error"[^>]*aria-invalid="true"/);
  });

  test("an error about no field of the step is still said, in the summary", () => {
    const page = frame([missing("/customer_details/mailing_address/city")]);
    const html = fieldsPage(page, firstFieldsStep(page), {}, new Map([["/customer_details/mailing_address", "invalid"]]));
    expect(html).toMatch(/role="alert"[\s\S]*<li>Check this answer\.<\/li>/);
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
    expect(html).toContain("I accept the terms and conditions of the service that sent you here.");
    expect(html).toContain('<input type="hidden" name="_csrf" value="token-1">');
  });
});
