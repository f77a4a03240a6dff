/**
 * Every table of the product, in one place.
 *
 * Spec section 3 names User, the session store (sid, sess, expire), Deal, SavedDeal and
 * WebsiteCompliance. The server-side design adds conversations, messages, usage counters,
 * rate-limit buckets and the reference data the deals engine values deals from.
 */
import { sql } from "drizzle-orm";
import {
  index,
  integer,
  primaryKey,
  real,
  sqliteTable,
  text,
  uniqueIndex,
} from "drizzle-orm/sqlite-core";

const createdAt = () =>
  integer("created_at", { mode: "timestamp_ms" })
    .notNull()
    .default(sql`(unixepoch('subsec') * 1000)`);
const updatedAt = () =>
  integer("updated_at", { mode: "timestamp_ms" })
    .notNull()
    .default(sql`(unixepoch('subsec') * 1000)`);

// ---------------------------------------------------------------------------
// Accounts
// ---------------------------------------------------------------------------

export const users = sqliteTable("users", {
  id: text("id")
    .primaryKey()
    .$defaultFn(() => crypto.randomUUID()),
  email: text("email").notNull().unique(),
  /** scrypt hash in the form `scrypt$N$r$p$salt$hash`; never leaves the server. */
  passwordHash: text("password_hash").notNull(),
  firstName: text("first_name").notNull(),
  lastName: text("last_name").notNull(),
  profileImageUrl: text("profile_image_url"),
  stripeCustomerId: text("stripe_customer_id"),
  stripeSubscriptionId: text("stripe_subscription_id"),
  /** The profile's name is not yet on the Stripe customer: the last update failed (decision 164). */
  stripeNamePending: integer("stripe_name_pending", { mode: "boolean" }).notNull().default(false),
  subscriptionStatus: text("subscription_status").notNull().default("free"),
  /** free | pro | anything else is treated as enterprise (spec section 3). */
  subscriptionPlan: text("subscription_plan").notNull().default("free"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** The spec's session store (sid, sess, expire), plus the owner so sessions can be revoked. */
export const sessions = sqliteTable(
  "sessions",
  {
    sid: text("sid").primaryKey(),
    sess: text("sess", { mode: "json" }).notNull().$type<Record<string, unknown>>(),
    expire: integer("expire", { mode: "timestamp_ms" }).notNull(),
    userId: text("user_id").references(() => users.id, { onDelete: "cascade" }),
  },
  (t) => [index("sessions_expire_idx").on(t.expire), index("sessions_user_idx").on(t.userId)],
);

/**
 * Stripe webhook events already processed (by Stripe's event id), so a replayed or
 * re-delivered event changes nothing (decision 027).
 */
export const stripeEvents = sqliteTable("stripe_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  processedAt: integer("processed_at", { mode: "timestamp_ms" })
    .notNull()
    .default(sql`(unixepoch('subsec') * 1000)`),
});

/** Fixed-window counters for rate limits (failed logins per account and per address). */
export const rateLimits = sqliteTable("rate_limits", {
  key: text("key").primaryKey(),
  count: integer("count").notNull(),
  resetAt: integer("reset_at", { mode: "timestamp_ms" }).notNull(),
});

/** Server-side plan usage (spec: "Plan usage", moved from localStorage to the server). */
export const usageCounters = sqliteTable("usage_counters", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  searchesUsed: integer("searches_used").notNull().default(0),
  questionsUsed: integer("questions_used").notNull().default(0),
  updatedAt: updatedAt(),
});

// ---------------------------------------------------------------------------
// Chat
// ---------------------------------------------------------------------------

export const conversations = sqliteTable(
  "conversations",
  {
    id: text("id")
      .primaryKey()
      .$defaultFn(() => crypto.randomUUID()),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("conversations_user_updated_idx").on(t.userId, t.updatedAt)],
);

export const messages = sqliteTable(
  "messages",
  {
    id: text("id")
      .primaryKey()
      .$defaultFn(() => crypto.randomUUID()),
    conversationId: text("conversation_id")
      .notNull()
      .references(() => conversations.id, { onDelete: "cascade" }),
    role: text("role", { enum: ["user", "assistant"] }).notNull(),
    content: text("content").notNull(),
    /** Ids of the deals shown with an assistant message, in display order. */
    dealIds: text("deal_ids", { mode: "json" }).$type<number[]>(),
    /** What the message was: a search, a general question or a question about one deal. */
    kind: text("kind", { enum: ["search", "chat", "question"] }),
    dealId: integer("deal_id"),
    createdAt: createdAt(),
  },
  (t) => [index("messages_conversation_idx").on(t.conversationId, t.createdAt)],
);

/**
 * The chat messages sent by a form carrying a one-time id (decision 141): the form's id with a
 * digest of the text, recorded in the transaction that keeps the message and takes its use, so a
 * double post of the same form is neither kept nor charged twice. Goes with its conversation.
 */
export const submissions = sqliteTable(
  "submissions",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    conversationId: text("conversation_id")
      .notNull()
      .references(() => conversations.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index("submissions_conversation_idx").on(t.conversationId)],
);

// ---------------------------------------------------------------------------
// Deals
// ---------------------------------------------------------------------------

export const deals = sqliteTable(
  "deals",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    /** Stable id of the source record: the Land Registry transaction id or the feed's URL. */
    externalId: text("external_id").notNull().unique(),
    title: text("title").notNull(),
    price: integer("price").notNull(),
    location: text("location").notNull(),
    /** The spec's three types: Apartment, House, Commercial. */
    propertyType: text("property_type", { enum: ["Apartment", "House", "Commercial"] }).notNull(),
    /** The finer type: detached, semi-detached, terraced, flat, other. */
    propertyKind: text("property_kind").notNull(),
    bedrooms: integer("bedrooms"),
    roi: real("roi").notNull(),
    yield: real("yield").notNull(),
    score: integer("score").notNull(),
    description: text("description").notNull(),
    imageUrl: text("image_url"),
    postcode: text("postcode"),
    postcodeDistrict: text("postcode_district"),
    fullAddress: text("full_address"),
    street: text("street"),
    town: text("town"),
    district: text("district"),
    county: text("county"),
    laCode: text("la_code"),
    sourceUrl: text("source_url"),
    sourceWebsite: text("source_website"),
    /** sold (a completed sale from the Price Paid Data) or for_sale (a listing feed). */
    status: text("status", { enum: ["sold", "for_sale"] }).notNull(),
    soldDate: text("sold_date"),
    lat: real("lat"),
    lon: real("lon"),
    /**
     * Likely not an open-market sale (docs/decisions/036): kept, findable by id, but left out of
     * every ranking (searches, `GET /api/deals`, the fallback).
     */
    nonMarket: integer("non_market", { mode: "boolean" }).notNull().default(false),
    /** Land Registry PPD category: A standard, B additional (repossessions, buy-to-let, companies). */
    ppdCategory: text("ppd_category"),
    /** True when `bedrooms` is an estimate from the VOA housing stock (docs/decisions/038). */
    bedroomsEstimated: integer("bedrooms_estimated", { mode: "boolean" }).notNull().default(false),
    /**
     * For an estimated count: the counts that are common for the type in the area (each ≥ 25% of
     * that stock there), as bits (bit n set = n bedrooms is common). Null when the count is known.
     */
    bedroomsCommon: integer("bedrooms_common"),
    /**
     * The valuation filters (cash flow positive, below market value, new build, tenure) as bits
     * (app/lib/search/flags.ts, decision 062), so the search indexes can carry them.
     */
    searchFlags: integer("search_flags").notNull().default(0),
    /** Every input and intermediate figure of the valuation, so each number can be traced. */
    valuation: text("valuation", { mode: "json" }).$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => {
    // Search indexes: one per way of narrowing by place (and one by type), each led by that
    // column and the score, and carrying every filtered column, so a search checks its filters
    // inside the index and reads a table row only for the deals it returns.
    // `non_market`, `bedrooms_common` and `search_flags` ride along so the ranking filter, bedroom
    // matching and the valuation filters are checked inside the index too.
    const rest = [t.propertyKind, t.bedrooms, t.bedroomsCommon, t.nonMarket, t.searchFlags] as const;
    const filters = [t.propertyType, ...rest, t.price, t.yield, t.roi] as const;
    const priceFilters = [t.propertyType, ...rest, t.yield, t.roi] as const;
    // The global indexes also carry the town, local authority and postcode district, so a search
    // in a region, county, postcode area or several places (or by yield or ROI in one place) can
    // walk them in order and check the place inside them (decision 060).
    const areas = [t.laCode, t.postcodeDistrict, t.town] as const;
    return [
      index("deals_score_idx").on(t.score, t.propertyType, ...rest, t.price, t.yield, t.roi, ...areas),
      index("deals_price_idx").on(t.price, t.score, t.propertyType, ...rest, t.yield, t.roi, ...areas),
      index("deals_yield_idx").on(t.yield, t.score, t.propertyType, ...rest, t.price, t.roi, ...areas),
      index("deals_roi_idx").on(t.roi, t.score, t.propertyType, ...rest, t.price, t.yield, ...areas),
      index("deals_type_search_idx").on(t.propertyType, t.score, ...rest, t.price, t.yield, t.roi, ...areas),
      index("deals_district_search_idx").on(t.postcodeDistrict, t.score, ...filters),
      index("deals_town_search_idx").on(t.town, t.score, ...filters),
      index("deals_lad_search_idx").on(t.district, t.score, ...filters),
      index("deals_la_search_idx").on(t.laCode, t.score, ...filters),
      // A locality is the postcodes that hold its sales (decision 135); the district rides along,
      // as the global indexes carry it.
      index("deals_postcode_search_idx").on(t.postcode, t.score, ...filters, t.postcodeDistrict),
      // The same places in price order: "cheapest … in X" walks them, and a price limit in a
      // place narrows to a range of them (decision 060).
      index("deals_district_price_idx").on(t.postcodeDistrict, t.price, t.score, ...priceFilters),
      index("deals_town_price_idx").on(t.town, t.price, t.score, ...priceFilters),
      index("deals_lad_price_idx").on(t.district, t.price, t.score, ...priceFilters),
      index("deals_la_price_idx").on(t.laCode, t.price, t.score, ...priceFilters),
    ];
  },
);

export const savedDeals = sqliteTable(
  "saved_deals",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    dealId: integer("deal_id")
      .notNull()
      .references(() => deals.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("saved_deals_user_deal_idx").on(t.userId, t.dealId)],
);

/** Whether a listing website may be imported from (spec section 3). */
export const websiteCompliance = sqliteTable("website_compliance", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  domain: text("domain").notNull().unique(),
  status: text("status", { enum: ["allowed", "blocked", "review"] }).notNull(),
  reasoning: text("reasoning").notNull(),
  checkedDate: integer("checked_date", { mode: "timestamp_ms" })
    .notNull()
    .default(sql`(unixepoch('subsec') * 1000)`),
  tosUrl: text("tos_url"),
  category: text("category"),
});

// ---------------------------------------------------------------------------
// Reference data the deals engine values deals from
// ---------------------------------------------------------------------------

export const localAuthorities = sqliteTable("local_authorities", {
  code: text("code").primaryKey(),
  name: text("name").notNull(),
  hexX: real("hex_x"),
  hexY: real("hex_y"),
});

export const postcodeDistricts = sqliteTable("postcode_districts", {
  district: text("district").primaryKey(),
  postcodeCount: integer("postcode_count").notNull(),
  lat: real("lat").notNull(),
  lon: real("lon").notNull(),
  laCode: text("la_code"),
  countryCode: text("country_code"),
});

export const postcodeSectors = sqliteTable("postcode_sectors", {
  sector: text("sector").primaryKey(),
  postcodeCount: integer("postcode_count").notNull(),
  lat: real("lat").notNull(),
  lon: real("lon").notNull(),
  laCode: text("la_code"),
  countryCode: text("country_code"),
});

/** ONS/VOA private rents, monthly £, by area and bedroom category. */
export const rents = sqliteTable(
  "rents",
  {
    areaCode: text("area_code").notNull(),
    areaName: text("area_name").notNull(),
    bedroomCategory: text("bedroom_category").notNull(),
    countOfRents: integer("count_of_rents"),
    mean: integer("mean"),
    lowerQuartile: integer("lower_quartile"),
    median: integer("median"),
    upperQuartile: integer("upper_quartile"),
    /** The statistics' year, e.g. "2022-23" (1 Oct 2022 – 30 Sep 2023), from the file name. */
    period: text("period"),
  },
  (t) => [primaryKey({ columns: [t.areaCode, t.bedroomCategory] })],
);

/**
 * Current private rents: ONS Price Index of Private Rents (PIPR), average (mean) monthly £ of the
 * whole private rented stock, by area and bedrooms. One row per area and month of the statistics;
 * the newest month held for an area is used (docs/decisions/035).
 */
export const currentRents = sqliteTable(
  "current_rents",
  {
    /** GSS code (E06…, W06…, E12…, E92…, S33… BRMA), or `NI-BRMA:<name>` for Northern Ireland's BRMAs. */
    areaCode: text("area_code").notNull(),
    areaName: text("area_name").notNull(),
    /** local-authority | brma | region | country. */
    grain: text("grain").notNull(),
    /** YYYY-MM. */
    period: text("period").notNull(),
    provisional: integer("provisional", { mode: "boolean" }).notNull().default(false),
    rentAll: integer("rent_all"),
    rent1: integer("rent_1bed"),
    rent2: integer("rent_2bed"),
    rent3: integer("rent_3bed"),
    rent4plus: integer("rent_4plus"),
  },
  (t) => [primaryKey({ columns: [t.areaCode, t.period] })],
);

/**
 * VOA Council Tax Stock of Properties (CTSOP3.0, all bands): dwellings by type and bedrooms, for
 * estimating a sale's likely bedroom count (docs/decisions/038). Suppressed cells are null.
 */
export const bedroomStock = sqliteTable(
  "bedroom_stock",
  {
    areaCode: text("area_code").notNull(),
    areaName: text("area_name").notNull(),
    /** LAUA, CTYMET, REGL, NATL or ENGWAL, as in the file. */
    geography: text("geography").notNull(),
    /** flat | terraced | semi-detached | detached. */
    kind: text("kind").notNull(),
    beds1: integer("beds_1"),
    beds2: integer("beds_2"),
    beds3: integer("beds_3"),
    beds4: integer("beds_4"),
    beds5: integer("beds_5"),
    beds6: integer("beds_6"),
    bedsUnknown: integer("beds_unknown"),
    total: integer("total"),
    /** "2024-03-31". */
    asAt: text("as_at"),
  },
  (t) => [primaryKey({ columns: [t.areaCode, t.kind] })],
);

/**
 * The English region (E12 code) each area of the rents file belongs to, read from the file's
 * order: a region row is followed by its local authorities and counties. Used to fall back to
 * the region's rents and to pick the region's UK HPI.
 */
export const areaRegions = sqliteTable("area_regions", {
  areaCode: text("area_code").primaryKey(),
  regionCode: text("region_code").notNull(),
  /** As written in the rents file, e.g. "NORTH WEST". */
  regionName: text("region_name").notNull(),
});

/** UK HPI average price by local authority (latest month). */
export const hpiLocalAuthorities = sqliteTable("hpi_local_authorities", {
  areaCode: text("area_code").primaryKey(),
  areaName: text("area_name").notNull(),
  nation: text("nation").notNull(),
  period: text("period").notNull(),
  averagePrice: integer("average_price").notNull(),
  annualChange: real("annual_change"),
});

/** UK HPI monthly index by nation and English region (Jan 2023 = 100). */
export const hpiRegionsMonthly = sqliteTable(
  "hpi_regions_monthly",
  {
    /** First day of the month, YYYY-MM. */
    month: text("month").notNull(),
    areaName: text("area_name").notNull(),
    index: real("index").notNull(),
    averagePrice: integer("average_price"),
    annualChange: real("annual_change"),
  },
  (t) => [primaryKey({ columns: [t.areaName, t.month] })],
);

/** One row per imported file: what it held and what the import did with it. */
export const importRuns = sqliteTable("import_runs", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  kind: text("kind").notNull(),
  file: text("file").notNull(),
  sha256: text("sha256").notNull(),
  rowsRead: integer("rows_read").notNull(),
  rowsApplied: integer("rows_applied").notNull(),
  rowsMalformed: integer("rows_malformed").notNull(),
  /**
   * The figures method the run valued its deals by (FIGURES_METHOD, db/import/figures-method.ts);
   * 0 for runs made before it was recorded. A start re-values shipped data valued by an older one.
   */
  figuresMethod: integer("figures_method").notNull().default(0),
  finishedAt: integer("finished_at", { mode: "timestamp_ms" }).notNull(),
});

/**
 * What the gazetteer derives from every sale (localities, their postcodes, names shared by places
 * far apart), kept for the import it was made from, so a start or another process need not read
 * the whole table again (decision 157). One row: the latest.
 */
export const placeIndex = sqliteTable("place_index", {
  id: integer("id").primaryKey(),
  /** The import run (`import_runs.id`, the latest) the index was made after. */
  importRun: integer("import_run").notNull(),
  /** How it was made (`PLACES_METHOD`, app/server/place-index.server.ts). */
  method: integer("method").notNull(),
  /** The index, as JSON. */
  data: text("data").notNull(),
  madeAt: integer("made_at", { mode: "timestamp_ms" }).notNull(),
});

export type User = typeof users.$inferSelect;
export type Deal = typeof deals.$inferSelect;
export type NewDeal = typeof deals.$inferInsert;
export type Conversation = typeof conversations.$inferSelect;
export type Message = typeof messages.$inferSelect;
