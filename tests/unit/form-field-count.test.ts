/**
 * The page-form field cap (decision 231) counts the parts the parser will find: a multipart
 * body's boundary is read as `Request.formData()` reads it (the WHATWG MIME type rules), so a
 * Content-Type the two read differently cannot slip a body of thousands of parts past it.
 */
import { describe, expect, it } from "vitest";
import { hasTooManyFields, MAX_FORM_FIELDS } from "../../server/body.js";

/** `n` one-letter parts between `boundary`s, as a browser would send them. */
function multipart(boundary: string, n: number): Buffer {
  const part = `--${boundary}\r\nContent-Disposition: form-data; name="a"\r\n\r\nx\r\n`;
  return Buffer.from(`${part.repeat(n)}--${boundary}--\r\n`);
}

/** How many fields `Request.formData()` finds in the body, as the route will. */
async function parsedFields(body: Buffer, contentType: string): Promise<number> {
  return [...(await new Response(new Uint8Array(body), { headers: { "Content-Type": contentType } }).formData())].length;
}

describe("hasTooManyFields", () => {
  it("counts a multipart body's parts by the boundary the form parser uses", async () => {
    const body = multipart("real", MAX_FORM_FIELDS + 1);
    for (const type of [
      "multipart/form-data; boundary=real",
      'multipart/form-data; boundary="real"',
      "Multipart/Form-Data;BOUNDARY=real",
      // A quoted parameter holding "; boundary=…": not the boundary (the parser skips it).
      'multipart/form-data; x="; boundary=decoy"; boundary=real',
      // A quoted-pair inside the quotes: the boundary is "real".
      'multipart/form-data; boundary="re\\al"',
    ]) {
      expect(await parsedFields(body, type), type).toBe(MAX_FORM_FIELDS + 1);
      expect(hasTooManyFields(body, type), type).toBe(true);
    }
  });

  it("lets 1,000 parts through, and a body the parser cannot read is left to its 400", () => {
    expect(hasTooManyFields(multipart("real", MAX_FORM_FIELDS), "multipart/form-data; boundary=real")).toBe(false);
    expect(hasTooManyFields(multipart("real", MAX_FORM_FIELDS + 1), "multipart/form-data")).toBe(false);
    expect(hasTooManyFields(multipart("real", MAX_FORM_FIELDS + 1), "multipart/form-data; boundary=")).toBe(false);
  });

  it("counts a URL-encoded body's fields by its separators", () => {
    const type = "application/x-www-form-urlencoded; charset=UTF-8";
    expect(hasTooManyFields(Buffer.from(Array(MAX_FORM_FIELDS).fill("a=1").join("&")), type)).toBe(false);
    expect(hasTooManyFields(Buffer.from(Array(MAX_FORM_FIELDS + 1).fill("a=1").join("&")), type)).toBe(true);
  });
});
