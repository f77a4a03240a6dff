import { ErrorPage } from "~/components/error-page";
import { notFound } from "~/server/http-errors.server";

export async function loader() {
  notFound();
}

// The error screen sets the title itself.
export const meta = () => [];

export default function NotFound() {
  return <ErrorPage status={404} />;
}

export function ErrorBoundary() {
  return <ErrorPage status={404} />;
}
