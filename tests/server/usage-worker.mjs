// Worker threads run plain JavaScript: load the TypeScript worker through tsx.
import { tsImport } from "tsx/esm/api";

await tsImport("./usage-worker.ts", import.meta.url);
