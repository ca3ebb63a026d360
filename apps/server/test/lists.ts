import { cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { SAMPLE_LISTS_DIR } from "../src/platform/paths.ts";

/**
 * One list source of a test's own: OFAC's SDN set copied to a new folder, which the test changes as OFAC publishes a
 * new file. `source` is its SCREENING_SOURCES value; a server loads the new file when told (`lists.load("ofac_sdn")`).
 */
export function sdnLists() {
  const folder = mkdtempSync(join(tmpdir(), "sdn-lists-"));
  cpSync(join(SAMPLE_LISTS_DIR, "ofac"), folder, { recursive: true });
  let nextEntry = 990_001;
  return {
    source: `ofac_sdn=ofac-csv:${folder}`,
    /** Publishes a new SDN file: the current one with an entry added for `name` (and its date of birth and nationality); its id. */
    listPerson(name: string, details: { dob: string; nationality: string }): string {
      const id = String(nextEntry++);
      const file = join(folder, "sdn.csv");
      // OFAC's file ends with an end-of-file character (0x1A) after its last line: the new line goes before it.
      const text = readFileSync(file, "latin1");
      const lines = text.endsWith("\u001a") ? text.slice(0, -1) : text;
      const line = `${id},"${name}","individual","SDGT",-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,"DOB ${details.dob}; nationality ${details.nationality}."`;
      writeFileSync(file, `${lines}${line}\r\n\x1a`, "latin1");
      return id;
    },
  };
}
