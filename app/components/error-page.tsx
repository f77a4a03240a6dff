import { isRouteErrorResponse, Link } from "react-router";
import { APP_NAME } from "~/lib/brand";

const TEXTS: Record<number, { title: string; body: string }> = {
  400: { title: "Bad Request", body: "The request could not be understood. Please check it and try again." },
  403: { title: "Forbidden", body: "You do not have permission to see this page." },
  404: {
    title: "404 Page Not Found",
    body: "The page you are looking for does not exist or has been moved.",
  },
  413: { title: "Request Too Large", body: "What you sent was too large. Please send less." },
  429: { title: "Too Many Requests", body: "Please wait a moment and try again." },
  500: { title: "Something went wrong", body: "An unexpected error occurred. Please try again." },
};

export function errorTitle(status: number) {
  return (TEXTS[status] ?? TEXTS[500]!).title;
}

/** The status to show for whatever a loader, an action or a render threw. */
export function statusOf(error: unknown): number {
  return isRouteErrorResponse(error) ? error.status : 500;
}

/** The title, text and way home for a status: the body of every error screen. */
export function ErrorContent({ status }: { status: number }) {
  const text = TEXTS[status] ?? TEXTS[500]!;
  return (
    <div className="mx-auto flex max-w-xl flex-col gap-4 p-6">
      {/* Named with the app, as every other page's title is ("Chat · DealFinder AI"). */}
      <title>{`${text.title} · ${APP_NAME}`}</title>
      <h1 className="text-3xl font-bold">{text.title}</h1>
      <p className="muted">{text.body}</p>
      <p>
        <Link to="/" className="link">
          Go back home
        </Link>
      </p>
    </div>
  );
}

/** The error screen on its own (signed out, or when even the app shell could not render). */
export function ErrorPage({ status }: { status: number }) {
  return (
    <main id="main" tabIndex={-1} className="flex min-h-screen flex-col justify-center">
      <ErrorContent status={status} />
    </main>
  );
}
