import type { Route } from "./+types/subscribe";
import { Page, PageHeader } from "~/components/page-header";

export default function Screen() {
  return (
    <Page>
      <PageHeader title="Upgrade to Pro">Checkout arrives with the billing work.</PageHeader>
    </Page>
  );
}

export const meta: Route.MetaFunction = () => [{ title: "Upgrade to Pro · DealFinder AI" }];
