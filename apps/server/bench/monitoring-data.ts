/**
 * The monitoring bench's data, seeded: approved customers named as a platform's customers are (Faker, many cultures),
 * a few of them planted close to entries that a later version of OFAC's SDN list adds, and those versions — the SDN
 * file with persons and organisations added and some listed persons changed, written as OFAC publishes the file.
 */
import { allLocales, base, Faker } from "@faker-js/faker";
import type { IndividualApplication } from "@onboarding/core";
import type { ApplicationRecord } from "../src/applications/application.ts";
import { seal } from "../src/applications/sensitive.ts";
import { storedView } from "../src/applications/views.ts";
import type { Keyring } from "../src/crypto/keyring.ts";
import { nextReviewAt, type RiskModel, rate } from "../src/customers/risk.ts";
import type { Database } from "../src/db/database.ts";
import { newId } from "../src/platform/ids.ts";
import type { Modules } from "../src/services.ts";
import type { Applicant } from "../src/verifications/subjects.ts";
import { individualApplication } from "../test/fixtures.ts";
import { NAME_LOCALES, seededRandom } from "./screening-labels.ts";

type Country = NonNullable<IndividualApplication["nationality"]>;

/** A customer as the bench names it: the fields of the application screening reads. */
export interface Person {
  first: string;
  middle?: string | undefined;
  last: string;
  /** YYYY-MM-DD. */
  dateOfBirth: string;
  nationality: Country;
}

/** The nationality of a customer named from each locale. */
const COUNTRY_OF_LOCALE: Record<(typeof NAME_LOCALES)[number], Country> = {
  en_US: "US",
  en_GB: "GB",
  de: "DE",
  fr: "FR",
  it: "IT",
  es: "ES",
  es_MX: "MX",
  pt_BR: "BR",
  nl: "NL",
  pl: "PL",
  sv: "SE",
  ro: "RO",
  hu: "HU",
  cs_CZ: "CZ",
  el: "GR",
  tr: "TR",
  ru: "RU",
  uk: "UA",
  ar: "EG",
  fa: "IR",
  he: "IL",
  az: "AZ",
  en_IN: "IN",
  ne: "NP",
  en_NG: "NG",
  yo_NG: "NG",
  zu_ZA: "ZA",
  vi: "VN",
  id_ID: "ID",
  zh_CN: "CN",
  ko: "KR",
  ja: "JP",
};

/** Locales whose names are in Latin script, as OFAC writes the names it lists. */
const LATIN_LOCALES = ["en_US", "en_GB", "de", "fr", "it", "es", "pt_BR", "pl", "tr", "en_IN", "en_NG", "nl"] as const;

/** Countries as OFAC's remarks name them, for the persons a version adds. */
const COUNTRY_NAMES: Partial<Record<Country, string>> = {
  US: "United States",
  GB: "United Kingdom",
  DE: "Germany",
  FR: "France",
  IT: "Italy",
  ES: "Spain",
  MX: "Mexico",
  BR: "Brazil",
  NL: "Netherlands",
  PL: "Poland",
  TR: "Turkey",
  IN: "India",
  NG: "Nigeria",
  JO: "Jordan",
};
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** A Faker of its own (not the shared one of the locale, which other code seeds too), seeded. */
function fakerOf(locale: keyof typeof allLocales, seed: number): Faker {
  const faker = new Faker({ locale: [allLocales[locale], allLocales.en, base] });
  faker.seed(seed);
  return faker;
}

const pick = <T>(items: readonly T[], random: () => number): T => items[Math.floor(random() * items.length)] as T;
const pad = (value: number) => String(value).padStart(2, "0");

/** A date of birth between 1940 and 2006. */
const birthDate = (random: () => number) =>
  `${1940 + Math.floor(random() * 67)}-${pad(1 + Math.floor(random() * 12))}-${pad(1 + Math.floor(random() * 28))}`;

/**
 * Customers, one after another, for ever: a first and last name of a locale taken in turn (a third with a middle
 * name), a date of birth, and the locale's country as nationality. The same seed names the same customers.
 */
export function* people(seed: number): Generator<Person> {
  const random = seededRandom(seed);
  const fakers = NAME_LOCALES.map((locale, at) => ({ faker: fakerOf(locale, seed + at), country: COUNTRY_OF_LOCALE[locale] }));
  for (let index = 0; ; index++) {
    const { faker, country } = fakers[index % fakers.length] as { faker: Faker; country: Country };
    const middle = random() < 1 / 3 ? faker.person.firstName() : undefined;
    yield { first: faker.person.firstName(), middle, last: faker.person.lastName(), dateOfBirth: birthDate(random), nationality: country };
  }
}

/** Syllables of surnames no locale has, so that only a planted customer can be close to a name built of them. */
const ONSETS = ["b", "br", "d", "dr", "g", "gr", "k", "kr", "l", "m", "n", "p", "r", "s", "st", "t", "tr", "v", "z", "h", "j", "f"];
const VOWELS = ["a", "e", "i", "o", "u", "ai", "ei", "ou", "ia"];
const CODAS = ["", "n", "r", "l", "s", "k", "m", "v", "sh", "nd", "rt", "x"];

/** One listed entry a version adds: its line of sdn.csv. */
interface Added {
  id: string;
  line: string;
}

/** What one version of the list changes from the one before, and the customers planted for it. */
export interface ListChange {
  /** Lines added to sdn.csv: persons (some named like a planted customer) and organisations. */
  added: Added[];
  /** ent_nums of listed persons whose remarks gain a date of birth. */
  changed: string[];
  /** The customers whose names are close to a person this version adds: each must get one alert, and no one else. */
  planted: Person[];
}

/** The ent_nums of sdn.csv's listed individuals. */
const individualsOf = (sdn: string) =>
  sdn.split("\r\n").flatMap((line) => {
    const match = /^(\d+),"[^"]*","individual",/.exec(line);
    return match ? [match[1] as string] : [];
  });

/**
 * `versions` successive changes to the SDN list `sdn` (the file's text, read as latin1): each adds `added` entries —
 * `planted` persons with a customer planted close to each (the same name in list order; with a middle name the
 * customer does not give; or with a slip in the customer's surname), organisations (a tenth), and other persons with
 * first names customers have and surnames none has — and gives `changed` listed persons a date of birth.
 */
export function listChanges(
  sdn: string,
  { versions, added, planted, changed, seed }: { versions: number; added: number; planted: number; changed: number; seed: number },
): ListChange[] {
  const random = seededRandom(seed);
  const fakers = LATIN_LOCALES.map((locale, at) => fakerOf(locale, seed + 100 + at));
  const used = new Set<string>();
  const surname = () => {
    for (;;) {
      const syllables = Array.from({ length: 3 }, () => pick(ONSETS, random) + pick(VOWELS, random) + pick(CODAS, random)).join("");
      if (!used.has(syllables)) {
        used.add(syllables);
        return syllables.charAt(0).toUpperCase() + syllables.slice(1);
      }
    }
  };
  const individuals = individualsOf(sdn);
  const countries = Object.keys(COUNTRY_NAMES) as Country[];
  const person = (id: string, name: string, dob: string, country: Country) => {
    const [year, month, day] = dob.split("-");
    const remarks = `DOB ${day} ${MONTHS[Number(month) - 1]} ${year}; nationality ${COUNTRY_NAMES[country]}.`;
    return { id, line: `${id},"${name}","individual","SDGT",-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,"${remarks}"` };
  };
  const changes: ListChange[] = [];
  for (let version = 0; version < versions; version++) {
    let nextId = 9_000_000 + version * 10_000;
    const change: ListChange = { added: [], changed: [], planted: [] };
    const organisations = Math.round(added / 10);
    for (let index = 0; index < added; index++) {
      const id = String(nextId++);
      const faker = pick(fakers, random);
      const last = surname();
      const first = faker.person.firstName();
      const dob = birthDate(random);
      const country = pick(countries, random);
      if (index < planted) {
        const variant = index % 3;
        const middle = faker.person.firstName();
        const listed = variant === 1 ? `${last.toUpperCase()}, ${first} ${middle}` : `${last.toUpperCase()}, ${first}`;
        change.added.push(person(id, listed, dob, country));
        // The third variant: one letter of the surname (after its first three) slipped to the next one in the alphabet.
        const at = 3 + Math.floor(random() * (last.length - 3));
        const slipped = `${last.slice(0, at)}${String.fromCharCode(((last.charCodeAt(at) - 97 + 1) % 26) + 97)}${last.slice(at + 1)}`;
        change.planted.push({ first, last: variant === 2 ? slipped : last, dateOfBirth: dob, nationality: country });
      } else if (index < planted + organisations) {
        const name = `${last.toUpperCase()} ${pick(["TRADING", "SHIPPING", "GENERAL TRADING", "HOLDINGS", "IMPORT EXPORT"], random)} ${pick(["LLC", "LTD", "FZE", "S.A."], random)}`;
        change.added.push({
          id,
          line: `${id},"${name}",-0- ,"SDGT",-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,"Linked To: ${last.toUpperCase()}, ${first}."`,
        });
      } else {
        change.added.push(person(id, `${last.toUpperCase()}, ${first}`, dob, country));
      }
    }
    for (let index = 0; index < changed; index++) {
      change.changed.push(pick(individuals, random));
    }
    change.changed = [...new Set(change.changed)];
    changes.push(change);
  }
  return changes;
}

/**
 * sdn.csv as published after `changes`, in order: the entries added before the end-of-file character (0x1A) that
 * closes OFAC's file, and each changed person's remarks given a date of birth ("DOB 1961" first).
 */
export function sdnVersion(sdn: string, changes: readonly ListChange[]): string {
  const changed = new Map<string, number>();
  changes.forEach((change, version) => {
    for (const id of change.changed) {
      changed.set(id, version);
    }
  });
  const body = sdn.endsWith("\x1a") ? sdn.slice(0, -1) : sdn;
  const lines = body.split("\r\n").map((line) => {
    const id = /^(\d+),/.exec(line)?.[1];
    const version = id === undefined ? undefined : changed.get(id);
    if (version === undefined) {
      return line;
    }
    const dob = `DOB ${1950 + version}`;
    return line.endsWith("-0- ") ? `${line.slice(0, -4)}"${dob}."` : line.replace(/,"([^"]*)"$/, `,"${dob}; $1"`);
  });
  const added = changes.flatMap((change) => change.added.map((entry) => entry.line));
  const text = lines.join("\r\n");
  return `${text.endsWith("\r\n") || text === "" ? text : `${text}\r\n`}${added.map((line) => `${line}\r\n`).join("")}\x1a`;
}

/** The customer ids the bench gives its customers, in order. */
export const customerIdOf = (index: number) => `cust-mon-${String(index).padStart(7, "0")}`;

/** Where the planted customers stand among `count`: spread evenly, so a run's cursor meets them all along. */
export const plantedIndexes = (count: number, planted: number) =>
  Array.from({ length: planted }, (_, at) => Math.floor(((at + 0.5) * count) / planted));

export interface SeedDeps {
  db: Database;
  keyring: Keyring;
  risk: RiskModel;
  modules: Pick<Modules, "applications" | "monitoring">;
}

/**
 * `count` approved INDIVIDUAL customers of the client, as approval leaves them (see monitoring.open): each with its
 * application (the details sealed, the view stored), its customer and account, its rating, its first monitoring round
 * due now, and its candidate keys as monitoring computes them — written 250 at a time, in SQL, rather than
 * through 100,000 approvals. The planted customers stand at `plantedIndexes`; the others are named by `people`.
 */
export async function seedCustomers(
  { db, keyring, risk, modules }: SeedDeps,
  {
    clientId,
    count,
    planted,
    seed,
    at = new Date(),
    progress,
  }: {
    clientId: string;
    count: number;
    planted: readonly Person[];
    seed: number;
    /** When they were approved (now unless given: the runtime's clock). */
    at?: Date;
    progress?: (done: number) => void;
  },
): Promise<{ keys: number }> {
  const template = await db.transaction((tx) =>
    modules.applications.create(
      { db: tx, clientId },
      individualApplication({
        customer_id: "cust-mon-template",
        account_to_open: { account_id: "acct-mon-template", product_id: "DEPOSIT_BASIC", asset_type_id: "FIAT_TESTNET_USD" },
      }) as never,
    ),
  );
  if (template.type !== "INDIVIDUAL") {
    throw new Error("the template application is an individual's");
  }
  const plantedAt = new Map(plantedIndexes(count, planted.length).map((index, at) => [index, planted[at] as Person]));
  const names = people(seed);
  let keys = 0;
  // A transaction of 250 customers: well within the database's deadline (DATABASE_MAX_WAIT_MS + ½ s) on a busy machine.
  const CHUNK = 250;
  for (let from = 0; from < count; from += CHUNK) {
    const applications: Record<string, unknown>[] = [];
    const customers: Record<string, unknown>[] = [];
    const keyRows: { key_hash: string; customer_id: string }[] = [];
    for (let index = from; index < Math.min(from + CHUNK, count); index++) {
      const name = plantedAt.get(index) ?? (names.next().value as Person);
      const id = newId("app", at.getTime());
      const customerId = customerIdOf(index);
      const accountId = `acct-mon-${String(index).padStart(7, "0")}`;
      const { middle_name: _, ...details } = template.details;
      const record: ApplicationRecord = {
        ...template,
        id,
        customerId,
        accountToOpen: { ...template.accountToOpen, account_id: accountId },
        details: {
          ...details,
          first_name: name.first,
          ...(name.middle === undefined ? {} : { middle_name: name.middle }),
          last_name: name.last,
          email_address: `customer${index}@example.com`,
          date_of_birth: name.dateOfBirth,
          nationality: name.nationality,
          citizenship: [name.nationality],
        },
        status: "APPROVED",
        submittedAt: at,
        decidedAt: at,
      };
      const view = storedView(record);
      applications.push({
        application_id: id,
        customer_id: customerId,
        account_id: accountId,
        status: record.status,
        details: seal(keyring, record.details, id),
        email_address: record.details.email_address?.toLowerCase(),
        submitted_at: at.toISOString(),
        decided_at: at.toISOString(),
        resource: view.json,
        view_version: view.version,
      });
      const applicant = record as unknown as Applicant;
      const rated = rate(applicant, { peps: [] }, risk);
      customers.push({
        customer_id: customerId,
        application_id: id,
        account_id: accountId,
        risk_rating: rated.rating,
        risk_factors: rated.factors,
        next_review_at: nextReviewAt(risk, rated.rating, at).toISOString(),
      });
      for (const hash of new Set(modules.monitoring.candidateKeys(applicant).map((key) => key.toString("hex")))) {
        keyRows.push({ key_hash: hash, customer_id: customerId });
      }
    }
    await db.transaction(async (tx) => {
      // The template's row with each application's own values (jsonb_populate_record would not list the columns, but
      // takes five times as long).
      await tx.query(
        `INSERT INTO applications (application_id, client_id, application_type, status, customer_id, account_id, product_id, asset_type_id,
           terms_and_conditions_accepted, information_attested, attested_at, attested_ip, details, email_address, changes_requested,
           decision_reason, version, created_at, updated_at, submitted_at, decided_at, resource, view_version)
         SELECT o.application_id, a.client_id, a.application_type, o.status, o.customer_id, o.account_id, a.product_id, a.asset_type_id,
           a.terms_and_conditions_accepted, a.information_attested, a.attested_at, a.attested_ip, o.details, o.email_address,
           a.changes_requested, a.decision_reason, a.version, a.created_at, a.updated_at, o.submitted_at, o.decided_at, o.resource,
           o.view_version
         FROM applications a, jsonb_to_recordset($2::jsonb) AS o (application_id text, customer_id text, account_id text, status text,
           details jsonb, email_address text, submitted_at timestamptz, decided_at timestamptz, resource text, view_version integer)
         WHERE a.application_id = $1`,
        [template.id, JSON.stringify(applications)],
      );
      // What customersStore.open and monitoring's setOpened write: rated now, monitored, the first round due now.
      await tx.query(
        `INSERT INTO customers (client_id, customer_id, customer_type, application_id, status, created_at, risk_rating, risk_factors,
           rated_at, next_review_at, monitoring, monitoring_updated_at, next_screening_at, cleared_matches)
         SELECT $1::text, c.customer_id, 'INDIVIDUAL', c.application_id, 'ACTIVE', $2::timestamptz, c.risk_rating, c.risk_factors,
           $2::timestamptz, c.next_review_at, 'ACTIVE', $2::timestamptz, $2::timestamptz, '[]'
         FROM jsonb_to_recordset($3::jsonb) AS c (customer_id text, application_id text, risk_rating text, risk_factors jsonb,
           next_review_at timestamptz)`,
        [clientId, at, JSON.stringify(customers)],
      );
      await tx.query(
        `INSERT INTO accounts (client_id, account_id, customer_id, product_id, asset_type_id, status, created_at)
         SELECT $1::text, c.account_id, c.customer_id, $3::text, $4::text, 'OPEN', $2::timestamptz
         FROM jsonb_to_recordset($5::jsonb) AS c (customer_id text, account_id text)`,
        [clientId, at, template.accountToOpen.product_id, template.accountToOpen.asset_type_id, JSON.stringify(customers)],
      );
      await tx.query(
        `INSERT INTO monitoring_keys (key_hash, client_id, customer_id)
         SELECT decode(k.key_hash, 'hex'), $1::text, k.customer_id FROM jsonb_to_recordset($2::jsonb) AS k (key_hash text, customer_id text)`,
        [clientId, JSON.stringify(keyRows)],
      );
    });
    keys += keyRows.length;
    progress?.(Math.min(from + CHUNK, count));
  }
  return { keys };
}
