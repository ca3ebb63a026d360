import type { ScreeningMatch, Verification } from "@onboarding/core";
import { beforeAll, describe, expect, test } from "vitest";
import { completeCorporation, completePerson, corporationApplication, individualApplication, person } from "../../test/fixtures.ts";
import { useClient, useTestServer } from "../../test/harness.ts";
import { auditStore } from "../audit/audit-store.ts";

// Development's default sources: the sample lists (an OFAC SDN extract, a UN consolidated list extract, PEPs).
const server = useTestServer();
const client = useClient(server, "applications:read applications:write screenings:write");
const withoutScope = useClient(server, "applications:read applications:write");
// A server whose only list cannot be read: nothing is ever in force.
const unreadable = useTestServer({ env: { SCREENING_SOURCES: "un=un-xml:/nonexistent/consolidated.xml" } });
const unreadableClient = useClient(unreadable, "screenings:write");
// Loaded as a server loads them at start: a request screens against the lists in force, and never loads them itself.
beforeAll(() => server.modules.lists?.warm());

/** The applicant as SDN entry 6950 ("UTHMAN, Omar Mahmoud", born 30 Dec 1960, a national of Jordan) is listed. */
const listed = { first_name: "Omar Mahmoud", last_name: "Uthman", date_of_birth: "1960-12-30", nationality: "JO" };

/** Submits `application` (with `people`, a corporation's), runs the checks; the latest set's checks. */
async function checksOf(application: Record<string, unknown>, people: Record<string, unknown>[] = []): Promise<Verification[]> {
  const created = await client.post("/v1/applications", application);
  expect(created.status).toBe(201);
  const id = created.body.data.id as string;
  for (const individual of people) {
    expect((await client.post(`/v1/applications/${id}/individuals`, individual)).status).toBe(201);
  }
  expect((await client.post(`/v1/applications/${id}/submit`)).status).toBe(200);
  await server.verifier.runAll();
  return (await client.get(`/v1/applications/${id}/verifications?limit=100`)).body.data as Verification[];
}

/** The applicant's (not a person of a corporation's) check of that kind, for a person with these details. */
async function personCheck(check: string, details: Record<string, unknown>): Promise<Verification> {
  const person = { ...completePerson(), middle_name: undefined, ...details };
  const checks = await checksOf(individualApplication({ customer_details: person }));
  return checks.find((candidate) => candidate.check === check && candidate.individual_id === null) as Verification;
}

describe("sanctions and PEP screening of submitted applications", () => {
  test("an applicant named as an SDN entry — exactly, reordered, with diacritics, with a typo — needs review, naming the entry and its score", async () => {
    const names = [
      { first_name: "Omar Mahmoud", last_name: "Uthman" },
      { first_name: "Uthman", last_name: "Omar Mahmoud" },
      { first_name: "Ómar Mahmoud", last_name: "Uthmán" },
      { first_name: "Omar Mahmoud", last_name: "Uthmn" },
    ];
    for (const name of names) {
      const watchlist = await personCheck("WATCHLIST", { ...listed, ...name });
      expect(watchlist, JSON.stringify(name)).toMatchObject({ status: "NEEDS_REVIEW", reason_code: "POSSIBLE_WATCHLIST_MATCH" });
      const [best] = watchlist.matches;
      expect(best, JSON.stringify(name)).toMatchObject({ source: "ofac_sdn", entry_id: "6950", entry_name: "UTHMAN, Omar Mahmoud" });
      expect(best?.score).toBeGreaterThanOrEqual(0.9);
      expect(best?.corroborated).toEqual(["DATE_OF_BIRTH", "COUNTRY"]);
      expect(watchlist.screened_against.map((version) => version.source).sort()).toEqual(["ofac_sdn", "un"]);
      expect(best?.list_version).toBe(watchlist.screened_against.find((version) => version.source === "ofac_sdn")?.id);
    }
  });

  test("the same name with a contradicting birth year scores lower, and says so", async () => {
    const agreeing = (await personCheck("WATCHLIST", listed)).matches[0] as ScreeningMatch;
    const contradicting = (await personCheck("WATCHLIST", { ...listed, date_of_birth: "1985-06-01" })).matches[0] as ScreeningMatch;
    expect(contradicting).toMatchObject({ entry_id: "6950", contradicted: ["DATE_OF_BIRTH"], corroborated: ["COUNTRY"] });
    expect(contradicting.score).toBeLessThan(agreeing.score);
  });

  test("an ordinary name passes, with the list versions it was screened against", async () => {
    const checks = await checksOf(individualApplication());
    const watchlist = checks.find((check) => check.check === "WATCHLIST") as Verification;
    const pep = checks.find((check) => check.check === "PEP") as Verification;
    expect(watchlist).toMatchObject({ status: "PASSED", reason_code: "NO_MATCH", matches: [] });
    expect(watchlist.screened_against.map(({ source, entry_count }) => [source, entry_count]).sort()).toEqual([
      ["ofac_sdn", 33],
      ["un", 21],
    ]);
    expect(watchlist.screened_against.every((version) => /^lsv_/.test(version.id) && /^[0-9a-f]{64}$/.test(version.sha256))).toBe(true);
    expect(pep).toMatchObject({ status: "PASSED", reason_code: "NO_MATCH", matches: [] });
    expect(pep.screened_against.map((version) => version.source)).toEqual(["peps"]);
  });

  test("a politically exposed person of the OpenSanctions export needs review for PEP", async () => {
    const pep = await personCheck("PEP", { first_name: "Vladimir", last_name: "Putin", date_of_birth: "1952-10-07", nationality: "RU" });
    expect(pep).toMatchObject({ status: "NEEDS_REVIEW", reason_code: "PEP_MATCH" });
    expect(pep.matches[0]).toMatchObject({ source: "peps", entry_id: "Q7747", entry_name: "Vladimir Putin" });
  });

  test("a corporation named as a listed organisation is matched; its people are screened as persons", async () => {
    const checks = await checksOf(
      corporationApplication({ customer_details: { ...completeCorporation(), registered_name: "Banco Nacional de Cuba" } }),
      [person(["BENEFICIAL_OWNER", "CONTROL_PERSON"], { percentage_ownership: 60 })],
    );
    const corporation = checks.find((check) => check.check === "WATCHLIST" && check.individual_id === null) as Verification;
    expect(corporation).toMatchObject({ status: "NEEDS_REVIEW", reason_code: "POSSIBLE_WATCHLIST_MATCH" });
    expect(corporation.matches[0]).toMatchObject({ source: "ofac_sdn", entry_id: "306" });
    const people = checks.filter((check) => check.check === "WATCHLIST" && check.individual_id !== null);
    expect(people.length).toBeGreaterThan(0);
    expect(people.every((check) => check.status === "PASSED" && check.screened_against.length === 2)).toBe(true);
  });
});

describe("tax numbers and dates of birth", () => {
  test("a tax number with wrong check digits fails TAX_ID; a valid one passes with FORMAT_VALID", async () => {
    const german = { tax_reference_number_country: "DE", nationality: "DE" };
    expect(await personCheck("TAX_ID", { ...german, tax_reference_number: "36574261808" })).toMatchObject({
      status: "FAILED",
      reason_code: "INVALID_TAX_ID_FORMAT",
    });
    expect(await personCheck("TAX_ID", { ...german, tax_reference_number: "36574261809" })).toMatchObject({
      status: "PASSED",
      reason_code: "FORMAT_VALID",
    });
  });

  test("a US person's number passes as an SSN or an ITIN; one that is neither fails", async () => {
    for (const number of ["123-45-6789", "912-70-1234"]) {
      expect(await personCheck("TAX_ID", { tax_reference_number: number }), number).toMatchObject({
        status: "PASSED",
        reason_code: "FORMAT_VALID",
      });
    }
    for (const number of ["666-12-3456", "912-93-1234"]) {
      expect(await personCheck("TAX_ID", { tax_reference_number: number }), number).toMatchObject({
        status: "FAILED",
        reason_code: "INVALID_TAX_ID_FORMAT",
      });
    }
  });

  test("a minor fails DATE_OF_BIRTH as UNDERAGE", async () => {
    const minor = new Date(Date.now() - 10 * 365 * 86_400_000).toISOString().slice(0, 10);
    expect(await personCheck("DATE_OF_BIRTH", { date_of_birth: minor })).toMatchObject({ status: "FAILED", reason_code: "UNDERAGE" });
  });
});

describe("POST /v1/screenings", () => {
  test("answers at once what a check finds: the SDN entry for a listed person, the organisation, the PEP; nothing for an ordinary name", async () => {
    const listedPerson = await client.post("/v1/screenings", {
      name: "Omar Mahmoud Uthman",
      type: "person",
      date_of_birth: "1960",
      country: "JO",
    });
    expect(listedPerson.status).toBe(201);
    expect(listedPerson.body.data).toMatchObject({ type: "person", threshold: 0.9 });
    expect(listedPerson.body.data.id).toMatch(/^scr_/);
    expect(listedPerson.body.data.matches[0]).toMatchObject({
      source: "ofac_sdn",
      entry_id: "6950",
      corroborated: ["DATE_OF_BIRTH", "COUNTRY"],
    });
    expect(listedPerson.body.data.lists.map((list: { source: string }) => list.source).sort()).toEqual(["ofac_sdn", "peps", "un"]);
    expect(JSON.stringify(listedPerson.body)).not.toContain("Omar Mahmoud Uthman");

    const organization = await client.post("/v1/screenings", { name: "BANCO NACIONAL DE CUBA", type: "organization" });
    expect(organization.body.data.matches[0]).toMatchObject({ entry_id: "306" });
    expect(organization.body.data.lists.map((list: { source: string }) => list.source).sort()).toEqual(["ofac_sdn", "un"]);

    const pep = await client.post("/v1/screenings", { name: "Putin, Vladimir", type: "person" });
    expect(pep.body.data.matches[0]).toMatchObject({ source: "peps", entry_id: "Q7747" });

    const ordinary = await client.post("/v1/screenings", { name: "Jane Q. Doe", type: "person", date_of_birth: "1990-04-21" });
    expect(ordinary.status).toBe(201);
    expect(ordinary.body.data.matches).toEqual([]);
  });

  test("is audited; what was screened is stored only encrypted", async () => {
    const screened = await client.post("/v1/screenings", { name: "Omar Mahmoud Uthman", type: "person" });
    const id = screened.body.data.id as string;
    const [row] = await server.db.query<{ request_sealed: string; matches: unknown }>(
      "SELECT request_sealed, matches FROM screenings WHERE screening_id = $1",
      [id],
    );
    expect(row?.request_sealed).toMatch(/^v1\./);
    expect(row?.request_sealed).not.toContain("Uthman");
    expect(row?.matches).toEqual(screened.body.data.matches);
    const trail = await auditStore.list(server.db, { since: new Date(0), limit: 1000 });
    expect(trail.find((line) => line.action === "createScreening" && line.object_id === id)).toMatchObject({
      actor_id: client.credentials.clientId,
      outcome: "succeeded",
      status: 201,
    });
  });

  test("while no list is in force, answers 503 with Retry-After and stores nothing", async () => {
    await unreadable.modules.lists?.warm();
    const refused = await unreadableClient.post("/v1/screenings", { name: "Omar Mahmoud Uthman", type: "person" });
    expect([refused.status, refused.body.code, refused.headers.get("retry-after")]).toEqual([503, "SERVICE_UNAVAILABLE", "60"]);
    expect(await unreadable.db.query("SELECT screening_id FROM screenings")).toEqual([]);
  });

  test("needs the screenings:write scope; a bad request is a 400 naming the field", async () => {
    const refused = await withoutScope.post("/v1/screenings", { name: "Omar Mahmoud Uthman", type: "person" });
    expect(refused.status).toBe(403);
    const bad = await client.post("/v1/screenings", { name: "Omar", type: "vessel", date_of_birth: "sometime" });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((error: { pointer: string }) => error.pointer).sort()).toEqual(["/date_of_birth", "/type"]);
  });
});
