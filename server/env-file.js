// A `.env` file in the working directory, if there is one, fills in what the environment does
// not set. The server and every command (admin, data:import, data:update, db:*) read it this way,
// first thing, so they all open the same database.
import { existsSync } from "node:fs";

export function loadDotEnv(file = ".env") {
  if (existsSync(file)) process.loadEnvFile(file);
}
