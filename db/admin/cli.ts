/**
 * The admin command for self-hosters (there is no admin web role), on the database at
 * DATABASE_URL (default ./data/app.db; a `.env` file in the working directory is read first, as
 * the server does). Safe while the server runs: the same SQLite file, WAL
 * and a busy timeout; the server reads the user on every request, so changes apply at once.
 *
 *   npm run admin -- set-plan <email> <free|pro|enterprise>
 *   npm run admin -- list-users
 *   npm run admin -- reset-usage <email>
 *
 * Exit status: 0 done, 1 no such user, 2 bad usage (unknown command or plan, missing arguments).
 */
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { openExistingDatabase, type Db } from "../../app/server/db.server";
import { databaseUrl } from "../../app/server/env.server";
import { loadDotEnv } from "../../server/env-file.js";
import { ADMIN_PLANS, formatUserList, isAdminPlan, listUsers, resetUserUsage, setUserPlan, UnknownUserError } from "./accounts";

export const USAGE = `Usage: npm run admin -- <command>

  set-plan <email> <${ADMIN_PLANS.join("|")}>
      Put a user on a plan (status "active" for paid plans, "free" for free).
      From free to a paid plan, the usage counters go back to 0.
  list-users
      Show every user with plan, status and usage.
  reset-usage <email>
      Set a user's search and question counters back to 0.
  help
      Show this text.

The database is DATABASE_URL (default ./data/app.db).`;

export interface AdminIo {
  /** An open database; by default DATABASE_URL is opened (and closed at the end). */
  db?: Db;
  out?: (line: string) => void;
  err?: (line: string) => void;
}

class UsageError extends Error {}

function expectArgs(command: string, args: readonly string[], names: string[]) {
  if (args.length !== names.length) {
    throw new UsageError(`${command} takes ${names.length ? names.map((n) => `<${n}>`).join(" ") : "no arguments"}.`);
  }
}

/** Runs the command with `argv` (the arguments after the script); returns the exit status. */
export async function runAdmin(argv: readonly string[], io: AdminIo = {}): Promise<number> {
  const out = io.out ?? ((line: string) => process.stdout.write(`${line}\n`));
  const err = io.err ?? ((line: string) => process.stderr.write(`${line}\n`));
  let ownDb: Db | undefined;
  const db = () => {
    if (io.db) return io.db;
    ownDb ??= openExistingDatabase(databaseUrl());
    return ownDb;
  };
  const [command, ...args] = argv;
  try {
    switch (command) {
      case "set-plan": {
        expectArgs(command, args, ["email", ADMIN_PLANS.join("|")]);
        const [email, plan] = args as [string, string];
        if (!isAdminPlan(plan)) throw new UsageError(`Unknown plan "${plan}": use one of ${ADMIN_PLANS.join(", ")}.`);
        const row = setUserPlan(db(), email, plan);
        out(`${row.email}: plan ${row.plan}, status ${row.status}.${row.usageReset ? " Searches and questions used set to 0." : ""}`);
        return 0;
      }
      case "list-users": {
        expectArgs(command, args, []);
        for (const line of formatUserList(listUsers(db()))) out(line);
        return 0;
      }
      case "reset-usage": {
        expectArgs(command, args, ["email"]);
        const user = resetUserUsage(db(), args[0]!);
        out(`${user.email}: searches and questions used set to 0.`);
        return 0;
      }
      case "help":
      case "--help":
      case "-h":
        out(USAGE);
        return 0;
      case undefined:
        err(USAGE);
        return 2;
      default:
        throw new UsageError(`Unknown command "${command}".`);
    }
  } catch (error) {
    if (error instanceof UsageError) {
      err(error.message);
      err(USAGE);
      return 2;
    }
    if (error instanceof UnknownUserError) {
      err(error.message);
      return 1;
    }
    err(`Failed: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  } finally {
    ownDb?.$client.close();
  }
}

const invokedDirectly = process.argv[1] !== undefined && import.meta.url === pathToFileURL(resolve(process.argv[1])).href;
if (invokedDirectly) {
  loadDotEnv();
  process.exitCode = await runAdmin(process.argv.slice(2));
}
