import type { Route } from "./+types/billing";
import { Page, PageHeader } from "~/components/page-header";

export default function Screen() {
  return (
    <Page>
      <PageHeader title="Billing & Invoices">No invoices yet. Your first invoice will appear here after your subscription starts.</PageHeader>
    </Page>
  );
}

export const meta: Route.MetaFunction = () => [{ title: "Billing & Invoices · DealFinder AI" }];
