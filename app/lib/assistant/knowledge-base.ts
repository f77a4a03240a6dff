/**
 * The built-in assistant's knowledge base: short, dated, plain-English notes on UK property
 * investing, each with the official page it summarises.
 *
 * Rules for entries
 * - `body` is 2–6 sentences, UK-specific, and states only what was true on `asOf` (ISO date).
 *   Anything announced but not yet in force, or only proposed, says so. Figures that move (Bank
 *   Rate, mortgage rates) name the date they were read.
 * - Every built-in entry has a `reviewed` date: the day it was last re-checked against its source.
 *   A unit test fails when any review is more than a year old, so the knowledge base cannot go
 *   stale silently.
 * - Rate tables are written from `PROPERTY_TAX_RATES` and valuation assumptions from
 *   `DEFAULT_ASSUMPTIONS`, so the prose can never disagree with the calculators.
 * - `topics` are lower-case keywords and phrases (synonyms, abbreviations) that the retriever
 *   boosts; multi-word topics score as phrases.
 *
 * Pure data: no I/O.
 */
import { PROPERTY_TAX_RATES, TAX_RULES, type TaxBand } from "../property-tax";
import { DEFAULT_ASSUMPTIONS } from "../valuation";
import { describeBandRange, formatPercent, formatPounds, joinWithAnd } from "./format";

export interface KnowledgeSource {
  name: string;
  url: string;
}

export interface KnowledgeEntry {
  id: string;
  title: string;
  /** Keywords, synonyms and phrases used for retrieval (lower case). */
  topics: string[];
  /** 2–6 plain-English sentences, accurate as of `asOf`. */
  body: string;
  source: KnowledgeSource;
  /** YYYY-MM-DD: the date the body is true as of (for rate tables, the date the rates took effect). */
  asOf: string;
  /** YYYY-MM-DD: the date the entry was last re-checked against its source. */
  reviewed?: string;
}

/** A built-in entry: always carries its review date. */
export interface ReviewedKnowledgeEntry extends KnowledgeEntry {
  reviewed: string;
}

/** The date every built-in entry was last re-checked against its source. */
export const KNOWLEDGE_BASE_REVIEWED = "2026-11-23";
const REVIEWED = KNOWLEDGE_BASE_REVIEWED;

/** "0% up to £125,000, 2% on £125,001 to £250,000 … and 12% above £1,500,000". */
function describeBands(bands: readonly TaxBand[]): string {
  return joinWithAnd(
    bands.map((b) => {
      const range = describeBandRange(b.from, b.to);
      return `${formatPercent(b.rate)} ${range.startsWith("£") ? `on ${range}` : range}`;
    }),
  );
}

const SDLT = PROPERTY_TAX_RATES.SDLT;
const LBTT = PROPERTY_TAX_RATES.LBTT;
const LTT = PROPERTY_TAX_RATES.LTT;
const A = DEFAULT_ASSUMPTIONS;

export const KNOWLEDGE_BASE: readonly ReviewedKnowledgeEntry[] = [
  // --- Purchase taxes -------------------------------------------------------------------------
  {
    id: "sdlt-rates",
    title: "Stamp Duty Land Tax (SDLT) rates in England and Northern Ireland",
    topics: [
      "stamp duty",
      "sdlt",
      "stamp duty land tax",
      "stamp",
      "duty",
      "england",
      "northern ireland",
      "rates",
      "bands",
      "nil rate band",
      "purchase tax",
      "buying costs",
      "main home",
      "main residence",
    ],
    body:
      `Stamp Duty Land Tax is paid when you buy a residential property in England or Northern Ireland, and from 1 April 2025 the standard rates are ${describeBands(SDLT.bands)}. ` +
      `Each rate applies only to the slice of the price within its band, so a £250,000 home bought by someone who will own no other home costs £2,500. ` +
      `Buyers of additional homes such as buy-to-lets pay the higher rates, which add ${SDLT.additionalDwelling.ratePoints} percentage points to every band, and first-time buyers may get relief. ` +
      `The return must normally be filed and the tax paid within 14 days of completion, usually by your solicitor or conveyancer.`,
    source: { name: "HMRC, Stamp Duty Land Tax rates", url: SDLT.source },
    asOf: SDLT.effectiveFrom,
    reviewed: REVIEWED,
  },
  {
    id: "sdlt-additional-dwellings",
    title: "SDLT higher rates for additional dwellings (the 5% surcharge)",
    topics: [
      "stamp duty",
      "sdlt",
      "surcharge",
      "higher rates",
      "additional dwelling",
      "additional property",
      "second home",
      "buy to let",
      "btl",
      "investment property",
      "3% surcharge",
      "5% surcharge",
      "replacement main residence",
      "refund",
    ],
    body:
      `Since 31 October 2024 the SDLT higher rates for additional dwellings add ${SDLT.additionalDwelling.ratePoints} percentage points to every band, so from 1 April 2025 a buy-to-let or second home in England or Northern Ireland pays ${describeBands(SDLT.bands.map((b) => ({ ...b, rate: b.rate + SDLT.additionalDwelling.ratePoints })))}. ` +
      `They apply to purchases of £40,000 or more when you will own more than one dwelling at the end of the day of purchase, and to almost all purchases of dwellings by companies. ` +
      `For example, a £250,000 buy-to-let costs £15,000 in SDLT, of which £12,500 is the surcharge. ` +
      `If you buy a new main home before selling your old one you pay the higher rates, but can claim a refund of the extra if you sell the previous main home within 3 years.`,
    source: {
      name: "HMRC, Stamp Duty Land Tax: higher rates for additional properties",
      url: "https://www.gov.uk/guidance/stamp-duty-land-tax-buying-an-additional-residential-property",
    },
    asOf: SDLT.effectiveFrom,
    reviewed: REVIEWED,
  },
  {
    id: "sdlt-first-time-buyer-relief",
    title: "First-time buyer relief from stamp duty",
    topics: [
      "first time buyer",
      "first-time buyer",
      "ftb",
      "relief",
      "stamp duty",
      "sdlt",
      "first home",
      "lbtt",
      "ltt",
    ],
    body:
      `In England and Northern Ireland, from 1 April 2025 first-time buyers pay no SDLT on the first £300,000 and 5% on the part from £300,001 to £500,000, for example £5,000 on a £400,000 home. ` +
      `There is no relief if the price is over £500,000, when the standard rates apply to the whole price. ` +
      `To qualify, you and everyone buying with you must never have owned a home anywhere in the world and must intend to live in it, so the relief never applies to a buy-to-let. ` +
      `In Scotland first-time buyer relief raises the LBTT nil-rate band to £175,000 (saving up to £600), while Wales has no first-time buyer relief, though its nil-rate band is £225,000.`,
    source: {
      name: "HMRC, Stamp Duty Land Tax: relief for first-time buyers",
      url: "https://www.gov.uk/guidance/stamp-duty-land-tax-relief-for-first-time-buyers",
    },
    asOf: SDLT.effectiveFrom,
    reviewed: REVIEWED,
  },
  {
    id: "sdlt-companies-non-residents",
    title: "SDLT for companies, non-UK residents, commercial and bulk purchases",
    topics: [
      "stamp duty",
      "sdlt",
      "company",
      "limited company",
      "non resident",
      "non-resident",
      "non uk resident",
      "overseas buyer",
      "2% surcharge",
      "17%",
      "17% rate",
      "multiple dwellings relief",
      "mdr",
      "six or more dwellings",
      "portfolio purchase",
      "non-residential",
      "commercial property",
      "mixed use",
      "mixed-use",
    ],
    body:
      `Non-UK residents buying residential property of £40,000 or more in England or Northern Ireland have paid a 2% surcharge on top of every residential rate since 1 April 2021, including the higher rates and first-time buyer relief. ` +
      `A company buying a dwelling always pays at least the higher rates for additional dwellings, and since 31 October 2024 a flat 17% of the whole price on a dwelling costing over £500,000 (19% if the company is non-resident), unless a relief applies, for example to a property rental business, developer or trader, when the higher rates apply instead. ` +
      `Non-residential and mixed-use property pays ${describeBands(SDLT.nonResidential.bands)}, with no surcharges. ` +
      `Multiple Dwellings Relief was abolished for transactions from 1 June 2024, but six or more dwellings bought in one transaction are still treated as non-residential. ` +
      `Linked transactions, the tax on lease rents and the other reliefs are outside what this app's calculator models, so take advice on them.`,
    source: { name: "HMRC, Stamp Duty Land Tax: corporate bodies", url: TAX_RULES["sdlt-company-17-percent"].source },
    asOf: "2026-11-23",
    reviewed: REVIEWED,
  },
  {
    id: "lbtt-scotland",
    title: "Land and Buildings Transaction Tax (LBTT) and the Additional Dwelling Supplement in Scotland",
    topics: [
      "lbtt",
      "land and buildings transaction tax",
      "scotland",
      "scottish",
      "ads",
      "additional dwelling supplement",
      "stamp duty",
      "revenue scotland",
      "edinburgh",
      "glasgow",
      "second home",
    ],
    body:
      `In Scotland, Land and Buildings Transaction Tax replaces stamp duty and is collected by Revenue Scotland; the residential rates are ${describeBands(LBTT.bands)}. ` +
      `Buying an additional dwelling, such as a buy-to-let or second home, costing £40,000 or more also attracts the Additional Dwelling Supplement, which has been ${formatPercent(LBTT.additionalDwelling.rate)} of the whole price since 5 December 2024. ` +
      `For example, a £200,000 buy-to-let pays £1,100 LBTT plus £16,000 ADS, £17,100 in total. ` +
      `First-time buyers get a nil-rate band of £175,000 instead of £145,000, and ADS paid when buying a new main home before selling the old one can be reclaimed if the old home is sold within the time Revenue Scotland allows. ` +
      `Companies pay ADS on any dwelling, non-residential property pays ${describeBands(LBTT.nonResidential.bands)}, and the Scottish Budget for 2026-27 left all these rates unchanged.`,
    source: {
      name: "Revenue Scotland, LBTT residential property rates and ADS",
      url: LBTT.source,
    },
    asOf: LBTT.additionalDwelling.effectiveFrom,
    reviewed: REVIEWED,
  },
  {
    id: "ltt-wales",
    title: "Land Transaction Tax (LTT) and the higher residential rates in Wales",
    topics: [
      "ltt",
      "land transaction tax",
      "wales",
      "welsh",
      "higher rates",
      "welsh revenue authority",
      "wra",
      "stamp duty",
      "cardiff",
      "swansea",
      "second home",
    ],
    body:
      `In Wales, Land Transaction Tax replaces stamp duty and is collected by the Welsh Revenue Authority; the main residential rates are ${describeBands(LTT.bands)}. ` +
      `If you buy an additional home costing £40,000 or more, such as a buy-to-let or second home, a separate higher-rates table applies from the first pound: since 11 December 2024 it is ${describeBands(LTT.additionalDwelling.bands)}. ` +
      `Wales has no first-time buyer relief. ` +
      `As with SDLT, higher rates paid when replacing a main residence can be reclaimed if the previous main home is sold within 3 years. ` +
      `Companies pay the higher rates on any dwelling, and non-residential property pays ${describeBands(LTT.nonResidential.bands)}.`,
    source: {
      name: "Welsh Revenue Authority, Land Transaction Tax rates and bands",
      url: LTT.source,
    },
    asOf: LTT.additionalDwelling.effectiveFrom,
    reviewed: REVIEWED,
  },

  // --- Income tax and company structures ---------------------------------------------------
  {
    id: "section-24",
    title: "Section 24: the restriction on mortgage interest relief for landlords",
    topics: [
      "section 24",
      "s24",
      "mortgage interest relief",
      "finance costs",
      "interest relief",
      "tax credit",
      "20% credit",
      "22% credit",
      "basic rate credit",
      "mortgage interest",
      "tax relief",
      "higher rate taxpayer",
      "landlord tax",
    ],
    body:
      `Section 24 of the Finance (No. 2) Act 2015 stops individual landlords deducting mortgage interest and other finance costs from residential rental income; it was phased in from April 2017 and has applied in full since 6 April 2020. ` +
      `Instead you get a tax credit worth 20% (the basic rate) of the finance costs, limited by your property profits and income. ` +
      `Higher- and additional-rate taxpayers therefore get relief at only 20%, and because rent is taxed before interest is taken off, some landlords are pushed into a higher tax band. ` +
      `It applies to individuals and partnerships letting residential property, not to limited companies, which deduct interest as a business expense. ` +
      `From 6 April 2027, when property income gets its own rates of 22%, 42% and 47%, the credit will be given at the property basic rate of 22%.`,
    source: {
      name: "HMRC, Changes to tax relief for residential landlords",
      url: "https://www.gov.uk/guidance/changes-to-tax-relief-for-residential-landlords-how-its-worked-out-including-case-studies",
    },
    asOf: "2026-11-23",
    reviewed: REVIEWED,
  },
  {
    id: "landlord-income-tax",
    title: "Income tax on rental income: the basics",
    topics: [
      "income tax",
      "rental income",
      "tax on rent",
      "self assessment",
      "tax return",
      "allowable expenses",
      "expenses",
      "property allowance",
      "personal allowance",
      "tax rates",
      "rental profit",
      "property income",
      "declare",
      "how much tax",
      "landlord tax",
    ],
    body:
      `Rental profit is added to your other income and taxed at your income tax rates: for 2026-27 in England, Wales and Northern Ireland, after the £12,570 personal allowance, that is 20% up to £50,270, 40% up to £125,140 and 45% above, while Scotland sets its own rates and bands. ` +
      `Profit is rent minus allowable expenses such as letting agent fees, repairs (not improvements), insurance, ground rent, service charges and accountancy, while mortgage interest only gets the 20% credit under Section 24. ` +
      `The first £1,000 of property income is tax-free under the property allowance, which you can use instead of claiming expenses. ` +
      `Above that you must tell HMRC, usually through a Self Assessment tax return due online by 31 January after the tax year ends. ` +
      `From 6 April 2027 property income will have its own rates of 22%, 42% and 47%, and landlords with qualifying income over £50,000 already keep digital records under Making Tax Digital.`,
    source: {
      name: "GOV.UK, Renting out a property: paying tax",
      url: "https://www.gov.uk/renting-out-a-property/paying-tax",
    },
    asOf: "2026-11-23",
    reviewed: REVIEWED,
  },
  {
    id: "property-income-tax-2027",
    title: "Property income tax rates from April 2027 (22%, 42%, 47%)",
    topics: [
      "property income rates",
      "property income tax",
      "property income tax rates",
      "rates from 2027",
      "property basic rate",
      "22%",
      "42%",
      "47%",
      "2027",
      "budget 2025",
      "tax rise",
      "landlord tax",
      "rental income",
    ],
    body:
      `At Budget 2025 (26 November 2025) the government announced separate income tax rates for property income from 6 April 2027: 22% (property basic rate), 42% (property higher rate) and 47% (property additional rate), 2 points above the rates on earnings. ` +
      `They apply to individuals' rental profits in England and Northern Ireland, and the Section 24 credit for mortgage interest rises to 22% at the same time. ` +
      `Scotland and Wales are to set their own property income rates, and the Scottish Government has said it intends to add 2 points too, so check the rates for those nations before relying on a figure. ` +
      `Companies are not affected: they pay corporation tax on rental profits, though profits taken out as dividends are taxed at higher dividend rates from April 2026.`,
    source: { name: "HM Treasury, Budget 2025", url: "https://www.gov.uk/government/publications/budget-2025-document" },
    asOf: "2026-11-23",
    reviewed: REVIEWED,
  },
  {
    id: "making-tax-digital",
    title: "Making Tax Digital for Income Tax (landlords)",
    topics: [
      "making tax digital",
      "mtd",
      "mtd itsa",
      "quarterly updates",
      "digital records",
      "software",
      "tax return",
      "self assessment",
    ],
    body:
      `Making Tax Digital for Income Tax has applied since 6 April 2026 to landlords and sole traders whose qualifying income (gross rent plus self-employment turnover, before expenses) was over £50,000. ` +
      `The threshold falls to £30,000 from 6 April 2027 and to £20,000 from 6 April 2028, each time based on the income in an earlier tax return. ` +
      `People in the scheme keep digital records and send quarterly updates to HMRC using compatible software, then file a final tax return after the tax year. ` +
      `Joint owners count only their share of the rent, and some people are exempt, so check HMRC's eligibility guidance.`,
    source: {
      name: "HMRC, Check if you're eligible for Making Tax Digital for Income Tax",
      url: "https://www.gov.uk/guidance/check-if-youre-eligible-for-making-tax-digital-for-income-tax",
    },
    asOf: "2026-11-23",
    reviewed: REVIEWED,
  },
  {
    id: "limited-company-spv",
    title: "Buying through a limited company (SPV)",
    topics: [
      "limited company",
      "ltd",
      "company",
      "spv",
      "special purpose vehicle",
      "incorporate",
      "incorporation",
      "corporation tax",
      "sic code",
      "68209",
      "68100",
      "dividends",
      "dividend tax",
      "companies house",
      "own name",
      "personal name",
      "personally",
    ],
    body:
      `Many investors buy through a special purpose vehicle (SPV): a limited company registered at Companies House whose only business is property, usually with SIC code 68209 (letting and operating of own or leased real estate) or 68100 (buying and selling of own real estate). ` +
      `Company profits pay corporation tax at 19% on profits up to £50,000 and 25% over £250,000, with marginal relief in between, and mortgage interest is fully deductible because Section 24 does not apply to companies. ` +
      `Taking profits out as dividends is taxed again: from 6 April 2026 dividend tax is 10.75%, 35.75% or 39.35% after a £500 allowance. ` +
      `Company buy-to-let mortgages often have higher rates and fees, and there are accounts, filing and accountancy costs every year. ` +
      `Moving property you already own into a company is normally treated as a sale at market value, so capital gains tax and stamp duty at the higher rates can be due.`,
    source: { name: "GOV.UK, Corporation Tax rates and allowances", url: "https://www.gov.uk/corporation-tax-rates" },
    asOf: "2026-11-23",
    reviewed: REVIEWED,
  },
  {
    id: "dividend-tax",
    title: "Dividend tax rates for 2026-27",
    topics: [
      "dividend tax",
      "dividends",
      "dividend allowance",
      "dividend rates",
      "10.75%",
      "35.75%",
      "39.35%",
      "taking money out",
      "extract profits",
      "director",
    ],
    body:
      `For the 2026-27 tax year (from 6 April 2026) dividends are taxed at 10.75% in the basic-rate band, 35.75% in the higher-rate band and 39.35% in the additional-rate band, after a £500 dividend allowance. ` +
      `The basic and higher rates rose by 2 points from 8.75% and 33.75%, as announced at Budget 2025; the additional rate did not change. ` +
      `The rates are the same across the UK, including Scotland, because dividend tax is not devolved. ` +
      `For an investor with a property company, this tax falls on profits taken out as dividends, after the company has paid corporation tax.`,
    source: { name: "GOV.UK, Tax on dividends", url: "https://www.gov.uk/tax-on-dividends" },
    asOf: "2026-04-06",
    reviewed: REVIEWED,
  },
  {
    id: "cgt-residential-property",
    title: "Capital gains tax when you sell a rental property",
    topics: [
      "capital gains tax",
      "cgt",
      "capital gains",
      "selling",
      "sell",
      "sale",
      "disposal",
      "annual exempt amount",
      "60 days",
      "60-day",
      "private residence relief",
      "gain",
      "profit on sale",
    ],
    body:
      `For disposals on or after 6 April 2024, gains on residential property are taxed at 18% for any part that falls within your unused basic-rate band and 24% above it. ` +
      `Individuals have an annual exempt amount of £3,000 of gains a year (unchanged for 2026-27). ` +
      `If you are UK resident and sell a UK residential property with tax to pay, you must report it and pay the tax within 60 days of completion using HMRC's capital gains tax on UK property service. ` +
      `Buying and selling costs and capital improvements reduce the gain, and Private Residence Relief normally exempts your own main home. ` +
      `Companies do not pay CGT: their gains are charged to corporation tax instead.`,
    source: { name: "HMRC, Capital Gains Tax rates", url: "https://www.gov.uk/capital-gains-tax/rates" },
    asOf: "2026-11-23",
    reviewed: REVIEWED,
  },
  {
    id: "furnished-holiday-lets",
    title: "Furnished holiday lettings: the special tax regime ended in April 2025",
    topics: [
      "furnished holiday let",
      "furnished holiday lets",
      "furnished holiday lettings",
      "fhl",
      "holiday let",
      "holiday lets",
      "short let",
      "airbnb",
      "serviced accommodation",
    ],
    body:
      `The furnished holiday lettings (FHL) tax regime was abolished from 6 April 2025 for income tax and capital gains tax (1 April 2025 for corporation tax). ` +
      `Former FHL income is now taxed like any other property business, so mortgage interest gets only the basic-rate credit under Section 24 and capital allowances are no longer available for new spending. ` +
      `FHL profits also stopped counting as relevant earnings for pension contributions, and capital gains reliefs for businesses, such as Business Asset Disposal Relief, no longer apply to sales of former holiday lets, apart from limited transitional rules. ` +
      `Holiday lets in Wales and Scotland also face local rules, such as council tax premiums and short-term let licensing in Scotland.`,
    source: {
      name: "HMRC, Abolition of the furnished holiday lettings tax regime",
      url: "https://www.gov.uk/government/publications/abolition-of-the-furnished-holiday-lettings-tax-regime",
    },
    asOf: "2025-04-06",
    reviewed: REVIEWED,
  },
  {
    id: "council-tax-surcharge-2m",
    title: "High value council tax surcharge on homes worth £2 million or more (from April 2028)",
    topics: [
      "mansion tax",
      "council tax surcharge",
      "high value council tax surcharge",
      "council tax",
      "£2 million",
      "2 million",
      "expensive homes",
      "2028",
    ],
    body:
      `At Budget 2025 the government announced a high value council tax surcharge on homes in England worth £2 million or more, starting in April 2028. ` +
      `It is charged to owners rather than occupiers, on top of ordinary council tax, in four bands from £2,500 a year for homes worth £2 million to £2.5 million up to £7,500 a year for homes worth £5 million or more, rising with inflation. ` +
      `The Valuation Office Agency is to value the homes concerned, and the details, including any reliefs, were still being settled on the date shown. ` +
      `It does not apply in Scotland, Wales or Northern Ireland, which run their own property taxes.`,
    source: { name: "HM Treasury, Budget 2025", url: "https://www.gov.uk/government/publications/budget-2025-document" },
    asOf: "2026-11-23",
    reviewed: REVIEWED,
  },

  // --- Finance ------------------------------------------------------------------------------
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
      `The largest loan is therefore the annual rent ÷ (ICR × stressed rate): with £12,000 a year of rent at 5.5%, that is about £174,545 at 125% and £150,470 at 145%. ` +
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

  // --- Regulation ---------------------------------------------------------------------------
  {
    id: "hmo-licensing",
    title: "HMO licensing, additional and selective licensing, and Article 4",
    topics: [
      "hmo",
      "house in multiple occupation",
      "houses in multiple occupation",
      "multiple occupation",
      "licence",
      "license",
      "licensing",
      "mandatory licensing",
      "additional licensing",
      "selective licensing",
      "article 4",
      "article 4 direction",
      "planning permission",
      "shared house",
      "room let",
      "council",
    ],
    body:
      `In England a house in multiple occupation (HMO) needs a mandatory licence from the council if it is let to 5 or more people forming 2 or more households who share facilities such as a kitchen or bathroom. ` +
      `Councils can also require additional licensing for smaller HMOs, and selective licensing for all privately rented homes in designated areas, so always check the local council's schemes. ` +
      `A licence normally lasts up to 5 years and carries conditions, including minimum bedroom sizes and safety requirements, and letting without a required licence is an offence. ` +
      `Converting a family house into a small HMO (3 to 6 unrelated people) normally needs no planning permission, but an Article 4 direction removes that right so planning permission is required, and larger HMOs always need it. ` +
      `Scotland, Wales and Northern Ireland have their own HMO rules.`,
    source: {
      name: "GOV.UK, House in multiple occupation licence",
      url: "https://www.gov.uk/house-in-multiple-occupation-licence",
    },
    asOf: "2025-11-30",
    reviewed: REVIEWED,
  },
  {
    id: "renters-rights-act-2025",
    title: "The Renters' Rights Act 2025 (England): in force since 1 May 2026",
    topics: [
      "renters rights act",
      "renters rights",
      "renters reform",
      "renters reform bill",
      "section 21",
      "s21",
      "no fault eviction",
      "no-fault eviction",
      "periodic tenancy",
      "fixed term",
      "written statement",
      "information sheet",
      "section 13",
      "rent increase",
      "landlord database",
      "ombudsman",
      "decent homes standard",
      "awaab",
      "awaabs law",
      "pets",
      "rental bidding",
      "tenant",
      "tenants",
      "tenancy",
      "tenancies",
      "new rules",
      "2026",
      "put the rent up",
      "raise the rent",
      "increase the rent",
      "rent rise",
    ],
    body:
      `The Renters' Rights Act 2025 received Royal Assent on 27 October 2025 and its tenancy reforms have applied to private tenancies in England since 1 May 2026. ` +
      `Section 21 'no-fault' evictions are abolished and every assured tenancy is periodic, so tenants can leave with two months' notice and landlords must use a section 8 ground for possession. ` +
      `Landlords must give a written statement of terms before a new tenancy starts (existing tenants with a written agreement were due the government's information sheet by 31 May 2026), and rent in advance is capped at one month and rental bidding is banned. ` +
      `Rent can rise only once a year, by a section 13 notice giving two months' notice, and tenants can challenge it at the tribunal; tenants can also ask to keep a pet and must not be refused for having children or claiming benefits. ` +
      `The law came in stages: the landlord database and the landlord ombudsman follow from late 2026, and the Decent Homes Standard and Awaab's Law for private rentals later still, so check GOV.UK for what applies on a given date.`,
    source: {
      name: "legislation.gov.uk, Renters' Rights Act 2025",
      url: "https://www.legislation.gov.uk/ukpga/2025/26/contents",
    },
    asOf: "2026-11-23",
    reviewed: REVIEWED,
  },
  {
    id: "possession-grounds-england",
    title: "Possession grounds and notice periods in England after 1 May 2026",
    topics: [
      "section 8",
      "grounds for possession",
      "possession",
      "eviction",
      "evict",
      "notice period",
      "notice to quit",
      "selling the property",
      "sell the property",
      "move back in",
      "rent arrears",
      "ground 8",
      "ground 1a",
      "anti-social behaviour",
    ],
    body:
      `Since 1 May 2026 a private landlord in England can only end a tenancy by serving a section 8 notice relying on a ground for possession, then, if the tenant stays, applying to court. ` +
      `The new grounds for selling the property or moving in yourself or a close family member cannot be used in the first 12 months of a tenancy and need four months' notice, and you cannot re-let the home for 12 months after using them. ` +
      `For serious rent arrears the mandatory ground now needs at least three months' rent owed, both when notice is served and at the hearing, with four weeks' notice. ` +
      `Anti-social behaviour grounds allow court proceedings to start straight after notice is given, and tenants, for their part, must give two months' notice to leave. ` +
      `Section 21 notices served before 1 May 2026 could only be used for court claims made by 31 July 2026.`,
    source: {
      name: "legislation.gov.uk, Renters' Rights Act 2025",
      url: "https://www.legislation.gov.uk/ukpga/2025/26/contents",
    },
    asOf: "2026-11-23",
    reviewed: REVIEWED,
  },
  {
    id: "scotland-private-residential-tenancy",
    title: "Renting in Scotland: the private residential tenancy",
    topics: [
      "scotland",
      "scottish",
      "private residential tenancy",
      "prt",
      "notice to leave",
      "eviction grounds",
      "landlord registration",
      "rent increase",
      "rent control",
      "first-tier tribunal",
      "tenancy",
      "tenant",
    ],
    body:
      `Since 1 December 2017 new private lets in Scotland have been private residential tenancies under the Private Housing (Tenancies) (Scotland) Act 2016: open-ended, with no fixed term and no 'no-fault' ending. ` +
      `A landlord can end one only on one of 18 eviction grounds, by a notice to leave (usually 28 days if the tenant has lived there under six months or for a conduct ground, otherwise 84 days) and an order from the First-tier Tribunal. ` +
      `Rent can rise only once in 12 months, with three months' notice, and the tenant can refer an increase to a rent officer. ` +
      `Landlords must register with the council, protect deposits in an approved scheme within 30 working days and meet the Repairing Standard. ` +
      `The Housing (Scotland) Act 2025 lets ministers designate rent control areas, so check for any limit in the area on a given date.`,
    source: {
      name: "legislation.gov.uk, Private Housing (Tenancies) (Scotland) Act 2016",
      url: "https://www.legislation.gov.uk/asp/2016/19/contents",
    },
    asOf: "2026-11-23",
    reviewed: REVIEWED,
  },
  {
    id: "wales-renting-homes",
    title: "Renting in Wales: occupation contracts under the Renting Homes (Wales) Act",
    topics: [
      "wales",
      "welsh",
      "renting homes wales",
      "renting homes (wales) act",
      "occupation contract",
      "contract holder",
      "standard occupation contract",
      "written statement",
      "section 173",
      "rent smart wales",
      "fitness for human habitation",
      "tenancy",
      "tenant",
    ],
    body:
      `Since 1 December 2022 private lets in Wales have been occupation contracts under the Renting Homes (Wales) Act 2016: tenants are contract-holders, and most private lets are standard occupation contracts. ` +
      `The landlord must give a written statement of the contract within 14 days of occupation, and the home must be fit for human habitation, with working smoke alarms and an electrical safety check at least every five years. ` +
      `A 'no-fault' notice under section 173 must give at least six months' notice and cannot be given in the first six months of occupation, while breach of contract and rent arrears have their own notice periods. ` +
      `Landlords must also register with Rent Smart Wales, and whoever lets or manages the home must be licensed by it.`,
    source: {
      name: "legislation.gov.uk, Renting Homes (Wales) Act 2016",
      url: "https://www.legislation.gov.uk/anaw/2016/1/contents",
    },
    asOf: "2026-11-23",
    reviewed: REVIEWED,
  },
  {
    id: "epc-mees",
    title: "EPC rules for rented homes: band E now, band C by 1 October 2030",
    topics: [
      "epc",
      "energy performance certificate",
      "energy rating",
      "mees",
      "minimum energy efficiency standard",
      "energy efficiency",
      "epc c",
      "epc e",
      "band c",
      "exemption",
      "insulation",
      "cost cap",
      "2030",
    ],
    body:
      `Under the Minimum Energy Efficiency Standard, privately rented homes in England and Wales must have an EPC rating of at least E, with a high-cost exemption once £3,500 including VAT has been spent, and breaches can cost up to £5,000 per property. ` +
      `In January 2026 the government confirmed that the minimum rises to EPC C (or the equivalent under the reformed EPC) for all private tenancies by 1 October 2030, one date for new and existing tenancies, dropping the 2028 date for new tenancies it had proposed. ` +
      `Landlords will have to spend up to a cost cap of £10,000 per property (lower than the £15,000 proposed) before they can register an exemption. ` +
      `The detail, such as the reformed EPC metrics and the exemptions, is set by regulations, so check GOV.UK for the rules in force on a given date. ` +
      `An EPC is needed whenever a home is marketed for let and is valid for 10 years.`,
    source: {
      name: "GOV.UK, Domestic private rented property: minimum energy efficiency standard",
      url: "https://www.gov.uk/guidance/domestic-private-rented-property-minimum-energy-efficiency-standard-landlord-guidance",
    },
    asOf: "2026-01-21",
    reviewed: REVIEWED,
  },
  {
    id: "deposit-protection",
    title: "Tenancy deposit protection",
    topics: [
      "deposit",
      "tenancy deposit",
      "deposit protection",
      "tds",
      "dps",
      "mydeposits",
      "deposit protection service",
      "tenancy deposit scheme",
      "prescribed information",
      "30 days",
      "tenant fees act",
      "deposit cap",
    ],
    body:
      `In England and Wales, a deposit taken for a private tenancy must be protected in a government-approved scheme within 30 days of receiving it: the Deposit Protection Service (DPS), mydeposits or the Tenancy Deposit Scheme (TDS). ` +
      `Within the same 30 days you must give the tenant the prescribed information about the scheme and how to get the deposit back. ` +
      `In England the Tenant Fees Act 2019 caps deposits at five weeks' rent where the annual rent is under £50,000, or six weeks' rent at £50,000 or more. ` +
      `If you fail to protect it, a court can order you to pay the tenant up to three times the deposit, and it can restrict your ability to regain possession. ` +
      `Scotland has its own schemes and rules.`,
    source: { name: "GOV.UK, Tenancy deposit protection", url: "https://www.gov.uk/tenancy-deposit-protection" },
    asOf: "2025-11-30",
    reviewed: REVIEWED,
  },
  {
    id: "right-to-rent",
    title: "Right to Rent checks",
    topics: [
      "right to rent",
      "immigration check",
      "immigration status",
      "share code",
      "tenant checks",
      "id check",
      "referencing",
      "home office",
      "civil penalty",
    ],
    body:
      `In England, landlords or their agents must check that every adult who will live in the property as their main home has the right to rent before the tenancy starts, whether or not they are named on the agreement. ` +
      `You can check original documents with the tenant present, use the Home Office online service with the tenant's share code, or use a certified identity service provider, and you must keep copies. ` +
      `If someone's permission to stay is time-limited, you must make a follow-up check before it runs out. ` +
      `Since 13 February 2024 the civil penalties for a first breach are up to £5,000 per lodger and £10,000 per occupier, rising to £10,000 and £20,000 for repeat breaches. ` +
      `The scheme does not apply in Scotland, Wales or Northern Ireland.`,
    source: {
      name: "GOV.UK, Check your tenant's right to rent",
      url: "https://www.gov.uk/check-tenant-right-to-rent-documents",
    },
    asOf: "2025-11-30",
    reviewed: REVIEWED,
  },
  {
    id: "landlord-safety",
    title: "Landlord safety duties: gas, electrics, alarms and documents",
    topics: [
      "gas safety",
      "gas safety certificate",
      "cp12",
      "electrical safety",
      "eicr",
      "smoke alarm",
      "carbon monoxide",
      "co alarm",
      "how to rent",
      "landlord responsibilities",
      "landlord obligations",
      "compliance",
      "safety",
      "before letting",
      "letting out",
      "start of a tenancy",
      "new tenancy",
      "renting out",
    ],
    body:
      `Landlords in England must have gas appliances and flues checked every year by a Gas Safe registered engineer and give tenants a copy of the gas safety record. ` +
      `The electrical installation must be inspected and tested by a qualified person at least every five years, with a copy of the report given to tenants. ` +
      `There must be a smoke alarm on every storey used as living accommodation, and a carbon monoxide alarm in any room with a fixed combustion appliance other than a gas cooker. ` +
      `At the start of a tenancy you must also give tenants the EPC, the gas safety record and the government's How to Rent guide.`,
    source: { name: "GOV.UK, Renting out your property", url: "https://www.gov.uk/renting-out-a-property" },
    asOf: "2025-11-30",
    reviewed: REVIEWED,
  },

  // --- Investment maths and practice ---------------------------------------------------------
  {
    id: "yield-and-roi",
    title: "Gross yield, net yield, ROI and cash-on-cash return",
    topics: [
      "yield",
      "gross yield",
      "net yield",
      "rental yield",
      "roi",
      "return on investment",
      "cash on cash",
      "cash-on-cash",
      "return",
      "returns",
      "break even",
      "break-even",
      "payback",
      "calculate",
      "good yield",
    ],
    body:
      `Gross yield is the annual rent divided by the purchase price, as a percentage, so £12,000 a year of rent on a £200,000 property is a 6% gross yield. ` +
      `Net yield first deducts running costs such as letting and management fees, voids, maintenance, insurance, service charges and ground rent, and is often divided by the price plus buying costs. ` +
      `ROI in this app is the cash-on-cash return: the first year's cash flow after running costs and mortgage interest, divided by the cash you put in (deposit plus stamp duty and fees), before income tax and ignoring capital growth. ` +
      `A mortgage reduces the cash invested, so ROI can be higher than the yield, but it turns negative when interest and costs exceed the rent. ` +
      `Break-even years here means 100 divided by the ROI: roughly how many years of cash flow it takes to get back the cash invested.`,
    source: { name: "DealFinder, How deals are valued and scored", url: "/methodology" },
    asOf: "2025-11-30",
    reviewed: REVIEWED,
  },
  {
    id: "voids-and-management-fees",
    title: "Void periods, letting agent fees and running costs",
    topics: [
      "void",
      "voids",
      "void period",
      "empty",
      "vacancy",
      "management fee",
      "letting agent",
      "agent fees",
      "fully managed",
      "tenant find",
      "let only",
      "running costs",
      "maintenance",
      "insurance",
      "tenant fees act",
      "costs",
    ],
    body:
      `A void is a period with no tenant, when you still pay the mortgage, council tax, utilities and insurance, so it is prudent to budget for some empty weeks each year rather than assume a full 52 weeks of rent. ` +
      `Letting agents charge either a one-off tenant-find fee or an ongoing management fee, usually a percentage of the rent plus VAT, and these fees are allowable expenses against rental income. ` +
      `Under the Tenant Fees Act 2019, landlords and agents in England cannot charge tenants most fees, so referencing and admin costs fall on the landlord. ` +
      `This app's estimates assume ${formatPercent(A.managementPercent)} of rent for letting and management, ${A.voidWeeksPerYear} weeks of voids a year, ${formatPercent(A.maintenancePercent)} of rent for maintenance and ${formatPounds(A.insurancePerYear)} a year for landlord insurance.`,
    source: {
      name: "GOV.UK, Tenant Fees Act 2019: guidance",
      url: "https://www.gov.uk/government/publications/tenant-fees-act",
    },
    asOf: "2025-11-30",
    reviewed: REVIEWED,
  },
  {
    id: "due-diligence",
    title: "Due diligence checklist before buying an investment property",
    topics: [
      "due diligence",
      "checklist",
      "checks",
      "before buying",
      "what to check",
      "title",
      "title register",
      "land registry",
      "searches",
      "local authority search",
      "survey",
      "surveyor",
      "conveyancing",
      "solicitor",
      "flood",
      "flood risk",
      "rental demand",
      "planning",
    ],
    body:
      `Have a conveyancer check the title register at HM Land Registry (ownership, mortgages, restrictions and covenants) and run the usual searches: local authority (planning, roads and enforcement), water and drainage, and environmental. ` +
      `Commission a survey suited to the property's age and condition, and check the EPC rating, since a home rated F or G cannot be let without an exemption. ` +
      `Test rental demand and the achievable rent against local evidence such as comparable listings and ONS private rent statistics, and ask the council whether an HMO, additional or selective licence is needed. ` +
      `Check flood risk (in England with the government's long-term flood risk service), and for a leasehold flat check the lease length, ground rent, service charges and building-safety information. ` +
      `Budget for stamp duty, legal fees, the survey and mortgage fees, plus a contingency for repairs.`,
    source: { name: "GOV.UK, Buying or selling your home", url: "https://www.gov.uk/buy-sell-your-home" },
    asOf: "2025-11-30",
    reviewed: REVIEWED,
  },
  {
    id: "leasehold-checks",
    title: "Leasehold flats: lease length, ground rent and service charges",
    topics: [
      "leasehold",
      "leaseholder",
      "lease",
      "lease length",
      "lease extension",
      "short lease",
      "ground rent",
      "service charge",
      "freehold",
      "flat",
      "apartment",
      "peppercorn",
      "managing agent",
      "cladding",
    ],
    body:
      `With a leasehold flat you own the right to occupy for a fixed number of years, not the land, so check how many years are left: short leases can be expensive to extend (until the 2024 Act's new valuation rules take effect, the cost rises sharply once fewer than 80 years remain) and some lenders will not lend on them. ` +
      `Read the lease for the ground rent and how it can rise, service charges, the reserve fund and any restrictions on subletting, as these affect both returns and mortgageability. ` +
      `For most new long residential leases granted on or after 30 June 2022, the Leasehold Reform (Ground Rent) Act 2022 limits ground rent to a peppercorn, meaning nothing. ` +
      `Ask the managing agent for recent service charge accounts, planned major works and any building-safety or cladding issues, since leaseholders usually share these costs.`,
    source: { name: "GOV.UK, Leasehold property", url: "https://www.gov.uk/leasehold-property" },
    asOf: "2025-11-30",
    reviewed: REVIEWED,
  },
  {
    id: "leasehold-reform-2024",
    title: "Leasehold and Freehold Reform Act 2024: what is in force",
    topics: [
      "leasehold reform",
      "leasehold and freehold reform act",
      "lfra",
      "marriage value",
      "lease extension",
      "enfranchisement",
      "buy the freehold",
      "990 years",
      "ground rent cap",
      "leasehold houses",
      "service charges",
      "leasehold",
    ],
    body:
      `The Leasehold and Freehold Reform Act 2024 received Royal Assent on 24 May 2024, but most of it needs regulations before it takes effect. ` +
      `Since 31 January 2025 leaseholders no longer have to have owned their flat or house for two years before extending the lease or buying the freehold, and buildings with up to 50% non-residential floor space can be bought collectively. ` +
      `The new valuation method, which removes marriage value and would make extending short leases much cheaper, the standard 990-year extension, the ban on selling new houses as leasehold and the new service-charge and insurance rules depend on further regulations, and were not confirmed in force when this was checked. ` +
      `The government has also consulted on capping ground rents in existing leases, which is a proposal, not law, so check GOV.UK before pricing a lease extension or a ground rent.`,
    source: {
      name: "legislation.gov.uk, Leasehold and Freehold Reform Act 2024",
      url: "https://www.legislation.gov.uk/ukpga/2024/22/contents",
    },
    asOf: "2026-11-23",
    reviewed: REVIEWED,
  },
];

/** One entry by id (undefined when there is none). */
export function getKnowledgeEntry(
  id: string,
  kb: readonly KnowledgeEntry[] = KNOWLEDGE_BASE,
): KnowledgeEntry | undefined {
  return kb.find((entry) => entry.id === id);
}
