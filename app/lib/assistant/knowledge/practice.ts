/** Knowledge-base entries. Investment maths and practice: yields, running costs, due diligence, leasehold. See ../knowledge-base.ts for the rules entries follow. */
import type { ReviewedKnowledgeEntry } from "../knowledge-base";
import { formatDate as on, joinWithAnd, ratePercent as formatPercent, formatPounds } from "../../format";
import { PROPERTY_INCOME_RATES as P27, SECTION_24 } from "../../income-tax-rates";
import { TENANT_FEES_ACT as TFA } from "../../tenancy-deposit-rules";
import { A, REVIEWED, SDLT } from "./shared";
import { CONFIDENCE_RULES, DEFAULT_ASSUMPTIONS, SCORE_WEIGHTS } from "../../valuation";

const CURVES = DEFAULT_ASSUMPTIONS.scoreCurves;
const FLOOR = CONFIDENCE_RULES.scoreFloor;

export const PRACTICE: readonly ReviewedKnowledgeEntry[] = [
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
    id: "deal-score",
    title: "How this app scores a deal out of 100",
    topics: [
      "score",
      "scored",
      "scoring",
      "score out of 100",
      "deal score",
      "out of 100",
      "rating",
      "ranked",
      "ranking",
      "confidence",
      "how are deals scored",
      "why is the score",
    ],
    body:
      `Each deal's score is a weighted sum of four sub-scores from 0 to 100: gross yield ${SCORE_WEIGHTS.yield}% (0 at ${CURVES.yield[0]![0]}%, 100 at ${CURVES.yield.at(-1)![0]}%), ` +
      `ROI ${SCORE_WEIGHTS.roi}% (0 at ${CURVES.roi[0]![0]}%, 100 at ${CURVES.roi.at(-1)![0]}%), price against the local authority's average price ${SCORE_WEIGHTS.priceVsArea}% (0 at 50% above it, 100 at 50% below it) and data confidence ${SCORE_WEIGHTS.confidence}%. ` +
      `The sum is then multiplied by ${FLOOR} + ${1 - FLOOR} × confidence, so a deal the data says little about cannot score high. ` +
      `Confidence falls when the bedroom count is estimated, the rent is for a wider area or older than a year, the sale is more than two years old, the value is far below the area's average price, or the sale looks like it was not on the open market. ` +
      `The score ranks deals on these figures only: it does not model capital growth, the condition of the property, demand in the street or your own tax.`,
    source: { name: "DealFinder, How deals are valued and scored", url: "/methodology#score" },
    asOf: "2026-11-23",
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
      `This app's estimates assume management at ${formatPercent(A.managementPercent)} of the rent collected plus VAT, a letting fee of ${formatPounds(A.lettingFeePerTenancy)} plus VAT for each new tenancy (one every ${A.tenancyYears} years), ${A.voidWeeksPerYear} weeks of voids a year, ${formatPercent(A.maintenancePercent)} of rent for maintenance and ${formatPounds(A.insurancePerYear)} a year for landlord insurance.`,
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
  {
    id: "new-landlord-mistakes",
    title: "The most common mistakes new buy-to-let landlords make",
    topics: [
      "mistake",
      "mistakes",
      "common mistakes",
      "biggest mistake",
      "number 1 mistake",
      "buy to let mistakes",
      "landlord mistakes",
      "pitfalls",
      "what to avoid",
      "things to avoid",
      "first time landlord",
      "beginner",
      "tips for new landlords",
    ],
    body:
      `The most common mistake is buying on an optimistic rent and a full year of it: check the rent against local evidence, and budget for empty weeks, letting and management fees, repairs, insurance and safety checks (this app allows ${A.voidWeeksPerYear} weeks of voids a year, ${formatPercent(A.managementPercent)} management plus VAT and ${formatPercent(A.maintenancePercent)} of the rent for maintenance). ` +
      `Next is ignoring the lender's stress test, under which most lenders need the rent to cover ${A.icrPercent}% of the interest (145% for higher-rate taxpayers) at a stressed rate of at least ${formatPercent(A.stressFloorPercent)} on fixes under five years, so a low rent means a smaller loan, and taking the wrong mortgage: a residential mortgage does not allow letting without the lender's consent. ` +
      `Before buying, ask the council whether an HMO, additional or selective licence is needed, since letting a licensable home without one is an offence, and check the EPC is at least E. ` +
      `Once let, protect the deposit in an approved scheme and give the prescribed information within ${TFA.protectWithinDays} days (England and Wales), and keep the gas safety certificate, the electrical safety report and, in England, Right to Rent checks up to date. ` +
      `On tax, budget for Section 24 (mortgage interest gets only a ${formatPercent(SECTION_24.creditRate)} credit, in full since ${on(SECTION_24.inFullFrom)}), the property income rates of ${joinWithAnd(Object.values(P27.rates).map((r) => formatPercent(r)))} from ${on(P27.from)}, and the stamp duty surcharge of ${SDLT.additionalDwelling.ratePoints} percentage points on an additional home in England and Northern Ireland. ` +
      `In England, since 1 May 2026 every tenancy is periodic and section 21 is gone, so a tenancy ends only on a possession ground, such as selling after the first 12 months with four months' notice: buy to keep a good tenant, not to sell quickly.`,
    source: { name: "GOV.UK, Renting out your property", url: "https://www.gov.uk/renting-out-a-property" },
    asOf: "2026-11-24",
    reviewed: "2026-11-24",
    restsOn: [
      "voids-and-management-fees",
      "icr-stress-test",
      "btl-mortgages",
      "hmo-licensing",
      "epc-mees",
      "deposit-protection",
      "landlord-safety",
      "right-to-rent",
      "section-24",
      "property-income-tax-2027",
      "sdlt-additional-dwellings",
      "possession-grounds-england",
    ],
  },
  {
    id: "market-timing",
    title: "Market timing: whether now is a good time to invest in buy-to-let",
    topics: [
      "good time",
      "right time",
      "bad time",
      "time to buy",
      "time to invest",
      "good time to invest",
      "good time to buy",
      "market timing",
      "crash",
      "house prices fall",
      "prices going to fall",
      "forecast",
      "predict",
      "prediction",
      "worth it",
      "still worth",
      "future of buy to let",
      "2026",
    ],
    body:
      `This assistant does not forecast house prices, rents or interest rates, and no one can reliably time the market: a deal that pays its way on today's rent at a prudent rate is safer than one that needs prices to rise. ` +
      `What has changed for landlords: the Renters' Rights Act has applied to private tenancies in England since 1 May 2026, Making Tax Digital has applied since 6 April 2026 to landlords with qualifying income over £50,000, and property income is to be taxed at 22%, 42% and 47% from 6 April 2027. ` +
      `Bank Rate was 3.75% when last read here (5 February 2026), and Moneyfacts put the average buy-to-let two-year fix at 4.86% in December 2025. ` +
      `To test your own area, search it here: each deal shows its yield, its cash flow at ${formatPercent(A.mortgageRatePercent)} interest and the month its figures are dated to, so you can see whether deals there still pay their way.`,
    source: { name: "DealFinder, How deals are valued and scored", url: "/methodology" },
    asOf: "2026-11-23",
    reviewed: REVIEWED,
  },
];
