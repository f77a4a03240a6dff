import { describe, expect, it } from "vitest";
import { buildGazetteer } from "~/lib/search/gazetteer";
import { REGIONS } from "~/lib/search/regions";
import { routeMessage } from "~/lib/search/route";
import { gaz } from "./fixtures";

describe("routeMessage", () => {
  it.each<[string, "search" | "chat"]>([
    // The spec's four example prompts.
    ["Show me apartments under £200k", "search"],
    ["Find the best high-yield properties", "search"],
    ["Houses in Manchester", "search"],
    ["Properties with ROI over 15%", "search"],
    // Asking where the deals are, or a price with a yield, is a search without a property word.
    ["where is the best yield in the UK?", "search"],
    ["where are the best deals?", "search"],
    ["Where should I invest for the highest yield?", "search"],
    ["Which areas have the highest yields?", "search"],
    ["best towns for yield", "search"],
    ["Which part of the UK has the best returns on rental property?", "search"],
    ["which areas have the highest stamp duty?", "chat"],
    // The best areas for buy-to-let are searched, ranked by yield (decision 124).
    ["whats the best area in manchester for btl?", "search"],
    ["which towns are best for buy to let?", "search"],
    ["what is the best mortgage for btl?", "chat"],
    ["explain yield on houses in salford", "chat"],
    ["what areas have the best schools?", "chat"],
    ["budget of £80,000 any town with good yield", "search"],
    ["anything under £100k with a 9% yield", "search"],
    ["what is a good yield?", "chat"],
    ["where is the best place to learn about stamp duty?", "chat"],
    ["what yield should I expect under £100k?", "chat"],
    // Questions stay in chat.
    ["How is stamp duty calculated on a second home?", "chat"],
    ["What is Section 24?", "chat"],
    ["Should I buy through a limited company?", "chat"],
    ["Is it worth investing in HMOs?", "chat"],
    ["explain the renters rights act", "chat"],
    ["What's the best strategy for a first investment property?", "chat"],
    ["Do I need an HMO licence for a 5 bed house?", "chat"],
    ["How do capital gains work when I sell a flat?", "chat"],
    ["Why are yields higher in the north?", "chat"],
    ["Any advice on EPC ratings for flats?", "chat"],
    ["How do I find houses in Leeds?", "chat"],
    ["Tell me about SDLT on buy-to-let properties", "chat"],
    // A bare amount is not a price phrase, so this mortgage question stays in chat (spec rule)…
    ["what mortgage can I get on a £200k flat", "chat"],
    // …but a question with a price phrase and a property word is a search (spec rule).
    ["What mortgage can I get on a flat under £200k?", "search"],
    // …but a sum said as the loan is not a price (decision 105).
    ["whats the interest on a £100,000 btl loan at 6%", "chat"],
    ["how much would a £150k interest only mortgage on a flat cost at 5%?", "chat"],
    ["whats the yield on a £150k house renting at £900pcm", "chat"],
    // The largest loan a rent supports is a question, with or without a property word (decision 095).
    ["what's the most I can borrow if the rent is £900 a month?", "chat"],
    ["how much can I borrow with rent of £900 pcm", "chat"],
    ["max mortgage for £1,100 monthly rent", "chat"],
    ["what loan will £750 a month rent support", "chat"],
    ["what's the most I can borrow on a flat if the rent is £900 a month?", "chat"],
    ["max mortgage on a house renting at £1,100 a month", "chat"],
    // Landlords' tax sums and the deposit cap on stated figures are questions (decision 111).
    ["I'm a 40% taxpayer with £20k rent and £9k mortgage interest, how much tax?", "chat"],
    ["I sold my buy to let for £300k, bought for £200k, higher rate taxpayer, how much CGT?", "chat"],
    ["sold a flat for £300k, bought for £200k, how much capital gains tax", "chat"],
    ["what's the max deposit I can take on £1200 pcm", "chat"],
    ["what's the max deposit I can take on a 2 bed flat at £1200 pcm", "chat"],
    ["max deposit on a flat in Leeds at £1200 pcm", "chat"],
    ["holding deposit for a house in Leeds renting at £950 a month", "chat"],
    ["2 bed flats in Leeds renting at £900pcm", "search"],
    // The rent a price or loan needs is a sum to work, not a search (decision 166).
    ["Minimum rent for a £180,000 buy to let to pass the ICR", "chat"],
    ["what rent do I need on a £200k flat?", "chat"],
    ["how much rent is needed to break even on a £150k house", "chat"],
    ["rent required for a £250,000 house in Leeds", "chat"],
    ["does a £180k flat in Leeds pass the lender's rent test?", "chat"],
    ["what rent can I get for a 3 bed house in Leeds under £200k?", "search"],
    ["Is it worth buying houses under £150k in Leeds?", "search"],
    ["What is the stamp duty on houses between £250k and £300k?", "search"],
    ["Should I buy a flat around £180k?", "search"],
    // Explicit verbs and looking-for phrases.
    ["find me some flats", "search"],
    ["show deals", "search"],
    ["list all commercial properties", "search"],
    ["get houses", "search"],
    ["search for bungalows", "search"],
    ["I'm looking for a terraced house", "search"],
    ["I want a buy-to-let flat", "search"],
    ["need a 2 bed", "search"],
    ["Any flats going?", "search"],
    // Price, place, bedrooms, yield/ROI with a property word.
    ["flats under 200k", "search"],
    ["£200k flats", "search"],
    ["houses up to £300,000", "search"],
    ["terraced houses in Liverpool", "search"],
    ["flats in Edinburgh", "search"],
    ["York houses", "search"],
    ["2 bed flats", "search"],
    ["3+ bedroom houses", "search"],
    ["high yield flats", "search"],
    ["houses with 8% yield", "search"],
    ["properties with ROI above 12%", "search"],
    ["cheap houses", "search"],
    // Everything else is chat.
    ["hello", "chat"],
    ["thanks!", "chat"],
    ["", "chat"],
    ["   ", "chat"],
    ["flats", "chat"],
    ["under £200k", "chat"],
    ["Manchester", "chat"],
    ["I love Leeds", "chat"],
    ["tell me a joke", "chat"],
    ["best properties", "chat"],
    ["flats in New York", "chat"],
  ])("%s → %s", (message, expected) => {
    expect(routeMessage(message)).toBe(expected);
  });

  it.each<[string, "search" | "chat"]>([
    // A purchase tax, however spelt, or a rent with a price, asks a question (decision 105)…
    ["stamp dity on 175k btl in bristol", "chat"],
    ["stamp duties on a 250k house in salford", "chat"],
    ["stampduty on 300k flat", "chat"],
    ["LTT on 500k btl in swansea", "chat"],
    ["ADS on 150k flat in edinburgh", "chat"],
    ["lbtt on a £200k flat in glasgow", "chat"],
    ["whats the yield on a £150k house renting at £900pcm", "chat"],
    ["yield on a £120k flat in Salford with a rent of £650", "chat"],
    // …but one property at a price in a place, at the investor's own rent, is analysed (decision 196).
    ["a 3 bed house in Salford for £150,000 renting at £900 a month", "search"],
    ["Is a 3 bed house in Salford for £150,000 renting at £900 a month a good deal?", "search"],
    ["What yield is a 3 bed house in Salford for £150,000 renting at £900 a month?", "chat"],
    ["a 95k flat in M14 that lets for 700 a month", "search"],
    ["What yield is a £200,000 house renting at £900 a month?", "chat"],
    // …while the spec's rule still makes a price phrase with a property word a search.
    ["What is the stamp duty on houses between £250k and £300k?", "search"],
    ["show me ads for flats in Salford", "search"],
    ["flats in Salford under 150k with a rental yield of 7%", "search"],
    ["houses in Salford", "search"],
    ["flats in M14", "search"],
    ["Bury terraced houses", "search"],
    ["Wimbledon flats", "search"],
    ["reading about houses", "chat"],
    ["Salford", "chat"],
  ])("with a gazetteer: %s → %s", (message, expected) => {
    expect(routeMessage(message, gaz)).toBe(expected);
  });

  // A place's best yields or returns are a search ranked by that measure; "show me <place>" is a
  // search of it; questions about yield itself stay in chat (decision 139).
  const withRegions = buildGazetteer({ towns: ["SALFORD", "MANCHESTER", "LEEDS", "LIVERPOOL"], regions: REGIONS, postcodeDistricts: ["M14"] });
  it.each<[string, "search" | "chat"]>([
    ["best yields in Liverpool", "search"],
    ["best yield in Liverpool", "search"],
    ["highest yields in Liverpool", "search"],
    ["Liverpool best yields", "search"],
    ["Liverpool best yields please", "search"],
    ["best rental yields in Manchester", "search"],
    ["what are the best yields in Leeds?", "search"],
    ["What's the highest yield in Salford?", "search"],
    ["best returns in Leeds", "search"],
    ["highest ROI in Salford", "search"],
    ["biggest returns in Manchester", "search"],
    ["best cash flow in Leeds", "search"],
    ["highest yielding areas in Manchester", "search"],
    ["top yields in the North West", "search"],
    ["top rental yields across Yorkshire", "search"],
    ["best yields in the UK", "search"],
    ["show me liverpool", "search"],
    ["show me Salford", "search"],
    ["can you show me Leeds or Bradford?", "search"],
    ["show me M14", "search"],
    ["find everything in the North West", "search"],
    ["show me properties in Leeds", "search"],
    // Questions about yield, or with a topic, stay in chat.
    ["what is a good yield?", "chat"],
    ["what is a good yield in Leeds?", "chat"],
    ["how is rental yield calculated in Leeds?", "chat"],
    ["what is the best yield to aim for in Leeds?", "chat"],
    ["is it worth chasing the highest yields in Liverpool?", "chat"],
    ["why are the best yields in Liverpool?", "chat"],
    ["what do the best yields in Leeds mean?", "chat"],
    ["best yields in Liverpool after tax", "chat"],
    ["highest yields in Leeds with a mortgage", "chat"],
    ["how much are the best yields in Leeds?", "chat"],
    ["best yields", "chat"],
    ["show me a solicitor in Leeds", "chat"],
    ["find a letting agent in Leeds", "chat"],
    ["show me how yield works in Leeds", "chat"],
    ["Liverpool", "chat"],
  ])("a place ranked by yield or ROI, or shown: %s → %s", (message, expected) => {
    expect(routeMessage(message, withRegions)).toBe(expected);
  });

  // A place's deals wanted for a good or high yield are a search ranked by yield (decision 206);
  // asking what a good yield is stays chat.
  const withCounties = buildGazetteer({
    towns: ["MANCHESTER", "LEEDS", "SALFORD"],
    counties: ["GREATER MANCHESTER", "WEST YORKSHIRE"],
    regions: REGIONS,
  });
  it.each<[string, "search" | "chat"]>([
    ["somewhere in Greater Manchester with good yields", "search"],
    ["somewhere in West Yorkshire with high yields", "search"],
    ["good yields in Leeds", "search"],
    ["high yield in Salford please", "search"],
    ["anywhere in Greater Manchester with a good yield?", "search"],
    ["good ROI in Salford", "search"],
    ["good returns in Leeds", "search"],
    ["good yields in the North West", "search"],
    ["how is ROI worked out in Leeds?", "chat"],
    ["what is a good yield in Greater Manchester?", "chat"],
    ["is a high yield in Leeds worth it?", "chat"],
    ["good yields in Leeds after tax", "chat"],
    ["good yields", "chat"],
  ])("a place's good yields: %s → %s", (message, expected) => {
    expect(routeMessage(message, withCounties)).toBe(expected);
  });

  // The buyer's deposit asked is a sum to work, never a search (decision 205).
  it.each<[string, "search" | "chat"]>([
    ["what deposit would I need for a buy to let?", "chat"],
    ["how much deposit do I need", "chat"],
    ["deposit needed for a btl flat", "chat"],
    ["2 bed flats in Leeds needing a small deposit", "search"],
  ])("a buyer's deposit: %s → %s", (message, expected) => {
    expect(routeMessage(message, withCounties)).toBe(expected);
  });
});
