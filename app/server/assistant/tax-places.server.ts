/**
 * What the assistant needs from the database to decide which nation's purchase tax a question
 * is about (decision 031): a place lookup over the server's gazetteer, each place resolved to a
 * local-authority code or postcode, and the country of each postcode district.
 */
import { eq } from "drizzle-orm";
import { postcodeDistricts } from "../../../db/schema";
import type { TaxPlaceContext } from "~/lib/assistant/stamp-duty-answer";
import { AMBIGUOUS_PLACE_WORDS, normalisePlaceName } from "~/lib/search/gazetteer";
import type { PlaceRef } from "~/lib/tax-nation";
import type { Db } from "../db.server";
import { getGazetteer, laCodeOfPlace } from "../places.server";

export function taxPlaceContext(db: Db): TaxPlaceContext {
  const gazetteer = getGazetteer(db);
  return {
    lookup(text: string): PlaceRef | undefined {
      const norm = normalisePlaceName(text);
      // Everyday words ("sale", "deal", "street") are not taken as places in a sentence.
      if (!norm || AMBIGUOUS_PLACE_WORDS.has(norm)) return undefined;
      const place = gazetteer.lookup(text);
      if (!place || (place.kind === "locality" && !norm.includes(" "))) return undefined;
      switch (place.kind) {
        case "local-authority":
        case "postcode-district":
        case "postcode-area":
        case "region":
          return { kind: place.kind, key: place.key };
        default:
          return { kind: place.kind, key: place.key, laCode: laCodeOfPlace(db, place) };
      }
    },
    districtCountry(district: string) {
      return db
        .select({ c: postcodeDistricts.countryCode })
        .from(postcodeDistricts)
        .where(eq(postcodeDistricts.district, district))
        .get()?.c;
    },
  };
}
