/**
 * A list file refused as a whole: empty, truncated, with no entries or malformed. A parser never returns part of a
 * list, so screening keeps the last good copy rather than match against half of one.
 */
export class ListRefused extends Error {
  override readonly name = "ListRefused";
  constructor(
    /** The configured source (`ofac_sdn`, `un`, `peps`…). */
    readonly source: string,
    /** What is wrong with the file, for the log line. */
    readonly reason: string,
  ) {
    super(`list ${source} refused: ${reason}`);
  }
}
