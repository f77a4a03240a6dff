/**
 * Provides the template database (migrations and shipped data in: the state a fresh install
 * reaches on first start) to every test. It is cached under tests/.tmp/ and rebuilt only when
 * the migrations, the shipped data or the loader's sources change (see ./template.ts).
 */
import type { TestProject } from "vitest/node";
import { ensureTemplate } from "./template";

export default async function setup(project: TestProject) {
  const template = await ensureTemplate();
  project.provide("templateDb", template.file);
  project.provide("templateRun", template.runFile);
}

declare module "vitest" {
  export interface ProvidedContext {
    /** A read-only database file: copy it, never open it directly. */
    templateDb: string;
    /** JSON of the loadShippedData run that built the template (result and log lines). */
    templateRun: string;
  }
}
