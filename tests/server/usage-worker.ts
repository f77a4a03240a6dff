/**
 * One "request" of the parallel-consume test, in its own thread with its own SQLite connection:
 * waits at a shared barrier so all threads start together, then tries to take `tries` searches.
 */
import { parentPort, workerData } from "node:worker_threads";
import { openDatabase } from "../../app/server/db.server";
import { tryConsume } from "../../app/server/usage.server";

const { file, user, barrier, tries } = workerData as {
  file: string;
  tries: number;
  user: { id: string; subscriptionPlan: string };
  barrier: SharedArrayBuffer;
};
const db = openDatabase(file);
const gate = new Int32Array(barrier);
parentPort!.postMessage({ ready: true });
Atomics.wait(gate, 0, 0);
const taken = Array.from({ length: tries }, () => tryConsume(db, user, "search"));
db.$client.close();
parentPort!.postMessage({ taken });
