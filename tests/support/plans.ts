/** Puts a user on a plan directly in the database file (tests and benchmarks; billing is tested apart). */
import Database from "better-sqlite3";

export async function setPlan(dbFile: string, email: string, plan: "free" | "pro" | "enterprise") {
  const db = new Database(dbFile);
  try {
    db.prepare("update users set subscription_plan = ?, subscription_status = ? where email = ?").run(
      plan,
      plan === "free" ? "free" : "active",
      email.toLowerCase(),
    );
  } finally {
    db.close();
  }
}
