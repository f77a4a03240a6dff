import type { Route } from "./+types/payment-cancel";
import { Page, PageHeader } from "~/components/page-header";

export default function Screen() {
  return (
    <Page>
      <PageHeader title="Payment Cancelled">No charges were made.</PageHeader>
    </Page>
  );
}

export const meta: Route.MetaFunction = () => [{ title: "Payment Cancelled · DealFinder AI" }];
