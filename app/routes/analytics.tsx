import type { Route } from "./+types/analytics";
import { Page, PageHeader } from "~/components/page-header";

export default function Screen() {
  return (
    <Page>
      <PageHeader title="Analytics Dashboard">Analytics of your saved deals arrive with the premium features.</PageHeader>
    </Page>
  );
}

export const meta: Route.MetaFunction = () => [{ title: "Analytics Dashboard · DealFinder AI" }];
