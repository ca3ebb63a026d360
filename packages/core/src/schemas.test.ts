import { describe, expect, test } from "vitest";
import { AddressSchema, CreateApplicationRequestSchema, ExternalIdSchema, PastDateSchema, PhoneNumberSchema } from "./index.ts";

const base = {
  application_type: "INDIVIDUAL",
  account_to_open: { account_id: "acct-1", product_id: "DEPOSIT_BASIC", asset_type_id: "FIAT_TESTNET_USD" },
  terms_and_conditions_accepted: true,
  information_attested: false,
  customer_id: "cust-1",
  customer_details: {},
};

describe("formats", () => {
  test("dates are real calendar dates between 1900 and today", () => {
    expect(PastDateSchema.safeParse("1990-04-21").success).toBe(true);
    expect(PastDateSchema.safeParse("2024-02-29").success).toBe(true);
    expect(PastDateSchema.safeParse("2023-02-29").success).toBe(false);
    expect(PastDateSchema.safeParse("2023-02-30").success).toBe(false);
    expect(PastDateSchema.safeParse("1899-12-31").success).toBe(false);
    expect(PastDateSchema.safeParse("2999-01-01").success).toBe(false);
    expect(PastDateSchema.safeParse("21/04/1990").success).toBe(false);
  });

  test("telephone numbers are E.164", () => {
    expect(PhoneNumberSchema.safeParse("+15125550100").success).toBe(true);
    expect(PhoneNumberSchema.safeParse("5125550100").success).toBe(false);
    expect(PhoneNumberSchema.safeParse("+0123456789").success).toBe(false);
  });

  test("external identifiers follow the documented pattern", () => {
    expect(ExternalIdSchema.safeParse("cust_000123:a.b-c").success).toBe(true);
    expect(ExternalIdSchema.safeParse("-leading").success).toBe(false);
    expect(ExternalIdSchema.safeParse("a".repeat(65)).success).toBe(false);
    expect(ExternalIdSchema.safeParse("tab\there").success).toBe(false);
  });

  test("country codes are ISO 3166-1 alpha-2 and unknown keys are rejected", () => {
    expect(AddressSchema.safeParse({ country_code: "US", state: "TX" }).success).toBe(true);
    expect(AddressSchema.safeParse({ country_code: "UK" }).success).toBe(false);
    expect(AddressSchema.safeParse({ country_code: "us" }).success).toBe(false);
    expect(AddressSchema.safeParse({ planet: "Earth" }).success).toBe(false);
  });
});

describe("the create payload", () => {
  test("is a union discriminated by application_type", () => {
    expect(CreateApplicationRequestSchema.safeParse(base).success).toBe(true);
    expect(
      CreateApplicationRequestSchema.safeParse({ ...base, application_type: "CORPORATION", customer_details: { registered_name: "Acme" } })
        .success,
    ).toBe(true);
    expect(CreateApplicationRequestSchema.safeParse({ ...base, customer_details: { registered_name: "Acme" } }).success).toBe(false);
  });

  test("NONE excludes every other activity", () => {
    const kyc = (engage_in_activities: string[]) => ({ ...base, customer_details: { kyc_profile: { engage_in_activities } } });
    expect(CreateApplicationRequestSchema.safeParse(kyc(["NONE"])).success).toBe(true);
    expect(CreateApplicationRequestSchema.safeParse(kyc(["GAMBLING", "FIREARMS"])).success).toBe(true);
    expect(CreateApplicationRequestSchema.safeParse(kyc(["NONE", "GAMBLING"])).success).toBe(false);
  });

  test("every string has a maximum length", () => {
    const long = "a".repeat(10_000);
    expect(CreateApplicationRequestSchema.safeParse({ ...base, customer_details: { occupation: long } }).success).toBe(false);
    expect(CreateApplicationRequestSchema.safeParse({ ...base, customer_details: { first_name: long } }).success).toBe(false);
  });
});
