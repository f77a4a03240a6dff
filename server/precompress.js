// Build step: every hashed asset gets a brotli (.br) and a gzip (.gz) copy at the highest
// settings, once, so the server never compresses them per request. A copy that would not be
// smaller is not written.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const COMPRESSIBLE = /\.(js|mjs|css|json|svg|map|txt|html|wasm)$/;

export function precompressDirectory(dir) {
  let written = 0;
  for (const name of readdirSync(dir)) {
    if (!COMPRESSIBLE.test(name)) continue;
    const file = join(dir, name);
    const bytes = readFileSync(file);
    const br = brotliCompressSync(bytes, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
    });
    const gz = gzipSync(bytes, { level: 9 });
    if (br.length < bytes.length) writeFileSync(`${file}.br`, br), written++;
    if (gz.length < bytes.length) writeFileSync(`${file}.gz`, gz), written++;
  }
  return written;
}
