import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import type { ListEntry, ParsedList } from "./entry.ts";
import { parseFtmJsonLines } from "./ftm-json.ts";
import { ListRefused } from "./list-refused.ts";
import { type OfacFiles, parseOfacCsv } from "./ofac-csv.ts";
import { parseUnXml } from "./un-xml.ts";

const FIXTURES = new URL("../../sample-lists/", import.meta.url);
const fixture = (path: string): string => readFileSync(new URL(path, FIXTURES), "utf8");

const ofacFiles = (): OfacFiles => ({
  main: fixture("ofac/sdn.csv"),
  alt: fixture("ofac/alt.csv"),
  add: fixture("ofac/add.csv"),
  comments: fixture("ofac/sdn_comments.csv"),
});

function entry(list: ParsedList, id: string): ListEntry {
  const found = list.entries.find((item) => item.id === id);
  if (found === undefined) {
    throw new Error(`no entry ${id}`);
  }
  return found;
}

/** The text cut in the middle of its record at `marker` (a few characters past where the marker starts). */
function cutInside(text: string, marker: string): string {
  const at = text.indexOf(marker);
  if (at < 0) {
    throw new Error(`no ${marker} in the fixture`);
  }
  return text.slice(0, at + Math.ceil(marker.length / 2));
}

function refusal(parse: () => unknown): ListRefused {
  try {
    parse();
  } catch (error) {
    if (error instanceof ListRefused) {
      return error;
    }
    throw error;
  }
  throw new Error("the list was not refused");
}

describe("OFAC's CSV set", () => {
  const list = parseOfacCsv(ofacFiles(), "ofac_sdn");

  test("every record of the SDN files becomes one entry, tagged with the source and no publication date", () => {
    expect(list.entries).toHaveLength(33);
    expect(new Set(list.entries.map((item) => item.source))).toEqual(new Set(["ofac_sdn"]));
    expect(list.publishedAt).toBeNull();
    const kinds = list.entries.map((item) => item.kind);
    expect(kinds.filter((kind) => kind === "person")).toHaveLength(21);
    expect(kinds.filter((kind) => kind === "organization")).toHaveLength(9);
    expect(kinds.filter((kind) => kind === "vessel")).toHaveLength(2);
    expect(kinds.filter((kind) => kind === "aircraft")).toHaveLength(1);
  });

  test("a person has the primary name, the alt.csv aliases, the weak a.k.a.s of the remarks, dates of birth, countries and programmes", () => {
    expect(entry(list, "7150")).toEqual({
      source: "ofac_sdn",
      id: "7150",
      kind: "person",
      names: [
        { name: "AL-LIBI, Abd al-Muhsin", weak: false },
        { name: "ABU BAKR, Ibrahim Ali Muhammad", weak: false },
        { name: "SABRI, Abdel Ilah", weak: false },
        { name: "TANTOUSH, Ibrahim Ali Abu Bakr", weak: false },
        { name: "TANTOUCHE, Ibrahim Abubaker", weak: false },
        { name: "TANTOUSH, Ibrahim Abubaker", weak: false },
        { name: "ABU ANAS", weak: true },
        { name: "'ABD AL-MUHSI", weak: true },
        { name: "'ABD AL-RAHMAN", weak: true },
      ],
      birthDates: ["1966", "1969-10-27"],
      countries: ["ly", "za"],
      programs: ["SDGT"],
      pep: false,
    });
  });

  test("several programmes in one field are split, and citizenship counts as a country", () => {
    expect(entry(list, "26235").programs).toEqual(["UKRAINE-EO13661", "CYBER2", "ELECTION-EO13848"]);
    expect(entry(list, "6915").countries).toContain("eg");
  });

  test("a circa year, a range of years and a bare year are read as years", () => {
    expect(entry(list, "7782").birthDates).toEqual(["1951"]);
    expect(entry(list, "15496").birthDates).toEqual(["1929", "1930"]);
    expect(entry(list, "6915").birthDates).toEqual(["1963"]);
  });

  test("the comments file continues the remarks where the main file cut them, even mid-word", () => {
    expect(entry(list, "28263").names).toContainEqual({ name: "snowsjohn", weak: true });
  });

  test("an entry with no type is an organisation with its address countries; vessels and aircraft keep their kind", () => {
    const bank = entry(list, "306");
    expect(bank.kind).toBe("organization");
    expect(bank.names.slice(0, 2)).toEqual([
      { name: "BANCO NACIONAL DE CUBA", weak: false },
      { name: "NATIONAL BANK OF CUBA", weak: false },
    ]);
    expect(bank.countries).toEqual(["ch", "es", "jp", "pa"]);
    expect(bank.birthDates).toEqual([]);
    expect(entry(list, "4243").kind).toBe("vessel");
    expect(entry(list, "15431").kind).toBe("aircraft");
  });

  test("the main file alone is enough", () => {
    expect(parseOfacCsv({ main: fixture("ofac/sdn.csv") }, "ofac_sdn").entries).toHaveLength(33);
  });

  test("a main file cut mid-record is refused as truncated", () => {
    const main = cutInside(fixture("ofac/sdn.csv"), "32391,");
    const error = refusal(() => parseOfacCsv({ ...ofacFiles(), main }, "ofac_sdn"));
    expect(error.message).toMatch(/^list ofac_sdn refused: main file is truncated/);
  });

  test("a main file cut inside a quoted field is refused", () => {
    const main = cutInside(fixture("ofac/sdn.csv"), "a.k.a. 'CHAPORI, Aboubacar'");
    expect(() => parseOfacCsv({ main }, "ofac_sdn")).toThrow(ListRefused);
  });

  test("a main file cut after a whole line but before the end-of-file line is refused when that line lacks columns", () => {
    const text = fixture("ofac/sdn.csv");
    const lastLine = text.lastIndexOf("32391,");
    expect(() => parseOfacCsv({ main: `${text.slice(0, lastLine)}32391,"DJIBO, Ousmane Illiassou"\r\n` }, "ofac_sdn")).toThrow(
      /truncated: its last record has 2 of 12 columns/,
    );
  });

  test("a truncated alias, address or comments file refuses the whole set", () => {
    for (const file of ["alt", "add", "comments"] as const) {
      const text = ofacFiles()[file] ?? "";
      const cut = text.slice(0, Math.floor(text.length / 2));
      expect(() => parseOfacCsv({ ...ofacFiles(), [file]: cut }, "ofac_sdn"), file).toThrow(ListRefused);
    }
  });

  test("a row of another file about an entry the main file lacks refuses the set (files of different days)", () => {
    const alt = `${fixture("ofac/alt.csv").slice(0, -1)}99999999,1,"aka","NOBODY",-0- \r\n\x1A`;
    expect(() => parseOfacCsv({ ...ofacFiles(), alt }, "ofac_sdn")).toThrow(/alt file: a row refers to ent_num "99999999"/);
  });

  test("an empty main file, or one holding only the end-of-file line, is refused", () => {
    expect(() => parseOfacCsv({ main: "" }, "ofac_sdn")).toThrow(/main file is empty/);
    expect(() => parseOfacCsv({ main: "\x1A" }, "ofac_sdn")).toThrow(/main file is empty/);
    expect(() => parseOfacCsv({ ...ofacFiles(), alt: "" }, "ofac_sdn")).toThrow(/alt file is empty/);
  });
});

describe("the UN consolidated XML list", () => {
  const list = parseUnXml(fixture("un/consolidated.xml"), "un");

  test("every individual and entity becomes an entry, dated by the list's dateGenerated", () => {
    expect(list.entries).toHaveLength(21);
    expect(list.entries.filter((item) => item.kind === "person")).toHaveLength(16);
    expect(list.entries.filter((item) => item.kind === "organization")).toHaveLength(5);
    expect(list.publishedAt).toBe("2026-02-27T00:00:09.554Z");
  });

  test("an individual's name joins its parts; the original script is a strong name and a Low-quality alias a weak one", () => {
    expect(entry(list, "IQi.001")).toEqual({
      source: "un",
      id: "IQi.001",
      kind: "person",
      names: [
        { name: "SADDAM HUSSEIN AL-TIKRITI", weak: false },
        { name: "صدام حسين التكريتي", weak: false },
        { name: "Abu Ali", weak: true },
      ],
      birthDates: ["1937-04-28"],
      countries: ["iq"],
      programs: ["Iraq"],
      pep: false,
    });
  });

  test("a Good-quality alias is strong, and a BETWEEN date of birth gives each year of the range", () => {
    const taganda = entry(list, "CDi.030");
    expect(taganda.names).toContainEqual({ name: "Bosco Ntaganda", weak: false });
    expect(taganda.names).toContainEqual({ name: "Terminator", weak: true });
    expect(taganda.birthDates).toEqual(["1973", "1974"]);
    expect(taganda.countries).toEqual(["cd", "be"]);
  });

  test("an entity is an organisation named by FIRST_NAME, with its a.k.a. and f.k.a. aliases", () => {
    const adf = entry(list, "CDe.001");
    expect(adf.kind).toBe("organization");
    expect(adf.names.map((name) => name.name)).toEqual(["ADF", "Allied Democratic Forces", expect.any(String), "ADF/NALU", "NALU"]);
    expect(adf.names.every((name) => !name.weak)).toBe(true);
    expect(adf.programs).toEqual(["DRC"]);
  });

  test("a file cut mid-record is refused as truncated", () => {
    const xml = cutInside(fixture("un/consolidated.xml"), "<REFERENCE_NUMBER>QDi.006");
    expect(refusal(() => parseUnXml(xml, "un")).message).toMatch(/^list un refused: the file is truncated/);
  });

  test("a file that ends with the root's closing tag but is not well-formed is refused", () => {
    const xml = fixture("un/consolidated.xml").replace("</ENTITIES>", "");
    expect(() => parseUnXml(xml, "un")).toThrow(/not well-formed XML/);
  });

  test("an empty file, and a list with no individuals and no entities, are refused", () => {
    expect(() => parseUnXml("", "un")).toThrow(/the file is empty/);
    const none =
      '<?xml version="1.0"?><CONSOLIDATED_LIST dateGenerated="2026-02-27T00:00:09.554Z"><INDIVIDUALS/><ENTITIES/></CONSOLIDATED_LIST>';
    expect(() => parseUnXml(none, "un")).toThrow(/no individuals and no entities/);
  });
});

describe("OpenSanctions' FollowTheMoney export", () => {
  const list = parseFtmJsonLines(fixture("peps.ftm.json"), "peps");

  test("people become entries, flagged as PEPs by the role.pep topic; positions and occupancies are skipped", () => {
    expect(list.entries).toHaveLength(10);
    expect(list.entries.every((item) => item.kind === "person" && item.pep)).toBe(true);
    expect(list.publishedAt).toBeNull();
  });

  test("a person has its name, aliases, weak aliases, date of birth and countries", () => {
    expect(entry(list, "Q207")).toEqual({
      source: "peps",
      id: "Q207",
      kind: "person",
      names: [
        { name: "George W. Bush", weak: false },
        { name: "George Walker Bush", weak: false },
        { name: "Dubya", weak: true },
      ],
      birthDates: ["1946-07-06"],
      countries: ["us"],
      programs: [],
      pep: true,
    });
  });

  test("a role.pep sub-topic flags a PEP; an entity without one is not; companies, vessels and airplanes keep their kind", () => {
    const lines = [
      { id: "a", schema: "Person", properties: { name: ["A"], topics: ["role.pep.frmr"] } },
      { id: "b", schema: "Company", properties: { name: ["B"], topics: ["sanction"], programId: ["US-RUSHAR"] } },
      { id: "c", schema: "Vessel", properties: { name: ["C"] } },
      { id: "d", schema: "Airplane", properties: { name: ["D"] } },
      { id: "e", schema: "Person", properties: { name: ["E"], topics: ["role.rca"] } },
    ];
    const parsed = parseFtmJsonLines(lines.map((line) => JSON.stringify(line)).join("\n"), "opensanctions");
    expect(parsed.entries.map((item) => [item.id, item.kind, item.pep, item.programs])).toEqual([
      ["a", "person", true, []],
      ["b", "organization", false, ["US-RUSHAR"]],
      ["c", "vessel", false, []],
      ["d", "aircraft", false, []],
      ["e", "person", false, []],
    ]);
  });

  test("a file whose last line is cut mid-object is refused as truncated", () => {
    const text = cutInside(fixture("peps.ftm.json"), '{"id": "Q6294"');
    expect(refusal(() => parseFtmJsonLines(text, "peps")).message).toBe(
      "list peps refused: the file is truncated: its last line is not complete JSON",
    );
  });

  test("a broken line inside the file is refused, never skipped", () => {
    const lines = fixture("peps.ftm.json").split("\n");
    lines[2] = lines[2]?.slice(0, 40) ?? "";
    expect(() => parseFtmJsonLines(lines.join("\n"), "peps")).toThrow(/line 3 is not JSON/);
  });

  test("an empty file, and one with only skipped schemata, are refused", () => {
    expect(() => parseFtmJsonLines("\n", "peps")).toThrow(/the file is empty/);
    const positions = fixture("peps.ftm.json")
      .split("\n")
      .filter((line) => !line.includes('"schema": "Person"'))
      .join("\n");
    expect(() => parseFtmJsonLines(positions, "peps")).toThrow(/no people, organisations, vessels or aircraft/);
  });
});
