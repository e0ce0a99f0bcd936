// The finance enquiry: /finance, /finance-enquiry, /apply-for-finance (the
// site's financeLink) and /personalised/finance for dealers with the
// personalised flow (gated: sign-in first). The detail page's Finance button
// brings preferredDealership, vehiclePriceBudget, car_id, car_type and vin,
// with the anchor #finance-form (detail §2).
import type { Route } from "./+types/finance";
import { passGate } from "../lib/accounts/session.server.ts";
import { parseMoney } from "../../domain/forms/money.ts";
import { siteContext } from "../context.ts";
import { carIdFromQuery, findFormCar, formCar } from "../lib/forms/form-car.server.ts";
import { formPageHeaders, leadFormSetup, leadPageAction, unlessDatabaseAway, withFormCookie } from "../lib/forms/lead-form.server.ts";
import { FormPage } from "../components/forms/form-page.tsx";
import { FinanceEnquiryForm } from "../components/forms/site-lead-form.tsx";
import { keepFormAfterPost, leadClientAction } from "../components/forms/client-action.ts";
import { replyOf } from "../components/forms/lead-form.tsx";
import { formatNumber } from "../../domain/number-format.ts";
import { standaloneCalculator } from "../lib/detail/calculator-input.ts";
import type { FormKind } from "../../domain/leads/categories.ts";
import { FinanceModal } from "../components/forms/finance-modal.tsx";

/**
 * On sites with the modal calculator, the finance form reached from it ("Get Finance Now", `?from=calculator`)
 * is the finance modal form: its leads send event 9 (detail §7).
 */
function formKind(url: URL, modalCalculator: boolean): FormKind {
  return modalCalculator && url.searchParams.get("from") === "calculator" ? "financeModal" : "finance";
}

const CAR_TYPES = new Set(["new", "used", "demo"]);
const VIN = /^[A-HJ-NPR-Z0-9]{11,17}$/;

function financeQuery(url: URL) {
  const carType = url.searchParams.get("car_type");
  const vin = url.searchParams.get("vin")?.trim().toUpperCase() ?? "";
  const budget = parseMoney(url.searchParams.get("vehiclePriceBudget") ?? "");
  return {
    carId: carIdFromQuery(url),
    carType: carType && CAR_TYPES.has(carType) ? carType : null,
    vin: VIN.test(vin) ? vin : null,
    budget: budget !== null && budget > 0 ? budget : null,
    dealership: url.searchParams.get("preferredDealership"),
  };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  const url = new URL(request.url);
  const query = financeQuery(url);
  // detail §6: the personalised flow is gated; anonymous shoppers sign in first and come back here.
  await passGate(request, context);
  const [found, { setup, setCookie }] = await Promise.all([
    query.carId === null ? null : findFormCar(context, { id: query.carId }),
    leadFormSetup(request, context, formKind(url, site.features.financeModalCalculator)),
  ]);
  const offered = new Set(setup.dealerships.map((d) => d.value));
  const dealership = [query.dealership, found?.dealership.slug].find((slug) => slug && offered.has(slug));
  const initialValues: Record<string, string> = {};
  if (dealership) initialValues.dealership_slug = dealership;
  if (query.budget !== null) initialValues.vehiclePriceBudget = formatNumber(query.budget, 2);
  return withFormCookie(
    {
      setup,
      siteName: site.name,
      getFinance: site.labels.getFinance,
      initialValues,
      path: url.pathname,
      modal: site.features.financeModalCalculator
        ? { calculator: standaloneCalculator("modal", url.searchParams, site.features), open: url.searchParams.get("calculator") === "open" }
        : null,
      context: { car: found ? formCar(found, site) : null, carType: query.carType ?? found?.car.carType ?? null, vin: query.vin },
    },
    setCookie,
  );
}

export function action({ request, context }: Route.ActionArgs) {
  return unlessDatabaseAway(request, async () => {
    await passGate(request, context);
    const url = new URL(request.url);
    const query = financeQuery(url);
    const found = query.carId === null ? null : await findFormCar(context, { id: query.carId });
    return leadPageAction(request, context, formKind(url, context.get(siteContext).features.financeModalCalculator), found);
  });
}

export const clientAction = (args: Route.ClientActionArgs) => leadClientAction(args);

export const shouldRevalidate = keepFormAfterPost;

export const headers = formPageHeaders;

export const meta: Route.MetaFunction = ({ data }) =>
  data
    ? [
        { title: `Car finance | ${data.siteName}` },
        { name: "description", content: `Apply for car finance with ${data.siteName}: a quick enquiry, no obligation.` },
      ]
    : [];

export default function Finance({ loaderData: d, actionData }: Route.ComponentProps) {
  return (
    <FormPage
      title={d.context.car ? `Finance for the ${d.context.car.name}` : "Car finance"}
      lead="Tell us your budget and our finance team will find a loan that suits you. Applying does not affect your credit score until you say so."
      car={d.context.car}
      formLabel="Finance enquiry form"
    >
      {d.modal && <FinanceModal path={d.path} calculator={d.modal.calculator} open={d.modal.open} />}
      <FinanceEnquiryForm
        setup={d.setup}
        context={d.context as Parameters<typeof FinanceEnquiryForm>[0]["context"]}
        reply={replyOf(actionData)}
        initialValues={d.initialValues}
      />
    </FormPage>
  );
}
