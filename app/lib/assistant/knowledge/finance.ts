/** Knowledge-base entries. Finance: buy-to-let mortgages, the ICR stress test, Bank Rate and mortgage rates. See ../knowledge-base.ts for the rules entries follow. */
import type { ReviewedKnowledgeEntry } from "../knowledge-base";
import { formatPounds, ratePercent as formatPercent } from "../../format";
import { stressRate } from "../../valuation";
import { A, REVIEWED } from "./shared";

/**
 * The largest loan a rent supports, worked at this app's own stress rate (the pay rate plus the
 * margin, never below the floor), so the example agrees with every deal's figures.
 */
function stressExample(annualRent: number): string {
  const stress = stressRate(A);
  const loan = (icr: number) => formatPounds(Math.floor(annualRent / ((icr / 100) * (stress / 100))));
  const how =
    A.mortgageFixYears >= 5
      ? `the pay rate of ${formatPercent(A.mortgageRatePercent)} (a fix of five years or more)`
      : `${formatPercent(stress)} (this app's ${formatPercent(A.mortgageRatePercent)} pay rate plus ${A.stressMarginPoints} points, never below ${formatPercent(A.stressFloorPercent)})`;
  return `With ${formatPounds(annualRent)} a year of rent tested at ${how}, that is ${loan(125)} at 125% and ${loan(145)} at 145%.`;
}

export const FINANCE: readonly ReviewedKnowledgeEntry[] = [
  {
    id: "btl-mortgages",
    title: "Buy-to-let mortgages: deposits, interest-only and lending rules",
    topics: [
      "buy to let mortgage",
      "btl mortgage",
      "mortgage",
      "ltv",
      "loan to value",
      "deposit",
      "interest only",
      "interest-only",
      "repayment mortgage",
      "lender",
      "portfolio landlord",
      "remortgage",
      "financing",
      "finance",
    ],
    body:
      `Buy-to-let mortgages are typically available up to 75% loan-to-value, so you usually need a deposit of at least 25% plus the buying costs. ` +
      `Many landlords choose interest-only, where the monthly payment covers only the interest and the loan is repaid at the end, for example from a sale or refinance. ` +
      `Lenders size the loan mainly on the rent rather than your salary, using an interest coverage ratio (ICR) stress test set out in the Prudential Regulation Authority's standards (SS13/16). ` +
      `Landlords with four or more mortgaged buy-to-let properties are treated as portfolio landlords and face more detailed underwriting. ` +
      `Most buy-to-let lending is not regulated by the FCA, except consumer buy-to-let, such as letting out a former home.`,
    source: {
      name: "Bank of England (PRA), SS13/16 Underwriting standards for buy-to-let mortgage contracts",
      url: "https://www.bankofengland.co.uk/prudential-regulation/publication/2016/underwriting-standards-for-buy-to-let-mortgage-contracts-ss",
    },
    asOf: "2025-11-30",
    reviewed: REVIEWED,
  },
  {
    id: "icr-stress-test",
    title: "Mortgage affordability: the ICR stress test for buy-to-let",
    topics: [
      "icr",
      "interest coverage ratio",
      "interest cover",
      "stress test",
      "stressed rate",
      "affordability",
      "how much can i borrow",
      "borrow",
      "maximum loan",
      "125%",
      "145%",
      "top slicing",
      "loan to income",
    ],
    body:
      `For a buy-to-let, the interest coverage ratio (ICR) is the annual rent divided by the annual interest at a stressed rate, and under the PRA's standards the stressed rate is at least 5.5% unless the rate is fixed for five years or more. ` +
      `Lenders commonly require an ICR of 125% for basic-rate taxpayers and companies and 145% for higher-rate taxpayers, reflecting Section 24. ` +
      `The largest loan is therefore the annual rent ÷ (ICR × stressed rate). ${stressExample(12_000)} ` +
      `Some lenders allow top-slicing, using your personal income to make up a shortfall, and most set a minimum personal income. ` +
      `For a home you will live in, lenders instead test affordability against your income and spending, and the Bank of England limits the share of new mortgages lent at 4.5 times income or more.`,
    source: {
      name: "Bank of England (PRA), SS13/16 Underwriting standards for buy-to-let mortgage contracts",
      url: "https://www.bankofengland.co.uk/prudential-regulation/publication/2016/underwriting-standards-for-buy-to-let-mortgage-contracts-ss",
    },
    asOf: "2025-11-30",
    reviewed: REVIEWED,
  },
  {
    id: "bank-rate-mortgage-rates",
    title: "Bank Rate and typical buy-to-let mortgage rates",
    topics: [
      "bank rate",
      "base rate",
      "interest rate",
      "interest rates",
      "bank of england",
      "mortgage rates",
      "mortgage rate",
      "fixed rate",
      "two year fix",
      "five year fix",
      "tracker",
      "moneyfacts",
    ],
    body:
      `Bank Rate, set by the Bank of England's Monetary Policy Committee, was cut from 4% to 3.75% on 18 December 2025 and was still 3.75% when last read here, after the decision of 5 February 2026, so check the Bank of England's page for any later change. ` +
      `Moneyfacts' UK Mortgage Trends report for December 2025 put the average buy-to-let two-year fixed rate at 4.86% and five-year fixed rate at 4.91%, with the cheapest deals carrying large arrangement fees. ` +
      `Buy-to-let rates follow swap rates and lenders' margins more than Bank Rate itself, and company (SPV) borrowers usually pay more than individuals. ` +
      `This app's estimates assume an interest-only mortgage at ${formatPercent(A.mortgageRatePercent)} on ${formatPercent(A.mortgageLtvPercent)} of the value, which is prudent against those averages.`,
    source: {
      name: "Bank of England, Interest rates and Bank Rate",
      url: "https://www.bankofengland.co.uk/monetary-policy/the-interest-rate-bank-rate",
    },
    asOf: "2026-02-05",
    reviewed: REVIEWED,
  },
  {
    id: "fixed-rate-length",
    title: "Two-year or five-year fix on a buy-to-let mortgage",
    topics: [
      "fix for 2",
      "fix for 5",
      "fix for two",
      "fix for five",
      "2 or 5 years",
      "two or five years",
      "2 or 5 year",
      "2 year fix",
      "5 year fix",
      "two year fix",
      "five year fix",
      "how long to fix",
      "fixed term",
      "early repayment charge",
      "early repayment charges",
      "erc",
      "remortgage",
      "refinance",
    ],
    body:
      `A two-year fix lets you remortgage sooner if rates fall, but you pay arrangement fees and face whatever rates are on offer twice as often; a five-year fix keeps the payment certain for longer. ` +
      `Under the PRA's underwriting standards a lender may test the interest coverage at the actual pay rate when the rate is fixed for five years or more, instead of a stressed rate of at least 5.5%, so a five-year fix can support a larger loan on the same rent. ` +
      `Fixed rates usually carry early repayment charges, a percentage of the loan that typically steps down each year, so selling or refinancing inside the fixed period can be costly. ` +
      `Moneyfacts' December 2025 figures put the average buy-to-let two-year fix at 4.86% and the five-year fix at 4.91%, with Bank Rate at 3.75% when last read here (5 February 2026). ` +
      `This assistant does not forecast interest rates or recommend a product: a whole-of-market mortgage broker can compare the deals for your circumstances, and this app's figures assume ${formatPercent(A.mortgageRatePercent)} whatever the term.`,
    source: {
      name: "Bank of England (PRA), SS13/16 Underwriting standards for buy-to-let mortgage contracts",
      url: "https://www.bankofengland.co.uk/prudential-regulation/publication/2016/underwriting-standards-for-buy-to-let-mortgage-contracts-ss",
    },
    asOf: "2026-02-05",
    reviewed: REVIEWED,
  },
  {
    id: "brrr-bridging",
    title: "BRRR (buy, refurbish, refinance, rent, repeat) and bridging loans",
    topics: [
      "brrr",
      "brr",
      "buy refurbish refinance",
      "refurbish",
      "refurb",
      "refurbishment",
      "bridging",
      "bridging loan",
      "bridging finance",
      "bridge loan",
      "six month rule",
      "6 month rule",
      "money left in",
      "pull money out",
    ],
    body:
      `BRRR means buying a property below what it could be worth, refurbishing it, letting it, then refinancing onto a buy-to-let mortgage at the new value and using the cash released for the next purchase. ` +
      `It only works if the new valuation comes in high enough: the refinance is capped by the lender's loan-to-value (this app assumes ${formatPercent(A.mortgageLtvPercent)}) and by the rent's interest cover test, so more of your money can stay in the deal than planned. ` +
      `Many buy-to-let lenders will not lend on a new valuation until you have owned the property for six months, so the purchase and works are often paid for with cash or a bridging loan. ` +
      `A bridging loan is short-term borrowing, usually for months rather than years, with interest charged monthly plus arrangement and often exit fees; it needs a clear way out, such as the refinance or a sale, and is regulated by the FCA only when secured on a home you or your family live in. ` +
      `For tax, repairs that restore the property can be deducted from rental income, while improvements are capital spending that counts only against a gain when you sell.`,
    source: {
      name: "HMRC, Property Income Manual: repairs and capital expenditure (PIM2020)",
      url: "https://www.gov.uk/hmrc-internal-manuals/property-income-manual/pim2020",
    },
    asOf: "2026-11-23",
    reviewed: REVIEWED,
  },
];
