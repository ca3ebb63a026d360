/**
 * What a sanctions or PEP list holds, once parsed from its publisher's format (OFAC's CSV set, the UN Security
 * Council's consolidated XML, OpenSanctions' FollowTheMoney export): the entries screening matches names against.
 */

/** What an entry is: a person is never matched to an organisation, a vessel or an aircraft, and the reverse. */
export type EntityKind = "person" | "organization" | "vessel" | "aircraft";

/** One name of an entry: its primary name, or an alias (a weak alias, as the publisher marks it, counts for less). */
export interface ListedName {
  name: string;
  weak: boolean;
}

export interface ListEntry {
  /** The configured source it came from (`ofac_sdn`, `un`, `peps`…). */
  source: string;
  /** The publisher's own id of the entry (OFAC's ent_num, the UN's reference number, the FollowTheMoney id). */
  id: string;
  kind: EntityKind;
  /** The primary name first, then every alias. */
  names: ListedName[];
  /** Dates of birth (or of incorporation) as given: "YYYY", "YYYY-MM" or "YYYY-MM-DD". */
  birthDates: string[];
  /** Countries of nationality, citizenship or address: ISO 3166-1 alpha-2 where known, lower-case. */
  countries: string[];
  /** The sanctions programmes (OFAC) or list types (UN) it is on; empty for a PEP. */
  programs: string[];
  /** Whether it is a politically exposed person (OpenSanctions' `role.pep` topic). */
  pep: boolean;
}

/** A parsed list: its entries, and the publisher's date of it when the file says so (ISO 8601). */
export interface ParsedList {
  entries: ListEntry[];
  publishedAt: string | null;
}
