import type { Route } from "./+types/methodology";
import { PublicHeader } from "~/components/public-header";
import { ATTRIBUTION } from "~/lib/attribution";
import { titleCasePlace } from "~/lib/search/gazetteer";
import { PROPERTY_TAX_RATES } from "~/lib/property-tax";
import { DEFAULT_ASSUMPTIONS, SCORE_WEIGHTS } from "~/lib/valuation";
import { useRootData } from "~/root";
import { dataCoverage } from "~/server/coverage.server";
import { getContextDb } from "~/server/context.server";

export async function loader({ context }: Route.LoaderArgs) {
  return { coverage: dataCoverage(getContextDb(context)) };
}

const gbp = (n: number) => `£${n.toLocaleString("en-GB")}`;
const date = (iso: string | null) =>
  iso ? new Date(`${iso}T00:00:00Z`).toLocaleDateString("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" }) : "–";

export default function Methodology({ loaderData }: Route.ComponentProps) {
  const root = useRootData();
  const { coverage } = loaderData;
  const a = DEFAULT_ASSUMPTIONS;
  const sdlt = PROPERTY_TAX_RATES.SDLT;
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
              <strong>Value today.</strong> An older sale price is indexed with the UK House Price Index for its region:
              value today = price paid × index now ÷ index in the month of sale.
            </li>
            <li>
              <strong>Bedrooms.</strong> The Price Paid Data has no bedroom count, so we assume one by type: flat{" "}
              {a.assumedBedrooms.flat}, terraced {a.assumedBedrooms.terraced}, semi-detached{" "}
              {a.assumedBedrooms["semi-detached"]}, detached {a.assumedBedrooms.detached}. Other and commercial
              property gets no assumption and low confidence.
            </li>
            <li>
              <strong>Rent.</strong> The median monthly private rent for that bedroom count in the local authority (ONS
              / VOA, Oct 2022 – Sep 2023), falling back to all categories or to the region when a cell is missing.
              Rents have risen since, so yields here are, if anything, conservative.
            </li>
            <li>
              <strong>Gross yield</strong> = annual rent ÷ value today × 100.
            </li>
            <li>
              <strong>Running costs</strong>: management {a.managementPercent}% of rent, voids of {a.voidWeeksPerYear}{" "}
              weeks a year, maintenance {a.maintenancePercent}% of rent and insurance {gbp(a.insurancePerYear)} a year.
            </li>
            <li>
              <strong>Purchase costs</strong>: stamp duty at the rates for an additional dwelling (SDLT in England, LBTT
              in Scotland, LTT in Wales) plus {gbp(a.purchaseFees)} of legal, survey and broker fees.
            </li>
            <li>
              <strong>Mortgage</strong>: {a.mortgageLtvPercent}% loan-to-value, interest-only at {a.mortgageRatePercent}% a
              year.
            </li>
            <li>
              <strong>ROI</strong> is the cash-on-cash return: (rent − running costs − mortgage interest) ÷ (deposit +
              purchase costs) × 100. It can be negative.
            </li>
            <li>
              <strong>Price against the area</strong>: value today ÷ the local authority&apos;s average price in the UK HPI.
            </li>
          </ol>
        </section>

        <section aria-labelledby="score" className="mt-8">
          <h2 id="score" className="text-xl font-semibold">The score out of 100</h2>
          <p className="mt-2">A weighted sum of four sub-scores, each from 0 to 100:</p>
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
            Confidence falls when bedrooms are assumed, rent comes from the region, an old sale is indexed, or the
            property is not residential.
          </p>
        </section>

        <section aria-labelledby="tax" className="mt-8">
          <h2 id="tax" className="text-xl font-semibold">Stamp duty used</h2>
          <p className="mt-2">
            {sdlt.fullName} from {date(sdlt.effectiveFrom)}, with the {sdlt.additionalDwelling.name.toLowerCase()} for
            additional dwellings. Scotland&apos;s LBTT with its Additional Dwelling Supplement and Wales&apos;s LTT higher
            rates are used for property there.
          </p>
        </section>

        <section aria-labelledby="coverage" className="mt-8">
          <h2 id="coverage" className="text-xl font-semibold">Coverage and limits</h2>
          <p className="mt-2">
            {coverage.totalDeals.toLocaleString("en-GB")} deals from sales between {date(coverage.firstSale)} and{" "}
            {date(coverage.lastSale)}. Rents cover {coverage.rentAreas} areas of England only, so sales in Wales and
            Scotland are not turned into deals. UK HPI to {coverage.hpiLatestMonth ?? "–"}.
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
            <li>Rents are area medians by bedroom count, not a valuation of the property.</li>
            <li>Bedroom counts for sales are assumptions and are shown as such.</li>
          </ul>
        </section>

        <section aria-labelledby="sources" className="mt-8">
          <h2 id="sources" className="text-xl font-semibold">Data sources and attribution</h2>
          <ul className="mt-2 flex list-disc flex-col gap-2 pl-6 text-sm">
            <li>HM Land Registry Price Paid Data. {ATTRIBUTION.landRegistry}</li>
            <li>ONS / VOA Private Rental Market Statistics, Oct 2022 – Sep 2023. {ATTRIBUTION.ons}</li>
            <li>UK House Price Index ({coverage.hpiLaPeriod ?? "latest"}). {ATTRIBUTION.hpi}</li>
            <li>Postcode centroids from OS Code-Point Open. {ATTRIBUTION.os}</li>
          </ul>
        </section>
      </main>
    </>
  );
}

export const meta: Route.MetaFunction = () => [{ title: "Methodology · DealFinder AI" }];
