import {
  data,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLoaderData,
  useMatches,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
import { ErrorPage, statusOf } from "./components/error-page";
import { APP_NAME } from "./lib/brand";
import { Toaster, useRouteHasOwnToaster } from "./components/toaster";
import { useFocusOnNavigation } from "./hooks/use-focus-on-navigation";
import { getUser, userMiddleware } from "./server/auth.server";
import { getContextDb, getRequestInfo } from "./server/context.server";
import { publicEnv } from "./server/env.server";
import { checkoutConfig } from "./server/billing/stripe.server";
import { readPreferences } from "./server/preferences.server";
import { readToast } from "./server/toast.server";
import { listConversations } from "./server/conversations.server";
import { getUsage } from "./server/usage.server";
import { canAccessPremiumFeatures, planOf } from "./server/users.server";

/** The signed-in user is read once per request, here, for every route below. */
export const middleware: Route.MiddlewareFunction[] = [userMiddleware];

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = getUser(context);
  const db = getContextDb(context);
  const [preferences, { toast, headers }] = await Promise.all([readPreferences(request), readToast(request)]);
  return data(
    {
      user: user && {
        id: user.id,
        email: user.email,
        firstName: user.firstName,
        lastName: user.lastName,
        profileImageUrl: user.profileImageUrl,
        plan: planOf(user),
        canAccessPremiumFeatures: canAccessPremiumFeatures(user),
      },
      // The sidebar's Recent Chats and the plan's usage, on every signed-in page.
      chats: user ? listConversations(db, user.id).map((c) => ({ id: c.id, title: c.title })) : [],
      usage: user ? getUsage(db, user) : null,
      ...preferences,
      toast,
      // `checkout`: whether Pro can be bought here; the plan chooser says so when not (decision 181).
      env: { ...publicEnv(), checkout: checkoutConfig() !== null },
      nonce: getRequestInfo(context).nonce,
    },
    { headers },
  );
}

/** Sends the loader's headers (the toast cookie being cleared) with pages and data requests. */
export const headers: Route.HeadersFunction = ({ loaderHeaders, parentHeaders }) => {
  const merged = new Headers(parentHeaders);
  for (const cookie of loaderHeaders.getSetCookie()) merged.append("Set-Cookie", cookie);
  return merged;
};

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export type RootData = Awaited<ReturnType<typeof loader>>["data"];

export function useRootData() {
  return useRouteLoaderData<typeof loader>("root");
}

/** In the browser: the nonce of the document the script runs in, the first the root loader gave. */
let documentNonce: string | undefined;

/**
 * This document's CSP nonce: the one its policy allows. The root loader runs again after every
 * action and brings that request's nonce, which this page's policy does not know, so the first
 * one seen is kept (a changing nonce tore down and rebuilt the embedded checkout). It is the
 * document's, not each component's first: a page reached after an action (the subscribe page,
 * whose checkout inserts Stripe.js with it) gets it too. On the server, the request's own.
 */
export function useDocumentNonce(): string | undefined {
  const nonce = useRootData()?.nonce;
  if (typeof document === "undefined") return nonce;
  documentNonce ??= nonce;
  return documentNonce;
}

const SKIP_LINK =
  "sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-slate-900 focus:not-sr-only focus:fixed focus:top-2 focus:left-2 dark:bg-slate-900 dark:text-white";

export function Layout({ children }: { children: React.ReactNode }) {
  const root = useRouteLoaderData<typeof loader>("root");
  const theme = root?.theme ?? "light";
  const nonce = useDocumentNonce();
  // `composer` is true, or a test of the route's loader data (a page that failed has no composer).
  const composer = useMatches().some((m) => {
    const has = (m.handle as { composer?: boolean | ((data: unknown) => boolean) } | undefined)?.composer;
    return typeof has === "function" ? has(m.data) : Boolean(has);
  });
  return (
    <html lang="en-GB" className={theme === "dark" ? "dark" : undefined}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen">
        <a href="#main" className={SKIP_LINK}>
          Skip to main content
        </a>
        {composer && root?.user ? (
          <a href="#message" className={SKIP_LINK}>
            Skip to message box
          </a>
        ) : null}
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  const { toast } = useLoaderData<typeof loader>();
  const ownToaster = useRouteHasOwnToaster();
  useFocusOnNavigation();
  return (
    <>
      {/* Before the page: a toast the server drew is read when the page is (decision 222). */}
      {ownToaster ? null : <Toaster toast={toast} />}
      <Outlet />
    </>
  );
}

// An error screen sets its own title (ErrorContent's <title>); a second one here would be the
// one a browser without JavaScript shows.
export const meta: Route.MetaFunction = ({ error }) => (error ? [] : [{ title: APP_NAME }]);

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage status={statusOf(error)} />;
}
