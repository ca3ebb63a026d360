/** PDF's delimiters and white space: what ends a name (ISO 32000-1, 7.2.2 and 7.2.3). */
const ENDS_NAME = new Set([0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20, 0x28, 0x29, 0x3c, 0x3e, 0x5b, 0x5d, 0x7b, 0x7d, 0x2f, 0x25]);
const SOLIDUS = 0x2f;
/** Longer names are none of those looked for (PDF's own limit is 127 bytes). */
const MAX_NAME_BYTES = 127;

/** The names that make a PDF refused, and what they stand for. */
const REFUSED = new Map([
  ["JavaScript", "JavaScript"],
  ["JS", "JavaScript"],
  ["AA", "automatic actions (/AA)"],
  ["Encrypt", "encryption"],
]);

/**
 * Finds, in a PDF's bytes as they stream in, the names that make it unsafe to keep and show: JavaScript (/JavaScript,
 * /JS, so also an /OpenAction that runs it), automatic actions (/AA) and encryption (/Encrypt, which also hides the
 * rest from any scan). Names are read as PDF tokens (a name ends at a delimiter, `#hh` escapes decoded), so one split
 * across two chunks is still found and /JSON is not /JS. Conservative: a name inside a string or a comment counts
 * too; names inside compressed object streams are not seen.
 */
export class PdfGuard {
  /** The bytes of the name being read, when the last byte read was inside one. */
  private name: number[] | undefined;
  private found: string | undefined;

  /** Reads the next bytes; returns what was found so far (the first refused name's meaning), if anything. */
  take(chunk: Uint8Array): string | undefined {
    let at = 0;
    while (at < chunk.length && !this.found) {
      if (this.name === undefined) {
        const next = chunk.indexOf(SOLIDUS, at);
        if (next === -1) {
          return this.found;
        }
        this.name = [];
        at = next + 1;
        continue;
      }
      const byte = chunk[at] as number;
      if (ENDS_NAME.has(byte)) {
        this.close();
        this.name = byte === SOLIDUS ? [] : undefined;
      } else if (this.name.length <= MAX_NAME_BYTES) {
        this.name.push(byte);
      }
      at++;
    }
    return this.found;
  }

  /** Once every byte was read: what was found, if anything (a name may end the file). */
  end(): string | undefined {
    if (this.name !== undefined) {
      this.close();
      this.name = undefined;
    }
    return this.found;
  }

  private close(): void {
    const name = Buffer.from(this.name ?? [])
      .toString("latin1")
      .replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
    this.found ??= REFUSED.get(name);
  }
}
