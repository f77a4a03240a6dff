import { Link } from "react-router";
import { APP_NAME } from "~/lib/brand";

/** The header of public pages: the product name and the way in. */
export function PublicHeader({ signedIn }: { signedIn: boolean }) {
  return (
    <header data-public-header className="border-b border-slate-200 dark:border-slate-800">
      {/* On a phone the buttons go under the name rather than squeezing their words onto two lines. */}
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-2 p-4">
        <Link to="/" className="text-lg font-bold whitespace-nowrap">
          {APP_NAME}
        </Link>
        <nav aria-label="Account" className="flex gap-2 whitespace-nowrap">
          {signedIn ? (
            <Link to="/dashboard" className="btn-primary">
              Back to Chat
            </Link>
          ) : (
            <>
              <Link to="/login" className="btn-secondary">
                Log In
              </Link>
              <Link to="/signup" className="btn-primary">
                Get Started Free
              </Link>
            </>
          )}
        </nav>
      </div>
    </header>
  );
}
