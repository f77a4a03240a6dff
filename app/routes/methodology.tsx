import type { Route } from "./+types/methodology";
import { PublicHeader } from "~/components/public-header";
import { ATTRIBUTION } from "~/lib/attribution";
import { formatDate, joinWithAnd, valueAtWords } from "~/lib/format";
import { titleCasePlace } from "~/lib/search/gazetteer";
import { PROPERTY_TAX_RATES } from "~/lib/property-tax";
import { ASSUMPTION_BASIS, CONFIDENCE_RULES, DEFAULT_ASSUMPTIONS, SCORE_WEIGHTS, stressRate } from "~/lib/valuation";
import { monthName, periodName, rentsYearName } from "~/lib/valuation/dates";
import { useRootData } from "~/root";
import { dataCoverage } from "~/server/coverage.server";
import { getContextDb } from "~/server/context.server";

export async function loader({ context }: Route.LoaderArgs) {
  return { coverage: dataCoverage(getContextDb(context)) };
}

const gbp = (n: number) => `£${n.toLocaleString("en-GB")}`;
/** A date as every page says it, "1 April 2025" (decision 243); "–" when there is none. */
const date = (iso: string | null) => (iso ? formatDate(iso) : "–");

export default function Methodology({ loaderData }: Route.ComponentProps) {
  const root = useRootData();
  const { coverage } = loaderData;
  const a = DEFAULT_ASSUMPTIONS;
  const sdlt = PROPERTY_TAX_RATES.SDLT;
  const lbtt = PROPERTY_TAX_RATES.LBTT;
  const ltt = PROPERTY_TAX_RATES.LTT;
  // The fallback rents' years as held, in months: "October 2022 to September 2023" (decision 243).
  const fallbackRents = joinWithAnd(coverage.fallbackRentPeriods.map(rentsYearName));
  return (
    <>
      <PublicHeader signedIn={Boolean(root?.user)} />
      <main id="main" className="mx-auto max-w-3xl p-4 pb-16 md:p-8">
        <h1 className="text-3xl font-bold">How deals are valued and scored</h1>
        <p className="muted mt-2">
          Every figure on a deal can be traced back to a public dataset and the assumptions below. Nothing
          here is a survey or a mortgage offer: treat a deal as a lead to check, not a valuation.
        </p>

        <section aria-labelledby="where" className="mt-8">
          <h2 id="where" className="text-xl font-semibold">Where deals come from</h2>
          <p className="mt-2">
            Deals are built from <strong>completed sales</strong> in HM Land Registry&apos;s Price Paid Data: real
            addresses and real prices, not properties for sale today. Each card says when and for how much
            the property sold. Listing feeds from websites whose terms allow it can add properties for sale.
          </p>
        </section>

        <section aria-labelledby="steps" className="mt-8">
          <h2 id="steps" className="text-xl font-semibold">The valuation, step by step</h2>
          <ol className="mt-2 flex list-decimal flex-col gap-2 pl-6">
            <li>
              <strong>Estimated value.</strong> An older sale price is indexed with the UK House Price Index for its region:
              estimated value = price paid × index in its latest month ÷ index in the month of sale. It is the value at
              that month&apos;s prices, not today&apos;s, and each card names the month
              {coverage.hpiLatestMonth ? <> (&ldquo;est. value {valueAtWords(coverage.hpiLatestMonth)}&rdquo;)</> : null}. The index held covers every region from{" "}
              {coverage.hpiFirstMonth ? monthName(coverage.hpiFirstMonth) : "–"}; for a sale in the year before
              that, the month&apos;s level is worked back from the same month a year later and its annual change
              (which the ONS computes from it), and the deal says so. An older sale keeps its price paid and loses
              confidence.
            </li>
            <li>
              <strong>Bedrooms.</strong> The Price Paid Data has no bedroom count. We estimate it as the most common
              count for that type of home (flat, terraced, semi-detached, detached) in the local authority, from the
              VOA council tax stock{coverage.bedroomStockAsAt ? ` at ${date(coverage.bedroomStockAsAt)}` : ""} (the
              region&apos;s or nation&apos;s figure where the authority&apos;s is suppressed), and show it as an estimate
              (&ldquo;likely 3-bed&rdquo;). A search for a bedroom count also finds homes whose count is unknown when that
              count is common (at least 25% of that type&apos;s homes) in their area; its figures stay at its likeliest
              count, which its title gives (&ldquo;likely 4-bed&rdquo;), so a deal has one set of figures everywhere. If
              no stock figure exists we assume flat {a.assumedBedrooms.flat}, terraced {a.assumedBedrooms.terraced},
              semi-detached {a.assumedBedrooms["semi-detached"]}, detached {a.assumedBedrooms.detached}.
            </li>
            <li>
              <strong>Rent.</strong> The ONS Price Index of Private Rents average monthly rent for that bedroom count
              (1, 2, 3, 4 or more) in the local authority:{" "}
              {coverage.currentRentMonths.length
                ? coverage.currentRentMonths
                    .map((m) => `${periodName(m.period)}${m.provisional ? " (provisional)" : ""} for ${m.areas} areas (${m.grains.replaceAll(",", ", ")})`)
                    .join("; ")
                : "not loaded"}
              . England and Wales use the newest month; Scotland and Northern Ireland are published by rental area
              (BRMA), so a council takes the BRMA covering most of it.{" "}
              {fallbackRents
                ? `The ONS/VOA medians of ${fallbackRents} are used only for an area neither covers.`
                : "No ONS/VOA medians are held, so an area neither covers has no rent."} Every deal names its rent&apos;s source, month, area and bedroom count. These are
              averages of all private lets, not asking rents for new lets.
            </li>
            <li>
              <strong>Gross yield</strong> = annual rent ÷ estimated value × 100.
            </li>
            <li>
              <strong>Running costs</strong>: management {a.managementPercent}% + VAT of the rent collected, a letting
              fee, voids of {a.voidWeeksPerYear} weeks a year, maintenance {a.maintenancePercent}% of rent, insurance,
              gas safety, EICR and EPC certificates, and for flats a service charge and ground rent (see the table).
            </li>
            <li>
              <strong>Purchase costs</strong>: stamp duty at the rates for an additional dwelling (SDLT in England and Northern Ireland, LBTT
              in Scotland, LTT in Wales) plus {gbp(a.purchaseFees)} of lender, broker, survey and legal fees.
            </li>
            <li>
              <strong>Mortgage, as a lender sizes it</strong>: interest-only at {a.mortgageRatePercent}%; the loan is the
              smaller of {a.mortgageLtvPercent}% of value and what the rent supports: annual rent ÷ ({a.icrPercent}% ×{" "}
              {stressRate(a)}% stress rate). Where the rent test binds, the deposit is larger.
            </li>
            <li>
              <strong>ROI</strong> is the cash-on-cash return: (rent − running costs − mortgage interest) ÷ (deposit +
              purchase costs) × 100, first year, before tax. It can be negative.
            </li>
            <li>
              <strong>Price against the area</strong>: estimated value ÷ the local authority&apos;s average price in the UK HPI.
            </li>
          </ol>
        </section>

        <section aria-labelledby="assumptions" className="mt-8">
          <h2 id="assumptions" className="text-xl font-semibold">Costs and finance assumed</h2>
          {/* Below about 340 px the table is wider than the screen: it scrolls on its own (a named,
              focusable region, so the keyboard can scroll it) rather than the whole page. */}
          <div role="region" aria-labelledby="assumptions-caption" tabIndex={0} className="mt-2 overflow-x-auto">
            <table className="w-full text-left text-sm">
              <caption id="assumptions-caption" className="sr-only">Default assumptions with their basis and date</caption>
              <thead>
                <tr className="border-b border-slate-300 dark:border-slate-700">
                  <th scope="col" className="py-1">Item</th>
                  <th scope="col" className="py-1">Assumed</th>
                  <th scope="col" className="py-1">Basis (checked)</th>
                </tr>
              </thead>
              <tbody>
                {Object.values(ASSUMPTION_BASIS).map((item) =>
                  item ? (
                    <tr key={item.label} className="align-top">
                      <td className="py-1 pr-2">{item.label}</td>
                      <td className="py-1 pr-2">{item.value(a)}</td>
                      <td className="py-1">
                        {item.basis} ({date(item.asOf)})
                      </td>
                    </tr>
                  ) : null,
                )}
              </tbody>
            </table>
          </div>
        </section>

        <section aria-labelledby="non-market" className="mt-8">
          <h2 id="non-market" className="text-xl font-semibold">Sales left out of rankings</h2>
          <p className="mt-2">
            Land Registry sales of type &ldquo;other&rdquo; (commercial property, land, garages) are not homes and are not
            turned into deals. A sale is flagged as likely not an open-market sale when its estimated value is under 40% of
            the median of the same type sold in the same local authority (or region, where there are fewer than five)
            and under 40% of the authority&apos;s UK HPI average price; or when it is under 55% of the median of at least
            five other sales of the same type at the same full postcode (a share or a right-to-buy in a block of flats
            sells far below its neighbours) and under 50% of that average; or when it is one of three or more
            category B sales at the same full postcode on the same day (a block or
            portfolio bought in one go, priced as a lot). Neither price test can see a building where every sale is a
            part share or a retirement flat. {coverage.nonMarketDeals.toLocaleString("en-GB")}{" "}
            sales are flagged: they can still be opened but never rank in searches. Category B sales (repossessions,
            buy-to-let and company purchases; {coverage.categoryBDeals.toLocaleString("en-GB")} here) are labelled.
          </p>
        </section>

        <section aria-labelledby="score" className="mt-8">
          <h2 id="score" className="text-xl font-semibold">The score out of 100</h2>
          <p className="mt-2">
            A weighted sum of four sub-scores, each from 0 to 100, multiplied by ({CONFIDENCE_RULES.scoreFloor} +{" "}
            {1 - CONFIDENCE_RULES.scoreFloor} × confidence): a deal we know little about cannot score high.
          </p>
          <table className="mt-2 w-full text-left text-sm">
            <caption className="sr-only">Score weights</caption>
            <thead>
              <tr className="border-b border-slate-300 dark:border-slate-700">
                <th scope="col" className="py-1">Sub-score</th>
                <th scope="col" className="py-1">Weight</th>
                <th scope="col" className="py-1">0 at</th>
                <th scope="col" className="py-1">100 at</th>
              </tr>
            </thead>
            <tbody>
              <tr><td className="py-1">Gross yield</td><td>{SCORE_WEIGHTS.yield}%</td><td>{a.scoreCurves.yield[0]![0]}%</td><td>{a.scoreCurves.yield.at(-1)![0]}%</td></tr>
              <tr><td className="py-1">ROI</td><td>{SCORE_WEIGHTS.roi}%</td><td>{a.scoreCurves.roi[0]![0]}%</td><td>{a.scoreCurves.roi.at(-1)![0]}%</td></tr>
              <tr><td className="py-1">Price against the area</td><td>{SCORE_WEIGHTS.priceVsArea}%</td><td>50% above average</td><td>50% below average</td></tr>
              <tr><td className="py-1">Data confidence</td><td>{SCORE_WEIGHTS.confidence}%</td><td>nothing known</td><td>everything known</td></tr>
            </tbody>
          </table>
          <p className="mt-2 text-sm muted">
            Confidence starts at 1 and falls when the bedroom count is estimated ({CONFIDENCE_RULES.bedrooms["estimated-local"]}),
            the rent is for a wider area than the local authority (up to {CONFIDENCE_RULES.rentLevel.country}) or more
            than a year old, the sale is more than two years old, the sale is a category B one, the value is under{" "}
            {CONFIDENCE_RULES.belowAreaPrice.at(-1)!.under * 100}% of the authority&apos;s average price (up to{" "}
            {CONFIDENCE_RULES.belowAreaPrice[0]!.loss}: the rent is the authority&apos;s average, and a home far below its
            average price most likely lets for less), or it looks like a non-market sale ({CONFIDENCE_RULES.nonMarket}).
            &ldquo;High&rdquo; needs {CONFIDENCE_RULES.labels.high} and a known bedroom count; &ldquo;low&rdquo; is under {CONFIDENCE_RULES.labels.medium}, and a low-confidence deal
            cannot score 90 or more.
          </p>
        </section>

        <section aria-labelledby="tax" className="mt-8">
          <h2 id="tax" className="text-xl font-semibold">Stamp duty used</h2>
          <p className="mt-2">
            {sdlt.fullName} from {date(sdlt.effectiveFrom)}, with the {sdlt.additionalDwelling.name.toLowerCase()}.
            Scotland&apos;s LBTT (rates from {date(lbtt.effectiveFrom)}) with its{" "}
            {lbtt.additionalDwelling.name} (from {date(lbtt.additionalDwelling.effectiveFrom)}), and Wales&apos;s LTT{" "}
            {ltt.additionalDwelling.name.toLowerCase()} (from {date(ltt.additionalDwelling.effectiveFrom)}), are used for
            property there.
          </p>
        </section>

        <section aria-labelledby="coverage" className="mt-8">
          <h2 id="coverage" className="text-xl font-semibold">Coverage and limits</h2>
          <p className="mt-2">
            {coverage.totalDeals.toLocaleString("en-GB")} deals from sales between {date(coverage.firstSale)} and{" "}
            {date(coverage.lastSale)} in England and Wales. {coverage.estimatedBedroomDeals.toLocaleString("en-GB")} of them
            have an estimated bedroom count. UK House Price Index for every region from{" "}
            {coverage.hpiFirstMonth ? monthName(coverage.hpiFirstMonth) : "–"} to{" "}
            {coverage.hpiLatestMonth ? monthName(coverage.hpiLatestMonth) : "–"}.
          </p>
          {coverage.byArea.length ? (
            <table className="mt-2 w-full text-left text-sm">
              <caption className="sr-only">Deals by county</caption>
              <thead>
                <tr className="border-b border-slate-300 dark:border-slate-700">
                  <th scope="col" className="py-1">County</th>
                  <th scope="col" className="py-1">Deals</th>
                </tr>
              </thead>
              <tbody>
                {coverage.byArea.map((row) => (
                  <tr key={row.area}>
                    <td className="py-1">{titleCasePlace(row.area)}</td>
                    <td>{row.n.toLocaleString("en-GB")}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : null}
          <ul className="mt-2 list-disc pl-6 text-sm">
            <li>A sale is a past transaction; the property may not be for sale now.</li>
            <li>Rents are area averages by bedroom count, not a valuation of the property.</li>
            <li>Bedroom counts for sales are estimates and are shown as such.</li>
          </ul>
        </section>

        <section aria-labelledby="not-modelled" className="mt-8">
          <h2 id="not-modelled" className="text-xl font-semibold">What the figures leave out</h2>
          <p className="mt-2">The figures are a first screen, not advice. They do not model:</p>
          <ul className="mt-2 list-disc pl-6">
            <li>income tax on the rent, or your own tax position (Section 24 mortgage interest relief included): yield, ROI and cash flow are before tax;</li>
            <li>capital growth or loss: ROI is the first year&apos;s return on the cash put in;</li>
            <li>the property&apos;s condition, refurbishment, or what a survey would find;</li>
            <li>the property&apos;s own rent: the rent is the area&apos;s average for its bedroom count (a home far below the area&apos;s average price most likely lets for less, and its confidence says so);</li>
            <li>a flat&apos;s lease length, or its actual service charge and ground rent (a flat-rate allowance is used);</li>
            <li>licensing (HMO, selective or additional licensing), energy-efficiency upgrades, or council tax while empty;</li>
            <li>changes over time in rates, rents or costs: each is taken at its dated value above;</li>
            <li>whether the property is for sale now, or at what price.</li>
          </ul>
        </section>

        <section aria-labelledby="sources" className="mt-8">
          <h2 id="sources" className="text-xl font-semibold">Data sources and attribution</h2>
          <ul className="mt-2 flex list-disc flex-col gap-2 pl-6 text-sm">
            <li>HM Land Registry Price Paid Data. {ATTRIBUTION.landRegistry}</li>
            <li>
              ONS Price Index of Private Rents, average rents by area and bedrooms (
              {coverage.currentRentMonths.map((m) => `${periodName(m.period)}${m.provisional ? " provisional" : ""}`).join(", ") || "–"}).{" "}
              {ATTRIBUTION.pipr}
            </li>
            <li>ONS / VOA Private Rental Market Statistics, {fallbackRents || "none held"} (fallback only). {ATTRIBUTION.ons}</li>
            <li>
              VOA Council Tax: Stock of Properties, table CTSOP3.0 (bedroom estimates). {ATTRIBUTION.voa}
            </li>
            <li>UK House Price Index ({coverage.hpiLaPeriod ?? "latest"}). {ATTRIBUTION.hpi}</li>
            <li>Postcode centroids from OS Code-Point Open. {ATTRIBUTION.os}</li>
          </ul>
        </section>
      </main>
    </>
  );
}

export const meta: Route.MetaFunction = () => [{ title: "How deals are valued and scored · DealFinder AI" }];
