import { describe, expect, test } from "vitest";
import { PdfGuard } from "./pdf-guard.ts";

/** What the guard finds in `text` given in pieces cut at every one of `cuts`. */
function foundIn(text: string, cuts: number[]): string | undefined {
  const guard = new PdfGuard();
  const bytes = Buffer.from(text, "latin1");
  let from = 0;
  for (const cut of [...cuts, bytes.length]) {
    guard.take(bytes.subarray(from, cut));
    from = cut;
  }
  return guard.end();
}

describe("the PDF guard reads names as they stream in", () => {
  test("a refused name is found wherever the chunks are cut, even one byte at a time", () => {
    const text = "1 0 obj << /OpenAction << /S /JavaScript >> >>";
    for (let cut = 0; cut <= text.length; cut++) {
      expect(foundIn(text, [cut])).toBe("JavaScript");
    }
    expect(
      foundIn(
        text,
        [...text].map((_, at) => at),
      ),
    ).toBe("JavaScript");
  });

  test("names are whole tokens: /JSON, /AAA and /Encrypted are not refused; /JS, /AA and /Encrypt are", () => {
    expect(foundIn("<< /JSON 1 /AAA 2 /Encrypted 3 >>", [])).toBeUndefined();
    expect(foundIn("<</JS(x)>>", [])).toBe("JavaScript");
    expect(foundIn("<</AA<<>>>>", [])).toBe("automatic actions (/AA)");
    expect(foundIn("trailer<</Encrypt 5 0 R>>", [])).toBe("encryption");
  });

  test("a name that ends the file, or one written with #hh escapes, counts", () => {
    expect(foundIn("trailer /Encrypt", [10])).toBe("encryption");
    expect(foundIn("/#4A#53 (x)", [3])).toBe("JavaScript");
  });
});
