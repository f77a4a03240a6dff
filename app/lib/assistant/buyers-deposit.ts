/**
 * The buyer's deposit asked, not the tenant's (decisions 192 and 205): read by the chat's routing,
 * the first deal listed and the knowledge base alike.
 */

/**
 * The buyer's deposit asked: "how much deposit do I need", "what deposit would I need", "deposit
 * needed", "how much would I need to put down" (decision 192).
 */
const BUYERS_DEPOSIT_RE =
  /\b(?:how\s+much|what(?:\s+size(?:\s+of)?)?|which)\s+(?:of\s+an?\s+|an?\s+|the\s+)?deposit\b|\bdeposit\s+(?:do|would|will|should|must|shall)\s+(?:i|we)\s+(?:need|have|put)\b|\bdeposit\s+(?:needed|required|would\s+i\s+need)\b|\bhow\s+much\s+(?:do|would|will|should|must)\s+(?:i|we)\s+(?:need\s+to\s+|have\s+to\s+)?put\s+down\b/i;
/**
 * A tenant's deposit: "protect the tenant's deposit", "how much deposit can I take", "which
 * scheme": the knowledge base answers it, never a deal's mortgage.
 */
const TENANTS_DEPOSIT_RE =
  /\btenan(?:t|ts|t's|ts'|t’s|cy|cies)\b|\bprotect|\bschemes?\b|\b(?:take(?!\s+to\s+buy)|taken|taking|hold|holding|return|returned|returning|charge|charging|ask\s+for|keep|deduct\w*|dispute\w*)\b|\bdps\b|\bmydeposits\b|\btds\b|\bletting\b|\bweeks?\b/i;

/** Whether a message asks the deposit a buyer puts down, with no tenant's deposit in it. */
export function asksBuyersDeposit(message: string): boolean {
  return BUYERS_DEPOSIT_RE.test(message) && !TENANTS_DEPOSIT_RE.test(message);
}
