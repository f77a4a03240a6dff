/**
 * The tax on a lodger's rent said, under the Rent a Room Scheme (decision 255): "tax on £500 a
 * month from a lodger" is £6,000 a year, within the £7,500 limit, so no tax; "£800 a month" is
 * £9,600, and the alternative method taxes the £2,100 over the limit at the band said (each band's
 * figure when none is), the rest of the UK's or, for a Scottish taxpayer, Scotland's. The limit and
 * its source are `RENT_A_ROOM` in `../income-tax-rates.ts`.
 */
import { formatDate, formatPounds, ratePercent } from "../format";
import { RENT_A_ROOM as RAR } from "../income-tax-rates";
import { nationFromText, type GeneralAnswer } from "./answer-common";
import { amountSaidAs, labelledAmounts, yearly } from "./labelled-amounts";
import { answerWithSources, bandsFor, eachBandLines, money, rateName, rateToWork, SCOTTISH_TAXPAYER, statedTaxRate, TAX_ASKED_RE } from "./landlord-tax-sums";

/** A lodger or the scheme named: "from a lodger", "my lodger pays", "rent a room". */
const LODGER_RE = /\blodgers?(?:['’]s)?\b|\brent[\s-]*a[\s-]*room\b/i;
/** The lodger's rent among the amounts: the one said with the lodger, the room or the rent. */
const LODGER_RENT_RE = /\blodgers?\b|\broom\b|\brent(?:s|al)?\b|\bpays?\b|\bcharge\b|\breceive\b|\bget\b/i;
/** Capital gains and the other taxes are not the scheme's. */
const NOT_THE_SCHEME_RE = /\bcgt\b|\bcapital\s+gains?\b|\bsold\b|\bsell(?:ing)?\b|\b(?:council|inheritance|corporation)\s+tax\b|\bstamp\s+duty\b|\b(?:sdlt|lbtt|ltt|iht)\b/i;
/** The income shared with another owner: the limit is halved. */
const SHARED_RE = /\bjoint(?:ly)?[\s-]+own|\bco-?own|\b(?:share|split)(?:s|d)?\s+(?:the\s+)?(?:income|rent)\b|\bhalf\s+(?:the|of\s+the)\s+(?:income|rent)\b/i;

/**
 * "How much tax on £800 a month from my lodger?": the Rent a Room Scheme on the rent said, or null
 * when the question names no lodger (or the scheme), asks no tax nor says a band, or gives no amount.
 */
export function answerRentARoom(question: string): GeneralAnswer | null {
  const text = question.trim();
  // A band said is a tax asked ("rent a room in Cardiff £600 a month, basic rate taxpayer"): else the
  // rental business's sum would tax a rent the scheme leaves tax-free (decision 259).
  if (!LODGER_RE.test(text) || !(TAX_ASKED_RE.test(text) || statedTaxRate(text)) || NOT_THE_SCHEME_RE.test(text)) return null;
  const found = labelledAmounts(text);
  const rent = amountSaidAs(found, LODGER_RENT_RE) ?? (found.length === 1 ? found[0] : undefined);
  if (!rent) return null;

  // A rent under £5,000 said without a period is a month's, as elsewhere.
  const { annual, how } = yearly(rent, rent.pounds < 5_000 ? "month" : "year");
  const shared = SHARED_RE.test(text);
  const limit = shared ? RAR.sharedLimit : RAR.limit;
  const receipts = shared ? annual / 2 : annual;
  const limitSaid = `the ${formatPounds(limit)} limit${shared ? " (halved, as the income is shared)" : ""}`;
  const nation = nationFromText(text);
  const lines = [
    `The Rent a Room Scheme on your lodger's rent (a limit of ${formatPounds(RAR.limit)} a year since ${formatDate(RAR.limitFrom)}):`,
    `• Rent from your lodger: ${how ? `${money(rent.pounds)} ${how} = ` : ""}${money(annual)} a year`,
  ];
  if (shared) lines.push(`• Shared equally, your half: ${money(annual)} ÷ 2 = ${money(receipts)}`);
  const ids = ["rent-a-room"];
  if (receipts <= limit) {
    lines.push(
      `• ${money(receipts)} is within ${limitSaid}, so there is no tax to pay on it. The exemption is automatic: you need not do anything.`,
      `The receipts counted are the rent before expenses, with anything you charge for meals, cleaning or laundry: if they take you over ${formatPounds(limit)} a year, a tax return is needed and the tax is on the part over the limit or on your actual profit.`,
    );
  } else {
    const over = receipts - limit;
    const stated = rateToWork(text, nation);
    lines.push(
      `• ${money(receipts)} is ${money(over)} over ${limitSaid}, so you must fill in a tax return, and you choose how it is taxed:`,
      stated
        ? `• The alternative method: tax on ${money(receipts)} − ${money(limit)} = ${money(over)}, with no expenses taken off, at your ${rateName(stated)}: ${money(over)} × ${ratePercent(stated.rate)} = ${money((over * stated.rate) / 100)}`
        : `• The alternative method: tax on ${money(receipts)} − ${money(limit)} = ${money(over)}, with no expenses taken off, at your rate:`,
    );
    if (!stated) lines.push(...eachBandLines(over, bandsFor(nation)));
    lines.push(
      `• The normal way: tax on your actual profit, ${money(receipts)} less your expenses for the letting. HMRC uses this unless you choose the alternative method, which is the better one when your expenses are less than ${formatPounds(limit)}.`,
      `You choose the alternative method by telling HMRC within one year of the 31 January after the tax year ends. Either way the taxable part is added to your other income, and any of it within your personal allowance is tax-free.`,
    );
    if (nation === "scotland") {
      lines.push(SCOTTISH_TAXPAYER);
      ids.push("scottish-income-tax");
    }
  }
  lines.push(
    `The scheme is for furnished accommodation in your only or main home (a lodger, or a bed and breakfast you live in), not for a buy-to-let or any home you do not live in: that rent is taxed as a rental business (ask "how much tax on ${formatPounds(annual)} rental income").`,
  );
  return answerWithSources(lines, ids);
}
