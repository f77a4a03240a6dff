import { useEffect } from "react";
import { useFetcher, useLocation } from "react-router";
import { Icon } from "~/components/ui/icon";

/** Light/dark switch: a form post without JavaScript, a fetcher (no reload) with it. */
export function ThemeToggle({ theme }: { theme: "light" | "dark" }) {
  const fetcher = useFetcher();
  const location = useLocation();
  const pendingTheme = fetcher.formData?.get("theme");
  const current = pendingTheme === "dark" || pendingTheme === "light" ? pendingTheme : theme;
  const next = current === "dark" ? "light" : "dark";
  // Switch at once, before the server confirms (the root renders the class from the cookie).
  useEffect(() => {
    document.documentElement.classList.toggle("dark", current === "dark");
  }, [current]);
  return (
    <fetcher.Form
      method="post"
      action="/theme"
      onSubmit={(event) => {
        event.preventDefault();
        fetcher.submit({ theme: next }, { method: "post", action: "/theme" });
      }}
    >
      <input type="hidden" name="theme" value={next} />
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      <button type="submit" className="btn-ghost px-2" aria-label={`Switch to ${next} theme`}>
        {current === "dark" ? <Icon name="sun" className="h-4 w-4 shrink-0" /> : <Icon name="moon" className="h-4 w-4 shrink-0" />}
        <span className="hidden sm:inline">{current === "dark" ? "Light" : "Dark"}</span>
      </button>
    </fetcher.Form>
  );
}
