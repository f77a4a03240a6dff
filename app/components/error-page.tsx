import { Link } from "react-router";

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

/** The one error screen, with a text per status; used by the root boundary and the 404 route. */
export function ErrorPage({ status }: { status: number }) {
  const text = TEXTS[status] ?? TEXTS[500]!;
  return (
    <main id="main" tabIndex={-1} className="mx-auto flex min-h-screen max-w-xl flex-col justify-center gap-4 p-6">
      <title>{text.title}</title>
      <h1 className="text-3xl font-bold">{text.title}</h1>
      <p className="muted">{text.body}</p>
      <p>
        <Link to="/" className="link">
          Go back home
        </Link>
      </p>
    </main>
  );
}
