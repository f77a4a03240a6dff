import { Link } from "react-router";
import { useRootData } from "~/root";

/** The chat screen. The conversation itself arrives with the assistant issue. */
export function ChatHome() {
  const root = useRootData();
  return (
    <div className="mx-auto flex h-full w-full max-w-3xl flex-col gap-4 p-4 md:p-8">
      <h1 className="text-2xl font-bold">Chat</h1>
      <div className="card">
        <p>
          Hello{root?.user ? ` ${root.user.firstName}` : ""}! I&apos;m your UK property investment
          assistant. Ask me to find buy-to-let deals, or ask about property tax, law and finance.
        </p>
      </div>
      <p className="muted text-xs">
        The assistant can make mistakes. Check important information.{" "}
        <Link to="/methodology" className="link">
          How deals are valued
        </Link>
      </p>
    </div>
  );
}
