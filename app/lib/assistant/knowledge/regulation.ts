/** Knowledge-base entries. Regulation: licensing, tenancies in England, Scotland and Wales, energy, deposits, safety. See ../knowledge-base.ts for the rules entries follow. */
import type { ReviewedKnowledgeEntry } from "../knowledge-base";
import { formatPounds, inWords } from "../../format";
import { TENANT_FEES_ACT as TFA } from "../../tenancy-deposit-rules";
import { REVIEWED } from "./shared";

export const REGULATION: readonly ReviewedKnowledgeEntry[] = [
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
    nation: "england",
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
      "rent increases",
      "notice for a rent increase",
      "rent increase notice",
      "raise the rent",
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
    nation: "england",
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
    // Decision 126: each fact here was read on legislation.gov.uk (the 1988 Act's section 17, the
    // 2025 Act's sections 1 and 19). The possession ground for a tenancy passed on by a will is
    // left out: its wording after the 2025 Act could not be read there.
    id: "tenant-death-england",
    nation: "england",
    title: "When a tenant dies (England): who takes over the tenancy",
    topics: [
      "tenant dies",
      "tenant died",
      "tenant death",
      "death of a tenant",
      "death of the tenant",
      "death of my tenant",
      "tenant passes away",
      "tenant passed away",
      "deceased tenant",
      "succession",
      "succeed to the tenancy",
      "succession rights",
      "inherit the tenancy",
      "inherits the tenancy",
      "guarantor",
    ],
    // Inheritance tax shares "dies" and "inherit", but it is the landlord's own estate's: the
    // tenant's estate is its executors' to settle (decision 136).
    notRelated: ["inheritance-tax-landlords"],
    body:
      `A tenancy does not end when the tenant dies: when the sole tenant of an assured periodic tenancy in England dies, it passes to their spouse or civil partner, or a partner who lived with them as a couple, if that person was living there as their only or principal home (Housing Act 1988, section 17). ` +
      `That succession happens only once, so there is none if the tenant who died had themselves succeeded, including by becoming the sole tenant when a joint tenant died. ` +
      `With no one to succeed, the tenancy passes under the tenant's will or intestacy as part of their estate, and a landlord who wants the home back needs a ground for possession and a court order, as for any tenancy. ` +
      `Since 1 May 2026 every private assured tenancy in England is periodic (Renters' Rights Act 2025, section 1), so section 17 can apply to any of them. ` +
      `From the same date, a guarantor who signs up to guarantee the rent is not liable for rent for the time after a sole tenant's death (section 19 of the 2025 Act). ` +
      `Scotland and Wales have their own rules, and an estate's affairs need a solicitor, so take advice before acting.`,
    source: {
      name: "legislation.gov.uk, Housing Act 1988, section 17",
      url: "https://www.legislation.gov.uk/ukpga/1988/50/section/17",
    },
    asOf: "2026-11-24",
    reviewed: "2026-11-24",
  },
  {
    id: "scotland-private-residential-tenancy",
    nation: "scotland",
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
    nation: "wales",
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
      "eviction",
      "evict",
      "no-fault notice",
      "notice period",
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
      `In England and Wales, a deposit taken for a private tenancy must be protected in a government-approved scheme within ${TFA.protectWithinDays} days of receiving it: the Deposit Protection Service (DPS), mydeposits or the Tenancy Deposit Scheme (TDS). ` +
      `Within the same ${TFA.protectWithinDays} days you must give the tenant the prescribed information about the scheme and how to get the deposit back. ` +
      `In England the Tenant Fees Act 2019 caps deposits at ${inWords(TFA.depositWeeks)} weeks' rent where the annual rent is under ${formatPounds(TFA.higherCapFromAnnualRent)}, or ${inWords(TFA.depositWeeksHighRent)} weeks' rent at ${formatPounds(TFA.higherCapFromAnnualRent)} or more. ` +
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
  {
    id: "awaabs-law",
    title: "Awaab's Law: time limits for fixing damp, mould and other hazards",
    topics: [
      "awaab",
      "awaab's law",
      "awaabs law",
      "awaab’s law",
      "damp",
      "mould",
      "mold",
      "damp and mould",
      "hazard",
      "hazards",
      "repairs",
      "repair time limits",
      "hhsrs",
      "fitness for human habitation",
    ],
    body:
      `Awaab's Law is named after Awaab Ishak, a two-year-old who died in 2020 after prolonged exposure to mould in his family's social housing flat in Rochdale, and it sets legal time limits for landlords to investigate and fix hazards. ` +
      `Its first phase came into force for social landlords in England on 27 October 2025: emergency hazards must be made safe within 24 hours, and significant damp and mould investigated within 10 working days and made safe within 5 working days of the investigation, with further hazards due to be added in 2026 and 2027. ` +
      `The Renters' Rights Act 2025 lets the government apply similar duties to private landlords in England, but on the date shown the start date and time limits for private rentals were still to be set by regulations, so check GOV.UK before relying on them. ` +
      `Private landlords must already keep a home fit for human habitation and free of serious hazards under the Housing Health and Safety Rating System, and councils can fine or prosecute a landlord who does not act.`,
    source: {
      name: "legislation.gov.uk, Social Housing (Regulation) Act 2023, section 42 (Awaab's Law)",
      url: "https://www.legislation.gov.uk/ukpga/2023/36",
    },
    asOf: "2025-10-27",
    reviewed: REVIEWED,
  },
];
