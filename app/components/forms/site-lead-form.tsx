// The forms about the dealer rather than one car: general enquiry (category
// select), careers and finance enquiry. They offer the site's dealerships
// (preferred dealership, shown when there is more than one).
import type { FormCar, LeadFormSetup } from "../../lib/forms/form-setup.ts";
import { successCar } from "./car-summary.tsx";
import { DealershipSelect, OptInCheckbox, TermsCheckbox, usePostcodeLookup } from "./choice-fields.tsx";
import { ContactFields, MoneyField, SelectField, TextArea } from "./fields.tsx";
import type { FieldValues } from "./form-context.tsx";
import { LeadForm } from "./lead-form.tsx";
import type { FailedBody } from "./use-lead-submit.ts";

interface SiteLeadFormProps {
  setup: LeadFormSetup;
  serverResult?: FailedBody | null;
  initialValues?: FieldValues;
}

export function GeneralEnquiryForm({ setup, serverResult, initialValues }: SiteLeadFormProps) {
  const lookup = usePostcodeLookup();
  return (
    <LeadForm id="contact-form" setup={setup} serverResult={serverResult} initialValues={initialValues} submitLabel="Send Enquiry" fieldOrder={["category"]}>
      <SelectField name="category" required options={setup.categories.map((c) => ({ value: c, label: c }))} />
      <ContactFields postcodeNotice={lookup.notice} onPostcodeChange={lookup.onChange} />
      <DealershipSelect setup={setup} postcode={lookup.postcode} />
      <TextArea name="message" required={setup.options.enquiryMessageRequired ?? true} />
      <OptInCheckbox />
      <TermsCheckbox setup={setup} />
    </LeadForm>
  );
}

export function CareersForm({ setup, serverResult, initialValues }: SiteLeadFormProps) {
  const lookup = usePostcodeLookup();
  return (
    <LeadForm id="careers-form" setup={setup} serverResult={serverResult} initialValues={initialValues} submitLabel="Send">
      <ContactFields postcodeNotice={lookup.notice} onPostcodeChange={lookup.onChange} />
      <DealershipSelect setup={setup} postcode={lookup.postcode} />
      <TextArea name="message" hint="Tell us about yourself and the kind of role you are looking for." />
      <OptInCheckbox />
      <TermsCheckbox setup={setup} />
    </LeadForm>
  );
}

/** The car the finance enquiry came from (query car_id, car_type, vin), sent along as hidden fields. */
export interface FinanceContext {
  car: FormCar | null;
  carType: string | null;
  vin: string | null;
}

export function FinanceEnquiryForm({ setup, serverResult, initialValues, context }: SiteLeadFormProps & { context: FinanceContext }) {
  const lookup = usePostcodeLookup();
  const hidden: Record<string, string> = {};
  if (context.car) hidden.car_id = String(context.car.id);
  if (context.carType) hidden.car_type = context.carType;
  if (context.vin) hidden.vin = context.vin;
  return (
    <LeadForm
      id="finance-form"
      setup={setup}
      serverResult={serverResult}
      initialValues={initialValues}
      car={successCar(context.car)}
      hidden={hidden}
      fieldOrder={["vehiclePriceBudget"]}
      submitLabel="Apply for Finance"
    >
      <MoneyField name="vehiclePriceBudget" quickPicks={setup.quickPicks} />
      <ContactFields postcodeNotice={lookup.notice} onPostcodeChange={lookup.onChange} />
      <DealershipSelect setup={setup} postcode={lookup.postcode} />
      <TextArea name="message" hint="Optional: your deposit, trade-in or anything else we should know." />
      <OptInCheckbox />
      <TermsCheckbox setup={setup} />
    </LeadForm>
  );
}
