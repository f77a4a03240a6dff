/** Knowledge-base entries. Purchase taxes: SDLT, LBTT, LTT, companies and non-residents. See ../knowledge-base.ts for the rules entries follow. */
import type { ReviewedKnowledgeEntry } from "../knowledge-base";
import { TAX_RULES } from "../../property-tax";
import { ratePercent as formatPercent } from "../../format";
import { describeBands, LBTT, LTT, REVIEWED, SDLT } from "./shared";

export const PURCHASE_TAXES: readonly ReviewedKnowledgeEntry[] = [
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
      "claim back",
      "reclaim",
    ],
    body:
      `Since 31 October 2024 the SDLT higher rates for additional dwellings add ${SDLT.additionalDwelling.ratePoints} percentage points to every band, so from 1 April 2025 a buy-to-let or second home in England or Northern Ireland pays ${describeBands(SDLT.bands.map((b) => ({ ...b, rate: b.rate + SDLT.additionalDwelling.ratePoints })))}. ` +
      `They apply to purchases of £40,000 or more when you will own more than one dwelling at the end of the day of purchase, and to almost all purchases of dwellings by companies. ` +
      `For example, a £250,000 buy-to-let costs £15,000 in SDLT, of which £12,500 is the surcharge. ` +
      `If you buy a new main home before selling your old one you pay the higher rates, but can claim a refund of the extra if you sell the previous main home within 3 years; the claim must reach HMRC within 12 months of that sale, or within 12 months of the filing date of the new home's return if that is later.`,
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
    nation: "scotland",
    title: "Land and Buildings Transaction Tax (LBTT) and the Additional Dwelling Supplement in Scotland",
    topics: [
      "lbtt",
      "land and buildings transaction tax",
      "scotland",
      "scottish",
      "ads",
      "additional dwelling supplement",
      "stamp duty",
      "stamp duty in scotland",
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
    nation: "wales",
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

];
