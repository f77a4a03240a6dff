/**
 * A small Stripe-compatible server on 127.0.0.1 (decision 028). The real `stripe` SDK talks to
 * it through `STRIPE_API_BASE`. It answers what the app calls (customers and changes to their
 * name or email, Checkout Sessions, billing portal sessions, subscriptions, invoices, payment
 * methods, `expand`, the session and subscription lists and expiring a session), records every
 * request, and serves the "hosted" pages itself at its own origin: the checkout page's Pay form
 * completes the session (subscription + paid invoice + card) and redirects to the success URL.
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";

export type Recorded = { method: string; path: string; body: Record<string, any> };
type Obj = Record<string, any>;

/** Stripe's form encoding (`a[b][0][c]=v`) back into objects and arrays. */
export function parseStripeParams(params: URLSearchParams): Obj {
  const root: Obj = {};
  for (const [key, value] of params) {
    const parts = key.replace(/\]/g, "").split("[");
    let node: any = root;
    parts.forEach((part, i) => {
      const last = i === parts.length - 1;
      const nextIsIndex = !last && /^\d+$/.test(parts[i + 1]!);
      if (last) node[part] = value;
      else node = node[part] ??= nextIsIndex ? [] : {};
    });
  }
  return root;
}

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(title: string, body: string) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escape(title)}</title></head><body><main><h1>${escape(title)}</h1>${body}</main></body></html>`;
}

export async function startFakeStripe() {
  const requests: Recorded[] = [];
  const customers = new Map<string, Obj>();
  const sessions = new Map<string, Obj>();
  const subscriptions = new Map<string, Obj>();
  const invoices = new Map<string, Obj>();
  const paymentMethods = new Map<string, Obj>();
  /** Path prefixes that answer 500 (a Stripe outage) until cleared. */
  const failing = new Set<string>();
  let counter = 0;
  const newId = (prefix: string) => `${prefix}_test_${Date.now().toString(36)}${(++counter).toString(36).padStart(4, "0")}`;
  const now = () => Math.floor(Date.now() / 1000);
  let base = "";

  function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
    res.writeHead(status, { "Content-Type": "application/json", "Request-Id": `req_${++counter}`, ...headers });
    res.end(JSON.stringify(body));
  }
  function missing(res: ServerResponse, kind: string, id: string) {
    send(res, 404, {
      error: { type: "invalid_request_error", code: "resource_missing", message: `No such ${kind}: '${id}'`, param: "id" },
    });
  }
  function html(res: ServerResponse, status: number, body: string) {
    res.writeHead(status, { "Content-Type": "text/html; charset=utf-8" }).end(body);
  }
  function list(data: Obj[], url: string) {
    return { object: "list", data, has_more: false, url };
  }
  function withExpand(object: Obj, expand: string[] | undefined): Obj {
    if (!expand?.includes("default_payment_method") || typeof object.default_payment_method !== "string") return object;
    return { ...object, default_payment_method: paymentMethods.get(object.default_payment_method) ?? null };
  }

  function newSubscription(customer: string, options: { status?: string; card?: string | null; metadata?: Obj; price?: string } = {}) {
    const subscription = {
      id: newId("sub"),
      object: "subscription",
      customer,
      status: options.status ?? "active",
      default_payment_method: options.card ?? null,
      metadata: options.metadata ?? {},
      items: { object: "list", data: [{ id: newId("si"), price: { id: options.price ?? "price_pro_monthly" } }] },
      created: now(),
    };
    subscriptions.set(subscription.id, subscription);
    return subscription;
  }

  /** What the hosted page's Pay button does: the session becomes complete and paid. */
  function complete(sessionId: string, options: { paid?: boolean } = {}) {
    const session = sessions.get(sessionId);
    if (!session) throw new Error(`unknown session ${sessionId}`);
    if (session.status === "expired") throw new Error(`session ${sessionId} has expired`);
    if (session.status === "complete") return session;
    const paid = options.paid ?? true;
    const card = {
      id: newId("pm"),
      object: "payment_method",
      type: "card",
      customer: session.customer,
      card: { brand: "visa", last4: "4242", exp_month: 12, exp_year: 2030 },
      created: now(),
    };
    paymentMethods.set(card.id, card);
    const subscription = newSubscription(session.customer, {
      status: paid ? "active" : "incomplete",
      card: card.id,
      metadata: session.subscription_data?.metadata ?? {},
      price: session.line_items?.[0]?.price,
    });
    const invoice = {
      id: newId("in"),
      object: "invoice",
      number: `DF-${String(invoices.size + 1).padStart(4, "0")}`,
      customer: session.customer,
      created: now(),
      amount_paid: paid ? 2900 : 0,
      amount_due: 2900,
      currency: "gbp",
      status: paid ? "paid" : "open",
      invoice_pdf: `${base}/invoice-files/${counter}.pdf`,
      parent: { type: "subscription_details", subscription_details: { subscription: subscription.id, metadata: {} } },
    };
    invoices.set(invoice.id, invoice);
    Object.assign(session, { status: "complete", payment_status: paid ? "paid" : "unpaid", subscription: subscription.id });
    return session;
  }

  async function handleApi(req: IncomingMessage, res: ServerResponse, url: URL, body: Obj) {
    const method = req.method ?? "GET";
    const parts = url.pathname.split("/").filter(Boolean).slice(1); // after "v1"
    const query = parseStripeParams(url.searchParams);
    const expand: string[] | undefined = (body.expand ?? query.expand) as string[] | undefined;
    // An object's id follows its collection (`/customers/:id`, `/checkout/sessions/:id/expire`).
    const route = `${method} /${parts.map((p, i) => (i > 0 && i <= 2 && /_/.test(p) ? ":id" : p)).join("/")}`;

    switch (route) {
      case "POST /customers": {
        const customer = { id: newId("cus"), object: "customer", email: body.email, name: body.name, metadata: body.metadata ?? {}, created: now() };
        customers.set(customer.id, customer);
        return send(res, 200, customer);
      }
      case "POST /customers/:id": {
        const customer = customers.get(parts[1]!);
        if (!customer) return missing(res, "customer", parts[1]!);
        for (const field of ["name", "email"] as const) if (field in body) customer[field] = body[field];
        return send(res, 200, customer);
      }
      case "GET /customers/:id": {
        const customer = customers.get(parts[1]!);
        return customer ? send(res, 200, customer) : missing(res, "customer", parts[1]!);
      }
      case "POST /checkout/sessions": {
        if (!body.customer || !customers.has(body.customer)) return missing(res, "customer", String(body.customer));
        const id = newId("cs");
        const embedded = body.ui_mode === "embedded_page";
        const session = {
          id,
          object: "checkout.session",
          mode: body.mode,
          ui_mode: embedded ? "embedded_page" : "hosted_page",
          customer: body.customer,
          client_reference_id: body.client_reference_id ?? null,
          metadata: body.metadata ?? {},
          subscription_data: body.subscription_data,
          line_items: body.line_items,
          success_url: body.success_url ?? null,
          cancel_url: body.cancel_url ?? null,
          return_url: body.return_url ?? null,
          status: "open",
          payment_status: "unpaid",
          subscription: null,
          url: embedded ? null : `${base}/c/pay/${id}`,
          client_secret: embedded ? `${id}_secret_fake` : null,
          created: now(),
        };
        sessions.set(id, session);
        return send(res, 200, session);
      }
      case "GET /checkout/sessions": {
        // Newest first, as Stripe lists.
        const data = [...sessions.values()]
          .filter((c) => (!query.customer || c.customer === query.customer) && (!query.status || c.status === query.status))
          .reverse();
        return send(res, 200, list(data.slice(0, Number(query.limit ?? 10)), "/v1/checkout/sessions"));
      }
      case "POST /checkout/sessions/:id/expire": {
        const session = sessions.get(parts[2]!);
        if (!session) return missing(res, "checkout.session", parts[2]!);
        if (session.status !== "open") {
          return send(res, 400, {
            error: { type: "invalid_request_error", message: "Only Checkout Sessions with a status of `open` can be expired." },
          });
        }
        Object.assign(session, { status: "expired", url: null, client_secret: null });
        return send(res, 200, session);
      }
      case "GET /checkout/sessions/:id": {
        const session = sessions.get(parts[2]!);
        return session ? send(res, 200, session) : missing(res, "checkout.session", parts[2]!);
      }
      case "POST /billing_portal/sessions": {
        if (!customers.has(body.customer)) return missing(res, "customer", String(body.customer));
        const id = newId("bps");
        const portal = { id, object: "billing_portal.session", customer: body.customer, return_url: body.return_url, url: `${base}/p/session/${id}`, created: now() };
        portalSessions.set(id, portal);
        return send(res, 200, portal);
      }
      case "GET /subscriptions": {
        // Without `status`, Stripe lists all but the canceled; `all` lists every one.
        const status = query.status as string | undefined;
        const data = [...subscriptions.values()]
          .filter((s) => (!query.customer || s.customer === query.customer) && (status === "all" || (status ? s.status === status : s.status !== "canceled")))
          .reverse();
        return send(res, 200, list(data.slice(0, Number(query.limit ?? 10)).map((s) => withExpand(s, expand)), "/v1/subscriptions"));
      }
      case "GET /subscriptions/:id": {
        const subscription = subscriptions.get(parts[1]!);
        return subscription ? send(res, 200, withExpand(subscription, expand)) : missing(res, "subscription", parts[1]!);
      }
      case "GET /invoices": {
        const data = [...invoices.values()].filter((i) => i.customer === query.customer).reverse();
        return send(res, 200, list(data, "/v1/invoices"));
      }
      case "GET /payment_methods": {
        const data = [...paymentMethods.values()].filter((p) => p.customer === query.customer && p.type === (query.type ?? "card"));
        return send(res, 200, list(data.slice(0, Number(query.limit ?? 10)), "/v1/payment_methods"));
      }
      default:
        return send(res, 404, { error: { type: "invalid_request_error", message: `Unrecognized request URL (${method}: ${url.pathname}).` } });
    }
  }

  const portalSessions = new Map<string, Obj>();

  function handlePage(req: IncomingMessage, res: ServerResponse, url: URL) {
    const [kind, , id] = url.pathname.split("/").filter(Boolean);
    if (kind === "c") {
      const session = sessions.get(id ?? "");
      if (!session) return html(res, 404, page("Not found", "<p>No such checkout session.</p>"));
      if (session.status === "expired") return html(res, 410, page("Session expired", "<p>This checkout session has expired.</p>"));
      if (req.method === "POST") {
        complete(session.id);
        const target = String(session.success_url ?? session.return_url).replace("{CHECKOUT_SESSION_ID}", session.id);
        res.writeHead(303, { Location: target }).end();
        return;
      }
      return html(
        res,
        200,
        page(
          "Fake Stripe Checkout",
          `<p>Subscribe to DealFinder AI Pro: £29.00 per month</p>
           <form method="post" action="/c/pay/${escape(session.id)}"><button type="submit">Pay</button></form>
           <p><a href="${escape(String(session.cancel_url ?? ""))}">Cancel and go back</a></p>`,
        ),
      );
    }
    if (kind === "p") {
      const portal = portalSessions.get(id ?? "");
      if (!portal) return html(res, 404, page("Not found", "<p>No such portal session.</p>"));
      return html(res, 200, page("Fake Stripe Customer Portal", `<p><a href="${escape(portal.return_url)}">Return to DealFinder AI</a></p>`));
    }
    html(res, 404, page("Not found", "<p>Not found.</p>"));
  }

  const server = createServer((req, res) => {
    let raw = "";
    req.on("data", (d) => (raw += d));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", base);
      const body = parseStripeParams(new URLSearchParams(raw));
      if (!url.pathname.startsWith("/v1/")) return handlePage(req, res, url);
      requests.push({ method: req.method ?? "GET", path: url.pathname + url.search, body });
      if (!/^Bearer sk_/.test(req.headers.authorization ?? "")) {
        return send(res, 401, { error: { type: "invalid_request_error", message: "Invalid API Key provided." } });
      }
      const path = url.pathname.slice(3);
      if ([...failing].some((prefix) => path.startsWith(prefix))) {
        return send(res, 500, { error: { type: "api_error", message: "Fake Stripe outage." } }, { "Stripe-Should-Retry": "false" });
      }
      handleApi(req, res, url, body).catch((error) => send(res, 500, { error: { type: "api_error", message: String(error) } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    base,
    requests,
    customers,
    sessions,
    subscriptions,
    invoices,
    /** Completes a session as the hosted page's Pay button does (or leaves it unpaid). */
    complete,
    /** Makes every API path starting with `prefix` (e.g. "/checkout") answer 500 until `heal()`. */
    fail(prefix: string) {
      failing.add(prefix);
    },
    heal() {
      failing.clear();
    },
    /** A subscription made for the customer outside this app's checkout (a second charge). */
    createSubscription(customer: string, status = "active") {
      return newSubscription(customer, { status });
    },
    setSubscriptionStatus(id: string, status: string) {
      const subscription = subscriptions.get(id);
      if (!subscription) throw new Error(`unknown subscription ${id}`);
      subscription.status = status;
    },
    /** The requests whose path starts with `prefix` (e.g. "/v1/invoices"). */
    calls(prefix: string) {
      return requests.filter((r) => r.path.startsWith(prefix));
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;

/** A Stripe event as Stripe would send it, with its signed `Stripe-Signature` header. */
export function signedEvent(secret: string, type: string, object: Obj, id = `evt_test_${crypto.randomUUID().replace(/-/g, "")}`) {
  const payload = JSON.stringify({
    id,
    object: "event",
    api_version: Stripe.API_VERSION,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    type,
    data: { object },
  });
  const signature = new Stripe("sk_test_signing").webhooks.generateTestHeaderString({ payload, secret });
  return { id, payload, signature };
}
