/** Knowledge-base entries. Income tax, property income rates, company structures, dividends, CGT, inheritance tax and other taxes on owning. See ../knowledge-base.ts for the rules entries follow. */
import type { ReviewedKnowledgeEntry } from "../knowledge-base";
import { formatDate as on, formatPounds as pounds, joinWithAnd, ratePercent as pct } from "../../format";
import {
  CGT_RESIDENTIAL as CGT,
  INCOME_TAX as IT,
  PROPERTY_ALLOWANCE,
  PROPERTY_INCOME_RATES as P27,
  RENT_A_ROOM as RAR,
  SCOTTISH_INCOME_TAX as SCOT,
  SECTION_24,
} from "../../income-tax-rates";
import { INHERITANCE_TAX as IHT } from "../../inheritance-tax-rates";
import { REVIEWED } from "./shared";

/** "22%, 42% and 47%": the property income rates from April 2027. */
const RATES_2027 = joinWithAnd(Object.values(P27.rates).map((r) => pct(r)));

/**
 * "19% (starter) up to £16,537, … and 48% (top) above": Scotland's bands in total income with the
 * standard personal allowance (the last limit, £125,140, is reached only with no allowance left).
 */
const SCOTTISH_BANDS_SAID = joinWithAnd(
  SCOT.bands.map((b, i) => {
    const top = b.upTo >= IT.higherRateLimit ? b.upTo : IT.personalAllowance + b.upTo;
    return i === SCOT.bands.length - 1 ? `${pct(b.rate)} (${b.band}) above` : `${pct(b.rate)} (${b.band}) up to ${pounds(top)}`;
  }),
);

export const INCOME_TAX: readonly ReviewedKnowledgeEntry[] = [
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
      `Section 24 of the Finance (No. 2) Act 2015 stops individual landlords deducting mortgage interest and other finance costs from residential rental income; it was phased in from April 2017 and has applied in full since ${on(SECTION_24.inFullFrom)}. ` +
      `Instead you get a tax credit worth ${pct(SECTION_24.creditRate)} (the basic rate) of the finance costs, limited by your property profits and income. ` +
      `Higher- and additional-rate taxpayers therefore get relief at only ${pct(SECTION_24.creditRate)}, and because rent is taxed before interest is taken off, some landlords are pushed into a higher tax band. ` +
      `It applies to individuals and partnerships letting residential property, not to limited companies, which deduct interest as a business expense. ` +
      `From ${on(P27.from)}, when property income gets its own rates of ${RATES_2027}, the credit will be given at the property basic rate of ${pct(P27.creditRate)}.`,
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
      `Rental profit is added to your other income and taxed at your income tax rates: for ${IT.taxYear} in England, Wales and Northern Ireland, after the ${pounds(IT.personalAllowance)} personal allowance, that is ${pct(IT.rates.basic)} up to ${pounds(IT.basicRateLimit)}, ${pct(IT.rates.higher)} up to ${pounds(IT.higherRateLimit)} and ${pct(IT.rates.additional)} above, while Scotland sets its own rates and bands. ` +
      `Profit is rent minus allowable expenses such as letting agent fees, repairs (not improvements), insurance, ground rent, service charges and accountancy, while mortgage interest only gets the ${pct(SECTION_24.creditRate)} credit under Section 24. ` +
      `The first ${pounds(PROPERTY_ALLOWANCE)} of property income is tax-free under the property allowance, which you can use instead of claiming expenses. ` +
      `Above that you must tell HMRC, usually through a Self Assessment tax return due online by 31 January after the tax year ends. ` +
      `From ${on(P27.from)} property income will have its own rates of ${RATES_2027}, and landlords with qualifying income over £50,000 already keep digital records under Making Tax Digital.`,
    source: {
      name: "GOV.UK, Renting out a property: paying tax",
      url: "https://www.gov.uk/renting-out-a-property/paying-tax",
    },
    asOf: "2026-11-23",
    reviewed: REVIEWED,
  },
  {
    id: "scottish-income-tax",
    title: "Scottish income tax on rental profits: rates and bands for 2026-27",
    topics: [
      "scottish income tax",
      "scottish taxpayer",
      "scottish taxpayers",
      "scottish rates",
      "scottish bands",
      "scottish tax bands",
      "scotland income tax",
      "income tax in scotland",
      "tax in scotland",
      "starter rate",
      "intermediate rate",
      "advanced rate",
      "48%",
      "income tax",
      "rental income",
      "tax on rent",
      "scottish landlord",
      "rental income in scotland",
      "landlord in scotland",
    ],
    body:
      `Scottish taxpayers (people who live in Scotland) pay Scotland's own income tax rates on earnings, pensions and rental profits, set each year by the Scottish Parliament, while savings and dividends are taxed at the UK rates. ` +
      `For ${SCOT.taxYear} (from ${on(SCOT.from)}), after the UK's ${pounds(IT.personalAllowance)} personal allowance (tapered above ${pounds(IT.allowanceTaperFrom)} as in the rest of the UK), the rates on total income are ${SCOTTISH_BANDS_SAID}. ` +
      `Section 24's credit on mortgage interest is given at the UK basic rate of ${pct(SECTION_24.creditRate)} to Scottish taxpayers too. ` +
      `Scotland's rates follow where the landlord lives, not the property: a landlord living elsewhere in the UK pays the rest of the UK's rates on a Scottish let, and a Scottish taxpayer pays Scotland's on a let anywhere. ` +
      `The property income rates of ${RATES_2027} from ${on(P27.from)} are for England and Northern Ireland; Scotland is to set its own, and had not on the date shown.`,
    source: SCOT.source,
    nation: "scotland",
    asOf: SCOT.from,
    reviewed: SCOT.checked,
  },
  {
    id: "rent-a-room",
    title: "The Rent a Room Scheme: tax on a lodger's rent",
    topics: [
      "rent a room",
      "rent-a-room",
      "rent a room scheme",
      "rent a room relief",
      "lodger",
      "lodgers",
      "lodger's rent",
      "lodger income",
      "income from a lodger",
      "take in a lodger",
      "spare room",
      "let a room",
      "letting a room",
      "room in my home",
      "room in my house",
      "7500",
      "£7,500",
    ],
    body:
      `The Rent a Room Scheme lets you receive up to ${pounds(RAR.limit)} a year tax-free from letting furnished accommodation in your only or main home, such as a room to a lodger or a bed and breakfast you live in; the limit is halved to ${pounds(RAR.sharedLimit)} if someone else, such as a joint owner, also receives income from letting in the same property. ` +
      `Within the limit the exemption is automatic and you need do nothing; the receipts counted are the rent before expenses, with anything charged for meals, cleaning or laundry. ` +
      `Above it you must fill in a tax return and are taxed either on your actual profit (the rent less your expenses, which HMRC uses unless told otherwise) or, under the alternative method, on the receipts over ${pounds(RAR.limit)} (or ${pounds(RAR.sharedLimit)}) with no expenses taken off, the better choice when your expenses are less than the limit. ` +
      `You choose the alternative method by telling HMRC within one year of the 31 January after the tax year ends. ` +
      `The scheme is not for a buy-to-let or any home you do not live in, nor for accommodation let unfurnished, used as an office, let while you live abroad, or a home converted into separate flats.`,
    source: RAR.source,
    asOf: RAR.checked,
    reviewed: RAR.checked,
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
      `At Budget 2025 (${on(P27.announced)}) the government announced separate income tax rates for property income from ${on(P27.from)}: ${pct(P27.rates.basic)} (property basic rate), ${pct(P27.rates.higher)} (property higher rate) and ${pct(P27.rates.additional)} (property additional rate), ${P27.rates.basic - IT.rates.basic} points above the rates on earnings. ` +
      `They apply to individuals' rental profits in England and Northern Ireland, and the Section 24 credit for mortgage interest rises to ${pct(P27.creditRate)} at the same time. ` +
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
      "sold",
      "sale",
      "disposal",
      "selling a house",
      "selling a property",
      "selling a flat",
      "selling a rental",
      "sell a house",
      "sell a property",
      "tax on selling",
      "tax implications of selling",
      "annual exempt amount",
      "60 days",
      "60-day",
      "private residence relief",
      "gain",
      "profit on sale",
    ],
    body:
      `For disposals on or after ${on(CGT.ratesFrom)}, gains on residential property are taxed at ${pct(CGT.basicRate)} for any part that falls within your unused basic-rate band and ${pct(CGT.higherRate)} above it. ` +
      `Individuals have an annual exempt amount of ${pounds(CGT.annualExemptAmount)} of gains a year (unchanged for ${CGT.taxYear}). ` +
      `If you are UK resident and sell a UK residential property with tax to pay, you must report it and pay the tax within ${CGT.reportWithinDays} days of completion using HMRC's capital gains tax on UK property service. ` +
      `Buying and selling costs and capital improvements reduce the gain, and Private Residence Relief normally exempts your own main home. ` +
      `Companies do not pay CGT: their gains are charged to corporation tax instead.`,
    source: { name: "HMRC, Capital Gains Tax rates", url: "https://www.gov.uk/capital-gains-tax/rates" },
    asOf: "2026-11-23",
    reviewed: REVIEWED,
  },
  {
    id: "inheritance-tax-landlords",
    title: "Inheritance tax (IHT) on rental property, gifts and company shares",
    topics: [
      "inheritance tax",
      "iht",
      "inheritance",
      "inherit",
      "inherited",
      "estate planning",
      "my estate",
      "nil rate band",
      "nil-rate band",
      "residence nil rate band",
      "rnrb",
      "when i die",
      "after i die",
      "on death",
      "pass on",
      "leave to",
      "gift",
      "gifting",
      "give my",
      "give away",
      "kids",
      "7 year rule",
      "seven year rule",
      "potentially exempt transfer",
      "taper relief",
      "gift with reservation",
      "business relief",
      "business property relief",
      "bpr",
      "rental portfolio",
    ],
    body:
      `Inheritance tax is charged at ${pct(IHT.rate)} on the part of an estate above the ${pounds(IHT.nilRateBand)} nil-rate band, and a let property counts at its market value less the mortgage on it; the band (with any unused band of a spouse or civil partner who died first) is fixed at ${pounds(IHT.nilRateBand)} until ${on(IHT.fixedUntil)}, a freeze extended by a year at Budget 2025 (${on(IHT.fixedUntilAnnounced)}). ` +
      `The ${pounds(IHT.residenceNilRateBand)} residence nil-rate band, tapered away by £1 for every £2 of estate above ${pounds(IHT.residenceTaperFrom)}, applies only to a home the person lived in, left to children or grandchildren: a buy-to-let that was never their home does not qualify, so a portfolio usually has only the ${pounds(IHT.nilRateBand)} band. ` +
      `Business relief does not normally cover a letting business, because the Inheritance Tax Act 1984 (section 105(3)) excludes a business that mainly holds investments, even when the landlord manages the lets actively. ` +
      `Giving a property to your children is a potentially exempt transfer, free of inheritance tax if you live ${IHT.giftYears} more years (taper relief cuts the tax on a gift made ${IHT.taperAfterYears} to ${IHT.giftYears} years before death), but it stays in your estate if you keep the rent or use of it, it is a disposal at market value for capital gains tax (reported within ${CGT.reportWithinDays} days), and stamp duty can be due if the child takes over a mortgage. ` +
      `Holding the properties in a company does not take them out of an estate: the shares count at their value, get no business relief for the same reason, and moving properties you own into a company is a sale for capital gains tax and stamp duty. ` +
      `This app does not work out inheritance tax: trusts, the spouse exemption, the ${pounds(IHT.annualExemption)} annual gift exemption, lower rates for gifts to charity and the value of your estate are not modelled, so take advice from a solicitor or tax adviser before giving or restructuring.`,
    source: IHT.source,
    asOf: "2026-11-24",
    reviewed: "2026-11-24",
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

];
