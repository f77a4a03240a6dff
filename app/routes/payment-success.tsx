import type { Route } from "./+types/payment-success";
import { Page, PageHeader } from "~/components/page-header";

export default function Screen() {
  return (
    <Page>
      <PageHeader title="Payment">Payment verification arrives with the billing work.</PageHeader>
    </Page>
  );
}

export const meta: Route.MetaFunction = () => [{ title: "Payment · DealFinder AI" }];
