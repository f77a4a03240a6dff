/**
 * The built-in assistant's knowledge base: short, dated, plain-English notes on UK property
 * investing, each with the official page it summarises.
 *
 * Rules for entries
 * - `body` is 2–6 sentences, UK-specific, and states only what was true on `asOf` (ISO date).
 *   Anything announced but not yet in force, or only proposed, says so.
 * - Rate tables are written from `PROPERTY_TAX_RATES` and valuation assumptions from
 *   `DEFAULT_ASSUMPTIONS`, so the prose can never disagree with the calculators.
 * - `topics` are lower-case keywords and phrases (synonyms, abbreviations) that the retriever
 *   boosts; multi-word topics score as phrases.
 *
 * Pure data: no I/O.
 */
import { PROPERTY_TAX_RATES, type TaxBand } from "../property-tax";
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
  /** YYYY-MM-DD: the date the body was checked against the source / the rules it describes. */
  asOf: string;
}

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

export const KNOWLEDGE_BASE: readonly KnowledgeEntry[] = [
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
  },
  {
    id: "sdlt-companies-non-residents",
    title: "SDLT for companies, non-UK residents and bulk purchases",
    topics: [
      "stamp duty",
      "sdlt",
      "company",
      "limited company",
      "non resident",
      "non-resident",
      "overseas buyer",
      "2% surcharge",
      "17%",
      "multiple dwellings relief",
      "mdr",
      "portfolio purchase",
    ],
    body:
      `Non-UK residents buying residential property in England or Northern Ireland pay a 2% surcharge on top of the standard or higher rates, which has applied since 1 April 2021. ` +
      `Companies buying a dwelling pay the higher rates for additional dwellings, and a flat 17% on a dwelling costing over £500,000 unless a relief applies, such as for a genuine property rental business. ` +
      `Multiple Dwellings Relief, which used to reduce the tax when buying several homes in one transaction, was abolished for transactions completing on or after 1 June 2024.`,
    source: { name: "HMRC, Stamp Duty Land Tax rates", url: SDLT.source },
    asOf: SDLT.effectiveFrom,
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
      `First-time buyers get a nil-rate band of £175,000 instead of £145,000, and ADS paid when buying a new main home before selling the old one can be reclaimed if the old home is sold within the time Revenue Scotland allows.`,
    source: {
      name: "Revenue Scotland, LBTT residential property rates and ADS",
      url: LBTT.source,
    },
    asOf: LBTT.additionalDwelling.effectiveFrom,
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
      `As with SDLT, higher rates paid when replacing a main residence can be reclaimed if the previous main home is sold within 3 years.`,
    source: {
      name: "Welsh Revenue Authority, Land Transaction Tax rates and bands",
      url: LTT.source,
    },
    asOf: LTT.additionalDwelling.effectiveFrom,
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
      `At Budget 2025 the government announced that from 6 April 2027 the credit will be given at the new property basic rate of 22%.`,
    source: {
      name: "HMRC, Changes to tax relief for residential landlords",
      url: "https://www.gov.uk/guidance/changes-to-tax-relief-for-residential-landlords-how-its-worked-out-including-case-studies",
    },
    asOf: "2025-11-26",
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
      `Rental profit is added to your other income and taxed at your income tax rates: for 2025-26 in England and Northern Ireland, after the £12,570 personal allowance, that is 20% up to £50,270, 40% up to £125,140 and 45% above, while Scotland and Wales set their own rates. ` +
      `Profit is rent minus allowable expenses such as letting agent fees, repairs (not improvements), insurance, ground rent, service charges and accountancy, while mortgage interest only gets the 20% credit under Section 24. ` +
      `The first £1,000 of property income is tax-free under the property allowance, which you can use instead of claiming expenses. ` +
      `Above that you must tell HMRC, usually through a Self Assessment tax return due online by 31 January after the tax year ends. ` +
      `At Budget 2025 the government announced separate property income rates of 22%, 42% and 47% from 6 April 2027.`,
    source: {
      name: "GOV.UK, Renting out a property: paying tax",
      url: "https://www.gov.uk/renting-out-a-property/paying-tax",
    },
    asOf: "2025-11-26",
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
      `Making Tax Digital for Income Tax starts on 6 April 2026 for landlords and sole traders whose qualifying income (gross rent plus self-employment turnover) is over £50,000, and on 6 April 2027 for those over £30,000. ` +
      `The government has said it will extend it to qualifying income over £20,000 from 6 April 2028. ` +
      `People in the scheme must keep digital records and send quarterly updates to HMRC using compatible software, then confirm their final figures after the tax year. ` +
      `Whether you must join is based on the income in your tax return for an earlier year, so check HMRC's eligibility guidance.`,
    source: {
      name: "HMRC, Check if you're eligible for Making Tax Digital for Income Tax",
      url: "https://www.gov.uk/guidance/check-if-youre-eligible-for-making-tax-digital-for-income-tax",
    },
    asOf: "2025-11-30",
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
      `Taking profits out as dividends is taxed again: for 2025-26 dividend tax is 8.75%, 33.75% or 39.35% after a £500 allowance, and Budget 2025 announced that the first two rates rise by 2 points from 6 April 2026. ` +
      `Company buy-to-let mortgages often have higher rates and fees, and there are accounts, filing and accountancy costs every year. ` +
      `Moving property you already own into a company is normally treated as a sale at market value, so capital gains tax and stamp duty at the higher rates can be due.`,
    source: { name: "GOV.UK, Corporation Tax rates and allowances", url: "https://www.gov.uk/corporation-tax-rates" },
    asOf: "2025-11-26",
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
      `Individuals have an annual exempt amount of £3,000 of gains a year (2024-25 and 2025-26). ` +
      `If you are UK resident and sell a UK residential property with tax to pay, you must report it and pay the tax within 60 days of completion using HMRC's capital gains tax on UK property service. ` +
      `Buying and selling costs and capital improvements reduce the gain, and Private Residence Relief normally exempts your own main home. ` +
      `Companies do not pay CGT: their gains are charged to corporation tax instead.`,
    source: { name: "HMRC, Capital Gains Tax rates", url: "https://www.gov.uk/capital-gains-tax/rates" },
    asOf: "2025-04-06",
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
  },
  {
    id: "renters-rights-act-2025",
    title: "The Renters' Rights Act 2025 (England)",
    topics: [
      "renters rights act",
      "renters rights",
      "renters reform",
      "renters reform bill",
      "section 21",
      "s21",
      "no fault eviction",
      "no-fault eviction",
      "eviction",
      "evict",
      "periodic tenancy",
      "fixed term",
      "section 8",
      "section 13",
      "rent increase",
      "landlord database",
      "ombudsman",
      "decent homes standard",
      "awaab",
      "awaabs law",
      "pets",
      "rental bidding",
      "possession",
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
      `The Renters' Rights Act 2025 received Royal Assent on 27 October 2025 and reforms private renting in England. ` +
      `It abolishes section 21 'no-fault' evictions and fixed-term assured tenancies: tenancies become periodic, tenants can leave with two months' notice, and landlords must use a ground for possession under section 8, such as selling, moving in, rent arrears or anti-social behaviour. ` +
      `Rent can be increased only once a year using the section 13 procedure with two months' notice, tenants can challenge increases at the tribunal, rental bidding is banned and rent in advance is capped at one month. ` +
      `It also creates a private rented sector landlord database and a landlord ombudsman, applies the Decent Homes Standard and Awaab's Law to private rentals, outlaws discrimination against tenants with children or on benefits, and lets tenants request a pet. ` +
      `The measures start in stages set by regulations: the government's November 2025 roadmap put the tenancy changes on 1 May 2026, with the database and ombudsman to follow from late 2026 and the Decent Homes Standard and Awaab's Law later, so check GOV.UK for what is in force.`,
    source: {
      name: "legislation.gov.uk, Renters' Rights Act 2025",
      url: "https://www.legislation.gov.uk/ukpga/2025/26/contents",
    },
    asOf: "2025-11-30",
  },
  {
    id: "epc-mees",
    title: "EPC rules for rented homes (Minimum Energy Efficiency Standard)",
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
      "2030",
    ],
    body:
      `Under the Minimum Energy Efficiency Standard, privately rented homes in England and Wales must have an EPC rating of at least E: this applied to new tenancies from 1 April 2018 and to all tenancies from 1 April 2020. ` +
      `Landlords of F- or G-rated homes must carry out improvements, spending up to £3,500 including VAT before they can register a high-cost exemption on the PRS Exemptions Register, and breaches can cost up to £5,000 per property. ` +
      `An EPC is needed whenever a home is marketed for let and is valid for 10 years. ` +
      `In a February 2025 consultation the government proposed raising the minimum to EPC C (or an equivalent under reformed EPCs) for new tenancies from 2028 and for all tenancies by 2030, with a higher spending cap. ` +
      `That was a proposal, not law, on the date shown, so check GOV.UK for the final decision before relying on it.`,
    source: {
      name: "GOV.UK, Domestic private rented property: minimum energy efficiency standard",
      url: "https://www.gov.uk/guidance/domestic-private-rented-property-minimum-energy-efficiency-standard-landlord-guidance",
    },
    asOf: "2025-11-30",
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
      `With a leasehold flat you own the right to occupy for a fixed number of years, not the land, so check how many years are left: short leases can be expensive to extend (under current rules the cost rises once fewer than 80 years remain) and some lenders will not lend on them. ` +
      `Read the lease for the ground rent and how it can rise, service charges, the reserve fund and any restrictions on subletting, as these affect both returns and mortgageability. ` +
      `For most new long residential leases granted on or after 30 June 2022, the Leasehold Reform (Ground Rent) Act 2022 limits ground rent to a peppercorn, meaning nothing. ` +
      `Ask the managing agent for recent service charge accounts, planned major works and any building-safety or cladding issues, since leaseholders usually share these costs.`,
    source: { name: "GOV.UK, Leasehold property", url: "https://www.gov.uk/leasehold-property" },
    asOf: "2025-11-30",
  },
];

/** One entry by id (undefined when there is none). */
export function getKnowledgeEntry(
  id: string,
  kb: readonly KnowledgeEntry[] = KNOWLEDGE_BASE,
): KnowledgeEntry | undefined {
  return kb.find((entry) => entry.id === id);
}
