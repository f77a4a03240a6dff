/**
 * Builds one database with the migrations and the shipped data, once per test run; every test
 * server starts from a copy of it (the same state a fresh install reaches on first start).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { loadShippedData } from "../../db/import/shipped";
import { openDatabase } from "../../app/server/db.server";

let dir: string | undefined;

export default async function setup(project: TestProject) {
  dir = mkdtempSync(join(tmpdir(), "dealfinder-template-"));
  const file = join(dir, "template.db");
  const db = openDatabase(file);
  await loadShippedData(db, { quiet: true });
  db.$client.pragma("wal_checkpoint(TRUNCATE)");
  db.$client.close();
  project.provide("templateDb", file);
  return () => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  };
}

declare module "vitest" {
  export interface ProvidedContext {
    templateDb: string;
  }
}
