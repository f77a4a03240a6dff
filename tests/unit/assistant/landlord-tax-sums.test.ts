/** Section 24 and capital gains sums with their own figures (decision 111), checked by hand. */
import { describe, expect, it } from "vitest";
import { answerGeneralQuestion } from "~/lib/assistant/general-answer";
import { answerLandlordTaxSum, statedTaxRate } from "~/lib/assistant/landlord-tax-sums";
import { answerDealQuestion } from "~/lib/assistant/deal-answer";
import { getKnowledgeEntry } from "~/lib/assistant/knowledge-base";
import { answerMoneyQuestion } from "~/lib/assistant/money-question";
import { DISCLAIMER } from "~/lib/assistant/answer-common";
import { CGT_RESIDENTIAL, SECTION_24 } from "~/lib/income-tax-rates";
import { deal } from "./fixtures";

const ask = (q: string) => answerGeneralQuestion(q).answer;

describe("Section 24 on stated rent and interest", () => {
  it("works a 40% taxpayer's tax: rent × 40% less 20% of the interest", () => {
    const a = answerGeneralQuestion("I'm a 40% taxpayer with £20k rent and £9k mortgage interest, how much tax?");
    // £20,000 × 40% = £8,000; £9,000 × 20% = £1,800; £8,000 − £1,800 = £6,200.
    expect(a.answer).toContain("Income tax on this rent for 2026-27 (from 6 April 2026)");
    expect(a.answer).toContain("• Tax on that profit at your higher rate, 40%: £20,000 × 40% = £8,000");
    expect(a.answer).toContain("• Less the 20% basic-rate credit on the mortgage interest: £9,000 × 20% = £1,800");
    expect(a.answer).toContain("• Tax to pay on the rent: £8,000 − £1,800 = £6,200");
    // Before Section 24: (£20,000 − £9,000) × 40% = £4,400; £6,200 − £4,400 = £1,800.
    expect(a.answer).toContain("(£20,000 − £9,000) × 40% = £4,400, so the restriction costs £1,800 a year.");
    // No expenses given: said plainly.
    expect(a.answer).toContain("This is before other costs");
    expect(a.answer).toContain("None were given, so none are taken off.");
    // 2027-28: £20,000 × 42% = £8,400; £9,000 × 22% = £1,980; £8,400 − £1,980 = £6,420.
    expect(a.answer).toContain("The sum uses the 2026-27 rates. From 6 April 2027 (2027-28) property income has its own rates");
    expect(a.answer).toContain("£20,000 × 42% = £8,400, less £9,000 × 22% = £1,980, so £6,420.");
    expect(a.answer).toContain("Not worked out here:");
    expect(a.known).toBe(true);
    expect(a.sources.map((s) => s.url)).toContain("https://www.gov.uk/guidance/changes-to-tax-relief-for-residential-landlords-how-its-worked-out-including-case-studies");
  });

  it("works the basic and additional rates, named or as percentages", () => {
    // £12,000 × 20% = £2,400; £5,000 × 20% = £1,000; £1,400.
    const basic = ask("basic rate taxpayer, £12,000 rent, £5,000 mortgage interest, what tax do I pay");
    expect(basic).toContain("• Tax on that profit at your basic rate, 20%: £12,000 × 20% = £2,400");
    expect(basic).toContain("• Tax to pay on the rent: £2,400 − £1,000 = £1,400");
    expect(basic).not.toContain("Before Section 24");
    // £20,000 × 45% = £9,000; less £1,800 = £7,200.
    const top = ask("I pay tax at 45%, rent of £20,000 a year and interest of £9,000, how much tax?");
    expect(top).toContain("• Tax on that profit at your additional rate, 45%: £20,000 × 45% = £9,000");
    expect(top).toContain("• Tax to pay on the rent: £9,000 − £1,800 = £7,200");
  });

  it("shows every band when no rate is given", () => {
    const a = ask("how much tax on £20k rental income with £9k interest");
    // 20%: £4,000 − £1,800 = £2,200; 40%: £8,000 − £1,800 = £6,200; 45%: £9,000 − £1,800 = £7,200.
    expect(a).toContain("• Basic-rate taxpayer: £20,000 × 20% = £4,000, less £1,800 = £2,200");
    expect(a).toContain("• Higher-rate taxpayer: £20,000 × 40% = £8,000, less £1,800 = £6,200");
    expect(a).toContain("• Additional-rate taxpayer: £20,000 × 45% = £9,000, less £1,800 = £7,200");
    expect(a).toContain("Which applies depends on your other income");
  });

  it("takes monthly figures and stated expenses", () => {
    const a = ask("I'm a higher rate taxpayer, rent £1,500 pcm, mortgage interest £600 a month, letting agent fees £1,800 a year. How much tax?");
    // £1,500 × 12 = £18,000 − £1,800 = £16,200; × 40% = £6,480; £600 × 12 = £7,200 × 20% = £1,440; £5,040.
    expect(a).toContain("• Rental profit before finance costs: £18,000 rent − £1,800 expenses = £16,200");
    expect(a).toContain("£16,200 × 40% = £6,480");
    expect(a).toContain("(£600 a month × 12): £7,200 × 20% = £1,440");
    expect(a).toContain("• Tax to pay on the rent: £6,480 − £1,440 = £5,040");
    expect(a).toContain("Only the expenses you gave are taken off");
  });

  it("reads a mortgage with its rate as the loan, and works its interest", () => {
    const a = ask("I'm a 40% taxpayer with £20k rent and a £150k mortgage at 5% interest, how much tax?");
    // £150,000 × 5% = £7,500 interest; × 20% = £1,500; £8,000 − £1,500 = £6,500.
    expect(a).toContain("(£150,000 loan × 5%): £7,500 × 20% = £1,500");
    expect(a).toContain("• Tax to pay on the rent: £8,000 − £1,500 = £6,500");
  });

  it("reads a rate with a decimal point as the loan's whole rate", () => {
    // £150,000 × 5.5% = £8,250; × 20% = £1,650; £8,000 − £1,650 = £6,350 (the "." once ended the clause: "at 5").
    const a = ask("I'm a 40% taxpayer with £20k rent and a £150k mortgage at 5.5% interest, how much tax?");
    expect(a).toContain("(£150,000 loan × 5.5%): £8,250 × 20% = £1,650");
    expect(a).toContain("• Tax to pay on the rent: £8,000 − £1,650 = £6,350");
  });

  it("names each source with its date in the answer", () => {
    const a = ask("I'm a higher rate taxpayer. My rent is £12,000 a year and mortgage interest is £10,000. How much tax will I pay?");
    expect(a).toContain("Source: HMRC, Changes to tax relief for residential landlords (as of 23 November 2026).\nSource: GOV.UK, Renting out a property: paying tax (as of 23 November 2026).");
    expect(ask("sold for £300k, bought for £200k, higher rate taxpayer, how much CGT?")).toContain("Source: HMRC, Capital Gains Tax");
  });

  it("limits the credit to the profit and carries the rest forward", () => {
    const a = ask("additional rate taxpayer £30k rent £40k interest tax?");
    // £30,000 × 45% = £13,500; credit on £30,000 only: £6,000; £7,500; £10,000 carried forward.
    expect(a).toContain("£30,000 × 20% = £6,000 (of the £40,000 interest, only as much as the profit counts)");
    expect(a).toContain("• Tax to pay on the rent: £13,500 − £6,000 = £7,500");
    expect(a).toContain("the other £10,000 of interest is carried forward");
  });

  it("reads the stated rate", () => {
    // How it was said, too: in Scotland a band's name is Scotland's band (decision 254).
    expect(statedTaxRate("I'm a 40% taxpayer")).toEqual({ rate: 40, band: "higher", said: "percent" });
    expect(statedTaxRate("as a higher-rate taxpayer")).toEqual({ rate: 40, band: "higher", said: "band" });
    expect(statedTaxRate("top rate")).toEqual({ rate: 45, band: "additional", said: "band" });
    expect(statedTaxRate("in the 20% bracket")).toEqual({ rate: 20, band: "basic", said: "percent" });
    expect(statedTaxRate("£20k rent")).toBeUndefined();
  });
});

describe("Section 24 on the interest alone (decision 239)", () => {
  it("works the effect of a mortgage said with its rate, not the mortgage's payments", () => {
    const a = answerGeneralQuestion("What is section 24 and how does it affect me as a higher rate taxpayer with a £200k mortgage at 5%?");
    // £200,000 × 5% = £10,000 of interest; the 20% credit is £2,000; a 40% deduction would save £4,000; £2,000 more tax.
    expect(a.answer).toContain("Section 24 on £10,000 a year of mortgage interest (£200,000 loan × 5%), at the 2026-27 rates (from 6 April 2026):");
    expect(a.answer).toContain("a tax credit at the 20% basic rate, in full since 6 April 2020: £10,000 × 20% = £2,000 a year");
    expect(a.answer).toContain("• Deducted in full, as before Section 24, the interest would save tax at your higher rate, 40%: £10,000 × 40% = £4,000 a year");
    expect(a.answer).toContain("• So Section 24 costs you £10,000 × (40% − 20%) = £2,000 a year more tax");
    // 2027-28: 42% against a 22% credit, the same 20 points.
    expect(a.answer).toContain("From 6 April 2027 (2027-28) property income in England and Northern Ireland has its own rates, 22%, 42% and 47%, and the credit rises to 22%: £10,000 × (42% − 22%) = £2,000 a year, the same.");
    expect(a.answer).toContain("This assumes a rental profit before interest of at least £10,000, all of it taxed at 40%");
    expect(a.answer).toContain("on a repayment mortgage the interest falls as the loan is repaid");
    expect(a.answer).toContain("Source: HMRC, Changes to tax relief for residential landlords (as of 23 November 2026).");
    expect(a.answer).not.toContain("Interest-only:");
    expect(a.answer.endsWith(DISCLAIMER)).toBe(true);
    expect(a.sources.map((s) => s.url)).toEqual([SECTION_24.source.url]);
  });

  it("works the interest said, at the band said", () => {
    const a = ask("how does section 24 affect a higher rate taxpayer paying £10,000 mortgage interest");
    expect(a).toContain("Section 24 on £10,000 a year of mortgage interest, at the 2026-27 rates");
    expect(a).toContain("• So Section 24 costs you £10,000 × (40% − 20%) = £2,000 a year more tax");
    expect(a).not.toContain("repayment mortgage");
    // A rate with a decimal point is the loan's rate: £300,000 × 4.5% = £13,500; × (45% − 20%) = £3,375.
    const top = ask("I'm a 45% taxpayer, what does section 24 cost me on a £300k loan at 4.5%");
    expect(top).toContain("Section 24 on £13,500 a year of mortgage interest (£300,000 loan × 4.5%)");
    expect(top).toContain("• So Section 24 costs you £13,500 × (45% − 20%) = £3,375 a year more tax");
    expect(top).toContain("any part of the profit under £125,140 of total income is taxed at 40% or less");
  });

  it("shows every band when none is said, and says a basic-rate taxpayer's credit matches the relief", () => {
    const a = ask("how does section 24 affect me with £800 a month mortgage interest");
    // £800 × 12 = £9,600: 0%, 20% and 25% of it.
    expect(a).toContain("Section 24 on £9,600 a year of mortgage interest (£800 a month × 12)");
    expect(a).toContain("• Basic-rate taxpayer: £9,600 × (20% − 20%) = £0 a year more tax");
    expect(a).toContain("• Higher-rate taxpayer: £9,600 × (40% − 20%) = £1,920 a year more tax");
    expect(a).toContain("• Additional-rate taxpayer: £9,600 × (45% − 20%) = £2,400 a year more tax");
    expect(a).toContain("the restriction then costs 0%, 20% and 25% of the interest by band, £0, £1,920 and £2,400 a year, as now.");
    const basic = ask("basic rate taxpayer, how much tax relief do I get on £6k mortgage interest");
    expect(basic).toContain("• The credit matches the relief, so Section 24 costs you nothing more");
    // Scotland and Wales set their own 2027-28 rates: no 2027 sum.
    expect(ask("section 24 on £9k mortgage interest, higher rate taxpayer in Scotland")).not.toContain("From 6 April 2027");
  });

  it("leaves savings interest and mortgage payments alone", () => {
    expect(answerLandlordTaxSum("how much tax do I pay on £10,000 interest from savings")).toBeNull();
    expect(answerLandlordTaxSum("monthly payments on a £200k mortgage at 5% as a higher rate taxpayer")).toBeNull();
  });
});

describe("the tax on rent on top of a salary (decision 117)", () => {
  it("works the top slice band by band, at the 2026-27 and the 2027-28 property rates", () => {
    const a = answerGeneralQuestion("I earn £45k salary and £12k rental profit, how much tax will I pay on the rent?");
    // £45,000 + £12,000 = £57,000; full allowance; the profit runs from £45,000 to £57,000:
    // £50,270 − £45,000 = £5,270 × 20% = £1,054; £57,000 − £50,270 = £6,730 × 40% = £2,692; £3,746.
    expect(a.answer).toContain("Income tax on £12,000 of rental profit on top of other income of £45,000, at the 2026-27 rates for England, Wales and Northern Ireland (from 6 April 2026):");
    expect(a.answer).toContain("• Rental profit: £12,000 a year, as you gave it");
    expect(a.answer).toContain("• Total income: £45,000 + £12,000 = £57,000");
    expect(a.answer).toContain("• Personal allowance: £12,570, set against your other income first");
    expect(a.answer).toContain("• The rental profit is taxed as the top slice of your income, from £45,000 to £57,000:");
    expect(a.answer).toContain("• £5,270 at 20% (basic rate, on total income up to £50,270) = £1,054");
    expect(a.answer).toContain("• £6,730 at 40% (higher rate, from £50,270 to £125,140) = £2,692");
    expect(a.answer).toContain("• Tax the rent adds: £1,054 + £2,692 = £3,746");
    // 2027-28: £5,270 × 22% = £1,159.40; £6,730 × 42% = £2,826.60; £3,986, £240 more.
    expect(a.answer).toContain("From 6 April 2027 (2027-28) property income in England and Northern Ireland has its own rates, 22%, 42% and 47%, and is taxed after earnings");
    expect(a.answer).toContain("fixed at the same figures (until 5 April 2031)");
    expect(a.answer).toContain("• £5,270 at 22% (basic rate, on total income up to £50,270) = £1,159.40");
    expect(a.answer).toContain("• £6,730 at 42% (higher rate, from £50,270 to £125,140) = £2,826.60");
    expect(a.answer).toContain("• Tax the rent adds: £1,159.40 + £2,826.60 = £3,986");
    expect(a.answer).toContain("That is £240 a year more than in 2026-27.");
    expect(a.answer).toContain("Not worked out here: pension contributions and Gift Aid");
    expect(a.answer).toContain('Scotland\'s own rates and bands, which a Scottish taxpayer pays (say "in Scotland" to work them)');
    expect(a.sources.map((s) => s.url)).toEqual(["https://www.gov.uk/renting-out-a-property/paying-tax"]);
  });

  it("tapers the allowance above £100,000 and gives Section 24's credit on the interest", () => {
    const a = ask("My salary is £95,000 and I have £15,000 rental profit with £6,000 mortgage interest, how much tax?");
    // £110,000 total: allowance £12,570 − £10,000 ÷ 2 = £7,570, £5,000 less than on £95,000 alone.
    // That £5,000 of salary is taxed at 40% = £2,000; the profit (£95,000 to £110,000) at 40% = £6,000.
    // Check: on £95,000 alone (£82,430 taxable) £7,540 + £44,730 × 40% = £25,432; on £110,000
    // (£102,430 taxable) £7,540 + £64,730 × 40% = £33,432; £8,000 more. Credit £6,000 × 20% = £1,200.
    expect(a).toContain("• Above £100,000 the personal allowance falls by £1 for every £2: £12,570 − (£110,000 − £100,000) ÷ 2 = £7,570");
    expect(a).toContain("so the rent takes £5,000 of it away and that much more of your other income is taxed:");
    expect(a).toContain("• £5,000 at 40% (higher rate, from £45,270 to £125,140) = £2,000");
    expect(a).toContain("• £15,000 at 40% (higher rate, from £45,270 to £125,140) = £6,000");
    expect(a).toContain("• Tax the rent adds: £2,000 + £6,000 = £8,000");
    expect(a).toContain("• Less the 20% basic-rate credit on the mortgage interest: £6,000 × 20% = £1,200");
    expect(a).toContain("• Tax to pay on the rent: £8,000 − £1,200 = £6,800");
    expect(a).toContain("taken as before mortgage interest, which is how Section 24 taxes it");
    // 2027-28: £2,000 + £15,000 × 42% = £6,300 → £8,300; credit £6,000 × 22% = £1,320; £6,980, £180 more.
    expect(a).toContain("• Tax to pay on the rent: £8,300 − £1,320 = £6,980");
    expect(a).toContain("That is £180 a year more than in 2026-27.");
  });

  it("lets the allowance the salary leaves cover part of the rent, and reaches the additional rate", () => {
    const low = ask("I earn £8,000 a year and my rental income is £20,000 after expenses, what tax do I pay");
    // £12,570 − £8,000 = £4,570 tax-free; £20,000 − £4,570 = £15,430 × 20% = £3,086.
    expect(low).toContain("• Your other income leaves £4,570 of the allowance unused, which covers that much of the rental profit tax-free");
    expect(low).toContain("• The rest of the rental profit, £15,430, is taxed as the top slice of your income, from £12,570 to £28,000:");
    expect(low).toContain("• Tax the rent adds: £3,086");
    const high = ask("salary £120k and £30k rental profit, how much tax on the rent?");
    // Allowance on £120,000: £12,570 − £10,000 = £2,570, all lost on £150,000: £2,570 × 40% = £1,028.
    // Profit from £120,000: £5,140 to £125,140 × 40% = £2,056; £24,860 × 45% = £11,187. £14,271.
    // Check: £150,000 taxable: £7,540 + £87,440 × 40% + £24,860 × 45% = £53,703; £117,430: £39,432.
    expect(high).toContain("• £2,570 at 40% (higher rate, from £37,700 to £125,140) = £1,028");
    expect(high).toContain("• £5,140 at 40% (higher rate, from £37,700 to £125,140) = £2,056");
    expect(high).toContain("• £24,860 at 45% (additional rate, above £125,140) = £11,187");
    expect(high).toContain("• Tax the rent adds: £1,028 + £2,056 + £11,187 = £14,271");
  });

  it("takes a monthly rent and stated expenses, and leaves 2027-28 to Wales", () => {
    const a = ask("salary £45k, rent £1,000 a month, letting agent fees £1,200 a year, how much income tax in Wales");
    // £1,000 × 12 = £12,000 − £1,200 = £10,800; £5,270 × 20% = £1,054; £5,530 × 40% = £2,212; £3,266.
    expect(a).toContain("• Rental profit before finance costs: £12,000 rent − £1,200 expenses = £10,800");
    expect(a).toContain("• Tax the rent adds: £1,054 + £2,212 = £3,266");
    expect(a).toContain("Wales is to set its own rates on property income");
    expect(a).not.toContain("22%");
  });

  it("works a stated rate on a rental profit with no interest", () => {
    const a = ask("what tax on £15k rental profit if I'm a basic rate taxpayer");
    // £15,000 × 20% = £3,000; 2027-28: £15,000 × 22% = £3,300.
    expect(a).toContain("Income tax on this rent for 2026-27 (from 6 April 2026):");
    expect(a).toContain("• Tax on that profit at your basic rate, 20%: £15,000 × 20% = £3,000");
    expect(a).toContain("the same figures would be £15,000 × 22% = £3,300.");
    expect(a).toContain('Say your salary or other income (for example "I earn £45,000") to work the bands.');
    expect(a).not.toContain("credit");
    expect(a).not.toContain("This is before other costs");
  });
});

describe("capital gains tax on a stated sale", () => {
  it("reads the sale and purchase from verbs that come before their amounts, however short", () => {
    // "sold" stands right after 180k but names the 260k: £260,000 − £180,000 = £80,000;
    // − £3,000 = £77,000; × 24% = £18,480 for a higher-rate taxpayer. Both got the general article.
    for (const q of ["cgt on btl sale, bought 180k sold 260k", "CGT on selling a btl i bought for 180k and sold for 260k, im a higher rate payer"]) {
      expect(answerGeneralQuestion(q).answer, q).toContain("• Gain: £260,000 sale price − £180,000 purchase price = £80,000");
    }
    expect(answerGeneralQuestion("CGT on selling a btl i bought for 180k and sold for 260k, im a higher rate payer").answer).toContain("£77,000 × 24% = £18,480");
  });

  it("works a higher-rate taxpayer's tax: (gain − £3,000) × 24%", () => {
    const a = answerGeneralQuestion("I sold my buy to let for £300k, bought for £200k, higher rate taxpayer, how much CGT?");
    // £300,000 − £200,000 = £100,000; − £3,000 = £97,000; × 24% = £23,280.
    expect(a.answer).toContain("disposals on or after 6 April 2024 (tax year 2026-27)");
    expect(a.answer).toContain("• Gain: £300,000 sale price − £200,000 purchase price = £100,000");
    expect(a.answer).toContain("• Less the annual exempt amount (£3,000 a year since 2024-25): £100,000 − £3,000 = £97,000 taxable");
    expect(a.answer).toContain("• At 24%, as a higher-rate taxpayer: £97,000 × 24% = £23,280");
    expect(a.answer).toContain("This is before your buying and selling costs");
    expect(a.answer).toContain("within 60 days of completion");
    expect(a.sources.map((s) => s.url)).toEqual(["https://www.gov.uk/capital-gains-tax/rates"]);
  });

  it("shows both rates when the income is not given", () => {
    const a = ask("sold for £300k, bought for £200k, how much capital gains tax");
    // All at 24%: £23,280. All £37,700 of the band at 18% = £6,786; £59,300 × 24% = £14,232; £21,018.
    expect(a).toContain("It depends on your income: 18% on the part of the gain within your unused basic-rate band, 24% above it.");
    expect(a).toContain("£97,000 × 24% = £23,280");
    expect(a).toContain("£37,700 × 18% = £6,786, plus £59,300 × 24% = £14,232: £21,018");
    // A basic-rate taxpayer without an income figure gets the same two, said as a range.
    expect(ask("sold for £300k, bought for £200k, basic rate taxpayer, how much CGT")).toContain("As a basic-rate taxpayer your tax is between the two");
  });

  it("splits the gain at the unused basic-rate band when the income is given", () => {
    const a = ask("bought a flat in 2015 for £200k and sold it for £300k, my salary is £30,000, what CGT do I owe");
    // £50,270 − £30,000 = £20,270 × 18% = £3,648.60; £97,000 − £20,270 = £76,730 × 24% = £18,415.20; £22,063.80.
    expect(a).toContain("• Your unused basic-rate band: £50,270 − your income of £30,000 = £20,270");
    expect(a).toContain("£20,270 × 18% = £3,648.60, plus £76,730 × 24% = £18,415.20: £22,063.80");
  });

  it("reads a value now as the sale price, where a sale or CGT is asked (decision 241)", () => {
    // £210,000 − £150,000 = £60,000; − £3,000 = £57,000; × 24% = £13,680.
    const a = ask("CGT on selling a flat I bought for £150k now worth £210k, I'm higher rate");
    expect(a).toContain("• Gain: £210,000 value now (the sale price, if it sells for that) − £150,000 purchase price = £60,000");
    expect(a).toContain("• At 24%, as a higher-rate taxpayer: £57,000 × 24% = £13,680");
    // A sale price said wins over a value.
    expect(ask("bought for £200k, valued at £250k, sold for £260k, cgt higher rate")).toContain("• Gain: £260,000 sale price − £200,000 purchase price = £60,000");
    // £20,270 × 18% = £3,648.60; £36,730 × 24% = £8,815.20.
    expect(ask("i bought my btl for 120k and its worth 180k now, what tax if i sell? basic rate, salary £30k")).toContain("£20,270 × 18% = £3,648.60, plus £36,730 × 24% = £8,815.20: £12,463.80");
    // With no sale nor CGT asked, a value is no sale.
    expect(answerLandlordTaxSum("I bought for £150k, it's now worth £210k, what about inheritance tax?")).toBeNull();
  });

  it("takes a sale said in its amount's clause before a value said of something else (decision 241, corrected)", () => {
    // The flat's sale, not the portfolio's worth: £300,000 − £200,000 = £100,000 (not £2,000,000 − £200,000).
    // £100,000 − £3,000 = £97,000; all at 24%: £23,280; all of the £37,700 band unused: £6,786 + £59,300 × 24% = £14,232: £21,018.
    const a = ask("my portfolio is worth £2m. I sold a flat for £300k that I bought for £200k, what CGT do I owe");
    expect(a).toContain("• Gain: £300,000 sale price − £200,000 purchase price = £100,000");
    expect(a).toContain("£97,000 × 24% = £23,280");
    expect(a).not.toContain("£1,800,000");
    // The same with the worth said after the sale, and a value said of the same flat stays a value.
    expect(ask("I sold a flat for £300k that I bought for £200k and my portfolio is worth £2m, CGT higher rate")).toContain("• Gain: £300,000 sale price − £200,000 purchase price = £100,000");
    // A sale said of the value's own amount keeps the value's words: £210,000 − £150,000 = £60,000.
    expect(ask("what CGT if I sell my flat worth £210k, bought for £150k, higher rate")).toContain("• Gain: £210,000 value now (the sale price, if it sells for that) − £150,000 purchase price = £60,000");
  });

  it("takes stated costs off the gain, and says when there is no tax", () => {
    // £300,000 − £200,000 − £10,000 = £90,000; − £3,000 = £87,000 × 24% = £20,880.
    const costs = ask("higher rate taxpayer, sold for £300k, bought for £200k, £10k of costs, how much cgt");
    expect(costs).toContain("= £90,000");
    expect(costs).toContain("£87,000 × 24% = £20,880");
    expect(costs).toContain("Only the costs you gave are taken off");
    // £150,000 − £148,000 = £2,000, within the £3,000.
    expect(ask("sold for £150k bought for £148k cgt?")).toContain("The gain is within the £3,000 annual exempt amount, so there is no tax to pay");
    expect(ask("sold for £150k bought for £180k cgt?")).toContain("= a loss of £30,000");
  });
});

describe("questions that are not these sums keep their answers", () => {
  it("leaves questions without both figures to the knowledge base and the other sums", () => {
    expect(answerLandlordTaxSum("what is section 24")).toBeNull();
    expect(answerLandlordTaxSum("how does capital gains tax work when I sell a flat?")).toBeNull();
    expect(answerLandlordTaxSum("what's the maximum loan if rent is £900 a month?")).toBeNull();
    expect(answerLandlordTaxSum("stamp duty on £250,000")).toBeNull();
    expect(ask("what is section 24")).toContain("Section 24: the restriction on mortgage interest relief for landlords");
    expect(ask("how does capital gains tax work when I sell a flat?")).toContain("Capital gains tax when you sell a rental property");
    expect(ask("how much tax do I pay on rental income?")).toContain("Income tax on rental income: the basics");
    expect(ask("what's the maximum loan if rent is £900 a month?")).toBe(answerMoneyQuestion("what's the maximum loan if rent is £900 a month?")!.answer);
    expect(ask("stamp duty on £250,000")).toContain("£15,000 if it's an additional property");
  });
});

describe("a lender's question that names the band is not a tax sum (decision 240)", () => {
  it("works the largest loan, and picks the band's cover", () => {
    const q = "how much can i borrow if rent is 1.2k pcm and im a higher rate taxpayer";
    expect(answerLandlordTaxSum(q)).toBeNull();
    const a = ask(q);
    // £14,400 ÷ (145% × 7.5%) = £132,413.79, down to the pound.
    expect(a).toContain("On a rent of £14,400 a year (£1,200 a month × 12), the lender's stress test allows a loan of about:");
    expect(a).toContain("As a higher-rate taxpayer, yours is the 145% line: about £132,413.");
    expect(a).not.toContain("Income tax on this rent");
    // £12,000 ÷ (125% × 7.5%) = £128,000.
    expect(ask("max loan on £1,000 rent as a basic rate taxpayer")).toContain("As a basic-rate taxpayer, yours is the 125% line: about £128,000.");
    expect(answerLandlordTaxSum("what's the ICR at 5.5% for a basic rate taxpayer on £900 rent")).toBeNull();
    // Tax asked beside a loan stays a tax sum.
    expect(ask("I'm a 40% taxpayer with £20k rent and a £150k loan at 5% interest, how much tax?")).toContain("• Tax to pay on the rent: £8,000 − £1,500 = £6,500");
  });
});

describe("the rates are typed once (decision 111)", () => {
  it("the knowledge base and a deal's risks are written from the dated tables", () => {
    const body = (id: string) => getKnowledgeEntry(id)!.body;
    expect(body("section-24")).toContain(`a tax credit worth ${SECTION_24.creditRate}% (the basic rate)`);
    expect(body("section-24")).toContain("From 6 April 2027, when property income gets its own rates of 22%, 42% and 47%, the credit will be given at the property basic rate of 22%.");
    expect(body("landlord-income-tax")).toContain("for 2026-27 in England, Wales and Northern Ireland, after the £12,570 personal allowance, that is 20% up to £50,270, 40% up to £125,140 and 45% above");
    expect(body("cgt-residential-property")).toContain(`For disposals on or after 6 April 2024, gains on residential property are taxed at ${CGT_RESIDENTIAL.basicRate}% for any part`);
    expect(body("cgt-residential-property")).toContain("an annual exempt amount of £3,000 of gains a year (unchanged for 2026-27)");
    expect(body("deposit-protection")).toContain("caps deposits at five weeks' rent where the annual rent is under £50,000, or six weeks' rent at £50,000 or more");
    const risks = answerDealQuestion("what are the risks?", deal()).answer;
    expect(risks).toContain("a credit of only 20% for mortgage interest (Section 24, in full since 6 April 2020), 22% from 6 April 2027.");
  });
});

describe("Scotland's rates and bands (decision 254)", () => {
  const SCOTTISH_SOURCE = "Source: Scottish Parliament, Scottish Rate Resolution 2026-27 (motion S6M-20844) (as of 6 April 2026).";

  it("works a band named in Scotland at Scotland's rate for it, with Scotland's band limits", () => {
    const a = answerGeneralQuestion("how much tax on £12k rent in scotland as a higher rate taxpayer");
    // Scotland's higher rate is 42%: £12,000 × 42% = £5,040 (it was given only as "£12,000 × your Scottish rate").
    expect(a.answer).toContain("Income tax on this rent for 2026-27 (from 6 April 2026), at Scotland's rates for a Scottish taxpayer:");
    expect(a.answer).toContain("• Tax on that profit at your Scottish higher rate, 42%: £12,000 × 42% = £5,040");
    // The higher rate runs from £43,662 to £75,000 of total income, after 21% and before 45%.
    expect(a.answer).toContain("It assumes all of the profit is taxed at 42%: any part of it under £43,662 of total income is taxed at 21% or less, and any part over £75,000 at 45% or more.");
    expect(a.answer).toContain("Scotland's rates are a Scottish taxpayer's (someone who lives in Scotland), wherever the property is");
    expect(a.answer).not.toContain("your Scottish rate");
    expect(a.answer).not.toContain("× 40%");
    expect(a.answer).not.toContain("From 6 April 2027 (2027-28) property income");
    expect(a.answer).toContain("Scotland is to set its own rates on property income from 6 April 2027");
    expect(a.answer).toContain(SCOTTISH_SOURCE);
    expect(a.answer).toContain("Source: GOV.UK, Renting out a property: paying tax (as of ");
    expect(a.answer.endsWith(DISCLAIMER)).toBe(true);
    expect(a.sources.map((s) => s.url)).toContain("https://www.parliament.scot/chamber-and-committees/votes-and-motions/S6M-20844");
    // With the interest: £20,000 × 42% = £8,400; the credit stays 20%: £9,000 × 20% = £1,800; £8,400 − £1,800 = £6,600.
    const s24 = ask("I'm a higher rate taxpayer in Scotland with £20k rent and £9k mortgage interest, how much tax?");
    expect(s24).toContain("• Tax on that profit at your Scottish higher rate, 42%: £20,000 × 42% = £8,400");
    expect(s24).toContain("• Less the 20% basic-rate credit on the mortgage interest: £9,000 × 20% = £1,800");
    expect(s24).toContain("• Tax to pay on the rent: £8,400 − £1,800 = £6,600");
    // Before Section 24: (£20,000 − £9,000) × 42% = £4,620; £6,600 − £4,620 = £1,980.
    expect(s24).toContain("(£20,000 − £9,000) × 42% = £4,620, so the restriction costs £1,980 a year.");
    // Scotland has no additional rate: its top rate, 48%, is above £125,140. £12,000 × 48% = £5,760.
    const top = ask("how much tax on £12k rent in scotland as an additional rate taxpayer");
    expect(top).toContain("• Tax on that profit at your Scottish top rate, 48%: £12,000 × 48% = £5,760");
    expect(top).toContain("any part of it under £125,140 of total income is taxed at 45% or less.");
  });

  it("reads a percentage said in Scotland as Scotland's band of that rate, and any other as said", () => {
    // 42% is Scotland's higher rate: £12,000 × 42% = £5,040.
    expect(ask("how much tax on £12k rent in scotland, I pay tax at 42%")).toContain("• Tax on that profit at your Scottish higher rate, 42%: £12,000 × 42% = £5,040");
    // 40% is no Scottish rate: worked as said, without the rest of the UK's £50,270. £12,000 × 40% = £4,800.
    const said = ask("how much tax on £12k rent in edinburgh as a 40% taxpayer");
    expect(said).toContain("• Tax on that profit at your 40% (the rate you gave): £12,000 × 40% = £4,800");
    expect(said).not.toContain("£50,270");
  });

  it("works each Scottish band a rent with no band can sit in whole, and the rent alone band by band", () => {
    const a = ask("how much tax on £30k rent in scotland");
    // The starter (£3,967), basic (£12,989) and intermediate (£14,136) bands are narrower than £30,000.
    expect(a).not.toContain("Starter-rate taxpayer");
    expect(a).not.toContain("Intermediate-rate taxpayer");
    expect(a).toContain("• Higher-rate taxpayer: £30,000 × 42% = £12,600\n• Advanced-rate taxpayer: £30,000 × 45% = £13,500\n• Top-rate taxpayer: £30,000 × 48% = £14,400");
    expect(a).toContain("No line is given for the starter, basic and intermediate rates: each band is narrower than £30,000.");
    // £30,000 − £12,570 = £17,430: £3,967 × 19% + £12,989 × 20% + £474 × 21% = £753.73 + £2,597.80 + £99.54.
    expect(a).toContain("• With no other income: the first £12,570 is within the personal allowance, then £3,967 × 19% + £12,989 × 20% + £474 × 21% = £3,451.07");
    expect(a).toContain("Which applies depends on your other income: 19% up to £16,537 of total income, 20% to £29,526, 21% to £43,662, 42% to £75,000, 45% to £125,140 and 48% above.");
    expect(a).toContain(SCOTTISH_SOURCE);
    // £12,000 fits every band but the starter: £2,400, £2,520, £5,040, £5,400, £5,760; alone, within the allowance.
    const small = ask("how much tax on £12k rent in scotland");
    expect(small).toContain("• Basic-rate taxpayer: £12,000 × 20% = £2,400\n• Intermediate-rate taxpayer: £12,000 × 21% = £2,520\n• Higher-rate taxpayer: £12,000 × 42% = £5,040");
    expect(small).toContain("• With no other income: £0, as the £12,570 personal allowance covers all £12,000");
  });

  it("works Section 24 on the interest alone at Scotland's rates, the credit at 20%", () => {
    const band = ask("how does section 24 affect a higher rate taxpayer in scotland paying £10,000 mortgage interest");
    // £10,000 × 42% = £4,200 deducted in full; the credit £2,000; £10,000 × (42% − 20%) = £2,200.
    expect(band).toContain("• Deducted in full, as before Section 24, the interest would save tax at your Scottish higher rate, 42%: £10,000 × 42% = £4,200 a year");
    expect(band).toContain("• So Section 24 costs you £10,000 × (42% − 20%) = £2,200 a year more tax");
    expect(band).toContain("any part of the profit under £43,662 of total income is taxed at 21% or less, where the restriction costs less.");
    expect(band).not.toContain("(40% − 20%)");
    expect(band).not.toContain("£50,270");
    expect(band).not.toContain("From 6 April 2027 (2027-28)");
    expect(band).toContain(SCOTTISH_SOURCE);
    // £9,000 × (42% − 20%) = £1,980.
    expect(ask("section 24 on £9k mortgage interest, 42% taxpayer in Scotland")).toContain("• So Section 24 costs you £9,000 × (42% − 20%) = £1,980 a year more tax");
    // No band: each of Scotland's six; the 20% credit is more than a starter-rate taxpayer's 19%.
    const each = ask("how does section 24 affect me in scotland with £10,000 mortgage interest");
    expect(each).toContain("• Starter-rate taxpayer: nothing more, as the 20% credit is more than the 19% the deduction would save");
    expect(each).toContain("• Basic-rate taxpayer: £10,000 × (20% − 20%) = £0 a year more tax");
    expect(each).toContain("• Intermediate-rate taxpayer: £10,000 × (21% − 20%) = £100 a year more tax");
    expect(each).toContain("• Higher-rate taxpayer: £10,000 × (42% − 20%) = £2,200 a year more tax");
    expect(each).toContain("• Advanced-rate taxpayer: £10,000 × (45% − 20%) = £2,500 a year more tax");
    expect(each).toContain("• Top-rate taxpayer: £10,000 × (48% − 20%) = £2,800 a year more tax");
    expect(each).toContain("Which applies depends on your total income: 19% up to £16,537, 20% to £29,526, 21% to £43,662, 42% to £75,000, 45% to £125,140 and 48% above.");
    // A starter-rate taxpayer: nothing more, while the rent keeps the income within the 20% band's £29,526.
    expect(ask("starter rate taxpayer in scotland, section 24 on £5k mortgage interest")).toContain(
      "• The credit is more than the relief at 19%, so Section 24 costs you nothing more, as long as the rent, taxed before the interest, does not take your total income over £29,526",
    );
  });

  it("works the tax on rent on top of a salary at Scotland's bands", () => {
    const a = answerGeneralQuestion("I'm a Scottish taxpayer earning £40k with £10k rental profit, how much tax");
    // The profit runs from £40,000 to £50,000: £43,662 − £40,000 = £3,662 × 21% = £769.02; £6,338 × 42% = £2,661.96.
    // The Scottish Government's table: £8,982 on £50,000 − £5,551 on £40,000 = £3,431.
    expect(a.answer).toContain("Income tax on £10,000 of rental profit on top of other income of £40,000, at Scotland's 2026-27 rates for a Scottish taxpayer (from 6 April 2026):");
    expect(a.answer).toContain("• The rental profit is taxed as the top slice of your income, from £40,000 to £50,000:");
    expect(a.answer).toContain("• £3,662 at 21% (intermediate rate, from £29,526 to £43,662) = £769.02");
    expect(a.answer).toContain("• £6,338 at 42% (higher rate, from £43,662 to £75,000) = £2,661.96");
    expect(a.answer).toContain("• Tax the rent adds: £769.02 + £2,661.96 = £3,430.98");
    expect(a.answer).toContain("Scotland is to set its own rates on property income from 6 April 2027");
    expect(a.answer).not.toContain("22%");
    expect(a.answer).not.toContain("does not model");
    expect(a.sources.map((s) => s.url)).toContain("https://www.parliament.scot/chamber-and-committees/votes-and-motions/S6M-20844");
    expect(a.known).toBe(true);
    // With interest, the credit at 20%: £5,000 × 20% = £1,000; £3,430.98 − £1,000 = £2,430.98.
    expect(ask("I live in Scotland, salary £40k, £10k rental profit, £5k mortgage interest, how much tax")).toContain("• Tax to pay on the rent: £3,430.98 − £1,000 = £2,430.98");
  });
});

describe("the tax on a rent asked with no band (decision 250)", () => {
  it("works each band's figure and the rent alone's, after the personal allowance", () => {
    const a = answerGeneralQuestion("HOW MUCH TAX ON 10K RENTAL INCOME");
    expect(a.answer).toContain("Income tax on this rent for 2026-27 (from 6 April 2026):");
    // £10,000 × 20% = £2,000; × 40% = £4,000; × 45% = £4,500; alone, under the £12,570 allowance: £0.
    expect(a.answer).toContain("• Basic-rate taxpayer: £10,000 × 20% = £2,000\n• Higher-rate taxpayer: £10,000 × 40% = £4,000\n• Additional-rate taxpayer: £10,000 × 45% = £4,500");
    expect(a.answer).toContain("• With no other income: £0, as the £12,570 personal allowance covers all £10,000");
    expect(a.answer).not.toContain("credit");
    expect(a.answer).toContain("Source: GOV.UK, Renting out a property: paying tax (as of ");
    expect(a.answer.endsWith(DISCLAIMER)).toBe(true);
    // (£30,000 − £12,570) × 20% = £17,430 × 20% = £3,486.
    expect(ask("how much tax will i pay on £30,000 rent a year")).toContain("• With no other income: the first £12,570 is within the personal allowance, then £17,430 × 20% = £3,486");
    // £110,000: allowance £12,570 − £5,000 = £7,570; £37,700 × 20% = £7,540 + £64,730 × 40% = £25,892: £33,432.
    expect(ask("how much tax on £110k rental income")).toContain("the personal allowance, tapered above £100,000, is £7,570, then £37,700 × 20% + £64,730 × 40% = £33,432");
  });

  it("leaves other taxes and a lodger's rent alone", () => {
    expect(answerLandlordTaxSum("tax on £500 a month from a lodger")).toBeNull();
    expect(answerLandlordTaxSum("stamp duty land tax on a £200k flat renting at £900")).toBeNull();
    expect(answerLandlordTaxSum("council tax on a flat renting at £900 a month")).toBeNull();
  });
});

describe("a second value said is not a cost (decision 259)", () => {
  it("works the gain on the first value and names the other as not used", () => {
    const a = answerGeneralQuestion("how much cgt on a flat i bought for £120k now worth £180k and valued at £190k by the agent, higher rate taxpayer").answer;
    // Not £180,000 − £120,000 − £190,000 "costs" = a loss of £130,000, no tax.
    expect(a).toContain("• Gain: £180,000 value now (the sale price, if it sells for that) − £120,000 purchase price = £60,000 (the other value you gave, £190,000, is not used: ask again with the one to work)");
    // (£60,000 − £3,000) × 24% = £13,680.
    expect(a).toContain("• At 24%, as a higher-rate taxpayer: £57,000 × 24% = £13,680");
    expect(a).not.toContain("no capital gains tax");
  });
});
