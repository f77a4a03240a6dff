/** The signed-in user the page benchmarks (bench:load, bench:render) measure with. */

/**
 * The 20-message conversation: a search, then nine questions the built-in assistant answers.
 * The user is put on Pro first (`setPlan`), so ten messages fit within the plan's limits.
 */
export const BENCH_SEARCH = "Houses in Manchester under £200k";
export const BENCH_QUESTIONS = [
  "What is Section 24?",
  "How does the ICR stress test work?",
  "What is an HMO licence?",
  "Explain stamp duty for landlords",
  "What is Making Tax Digital?",
  "How do I value a rental?",
  "What is a good yield?",
  "Is an EPC needed to let?",
  "What is the Renters' Rights Act?",
];

export const benchSignup = () => ({ email: `bench.${Date.now()}@example.com`, password: "Investor2025", firstName: "Bench", lastName: "User" });
