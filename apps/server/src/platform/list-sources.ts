import { z } from "zod";

/** The publishers' formats a source can be in. */
export const LIST_FORMATS = ["ofac-csv", "un-xml", "opensanctions-ftm"] as const;
export type ListFormat = (typeof LIST_FORMATS)[number];

/**
 * A list source as the operator configures it: a name of its own (it names the matches and versions), the
 * publisher's format, and where the file is — a file, a folder (OFAC's CSV set: sdn.csv, alt.csv, add.csv,
 * sdn_comments.csv) or an http(s) URL (a folder URL ends with a slash).
 */
export interface ListSource {
  name: string;
  format: ListFormat;
  location: string;
}

const NAME = /^[a-z][a-z0-9_]{0,63}$/;

/**
 * SCREENING_SOURCES: `name=format:location,…`, for example
 * `ofac_sdn=ofac-csv:/data/ofac/,un=un-xml:https://example.org/consolidated.xml`. Every problem is an issue of the
 * value, so all are reported together with the rest of the configuration's.
 */
export const ListSourcesSchema = z.string().transform((text, ctx): ListSource[] => {
  const sources: ListSource[] = [];
  for (const part of text.split(",").map((piece) => piece.trim())) {
    const match = /^([^=]+)=([^:]+):(.+)$/.exec(part);
    const [, name = "", format = "", location = ""] = match ?? [];
    if (!match) {
      ctx.addIssue({ code: "custom", message: `"${part}" is not name=format:location` });
    } else if (!NAME.test(name)) {
      ctx.addIssue({ code: "custom", message: `source name "${name}": lower-case letters, digits and _, starting with a letter` });
    } else if (!(LIST_FORMATS as readonly string[]).includes(format)) {
      ctx.addIssue({ code: "custom", message: `source ${name}: format "${format}" is none of ${LIST_FORMATS.join(", ")}` });
    } else if (sources.some((source) => source.name === name)) {
      ctx.addIssue({ code: "custom", message: `source ${name} is named twice` });
    } else {
      sources.push({ name, format: format as ListFormat, location });
    }
  }
  return sources;
});

/** The sample lists development screens against when SCREENING_SOURCES is not set. */
export const sampleSources = (dir: string): ListSource[] => [
  { name: "ofac_sdn", format: "ofac-csv", location: `${dir}ofac/` },
  { name: "un", format: "un-xml", location: `${dir}un/consolidated.xml` },
  { name: "peps", format: "opensanctions-ftm", location: `${dir}peps.ftm.json` },
];

/**
 * The sandbox's list fixture (development and sandbox): monitoring names a customer whose last name is Listedlater a
 * month after its approval, on its client's clock. Never screened against by onboarding's checks.
 */
export const sandboxFixtureSource = (dir: string): ListSource => ({
  name: "sandbox_fixture",
  format: "opensanctions-ftm",
  location: `${dir}sandbox-fixture.ftm.json`,
});
