// The forms about the dealer rather than one car: general enquiry (category
// select), careers and finance enquiry. They offer the site's dealerships
// (preferred dealership, shown when there is more than one).
import type { FormReply } from "../../lib/forms/form-answer.ts";
import type { FormCar, LeadFormSetup } from "../../lib/forms/form-setup.ts";
import { DealershipSelect, OptInCheckbox, TermsCheckbox } from "./choice-fields.tsx";
import { ContactFields, MoneyField, SelectField, TextArea } from "./fields.tsx";
import { LeadForm, type FieldValues } from "./lead-form.tsx";

interface SiteLeadFormProps {
  setup: LeadFormSetup;
  reply?: FormReply | null;
  initialValues?: FieldValues;
}

/** The general enquiry; `hidden` carries a chosen location (the contact form of /contact-us/{location slug}). */
export function GeneralEnquiryForm({ setup, reply, initialValues, hidden }: SiteLeadFormProps & { hidden?: Record<string, string> }) {
  return (
    <LeadForm id="contact-form" setup={setup} reply={reply} initialValues={initialValues} hidden={hidden} submitLabel="Send Enquiry" fieldOrder={["category"]}>
      <SelectField name="category" required options={setup.categories.map((c) => ({ value: c, label: c }))} />
      <ContactFields />
      <DealershipSelect setup={setup} />
      <TextArea name="message" required={setup.options.enquiryMessageRequired ?? true} />
      <OptInCheckbox />
      <TermsCheckbox setup={setup} />
    </LeadForm>
  );
}

export function CareersForm({ setup, reply, initialValues }: SiteLeadFormProps) {
  return (
    <LeadForm id="careers-form" setup={setup} reply={reply} initialValues={initialValues} submitLabel="Send">
      <ContactFields />
      <DealershipSelect setup={setup} />
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

export function FinanceEnquiryForm({ setup, reply, initialValues, context }: SiteLeadFormProps & { context: FinanceContext }) {
  const hidden: Record<string, string> = {};
  if (context.car) hidden.car_id = String(context.car.id);
  if (context.carType) hidden.car_type = context.carType;
  if (context.vin) hidden.vin = context.vin;
  return (
    <LeadForm
      id="finance-form"
      setup={setup}
      reply={reply}
      initialValues={initialValues}
      hidden={hidden}
      fieldOrder={["vehiclePriceBudget"]}
      submitLabel="Apply for Finance"
    >
      <MoneyField name="vehiclePriceBudget" quickPicks={setup.quickPicks} />
      <ContactFields />
      <DealershipSelect setup={setup} />
      <TextArea name="message" hint="Optional: your deposit, trade-in or anything else we should know." />
      <OptInCheckbox />
      <TermsCheckbox setup={setup} />
    </LeadForm>
  );
}
