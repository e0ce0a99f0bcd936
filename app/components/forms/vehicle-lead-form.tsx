// The forms about one car: enquiry (the reusable <EnquiryForm> the detail
// page can embed), similar-car enquiry, test drive and request photos. The
// car's own dealership receives the lead, so no dealership or location select;
// a test drive booked without a car asks for the preferred dealership on a
// site of several (the options say so).
import { requestPhotosMessage } from "../../../domain/forms/schemas.ts";
import type { FormReply } from "../../lib/forms/form-answer.ts";
import type { FormCar, LeadFormSetup } from "../../lib/forms/form-setup.ts";
import { DealershipSelect, OptInCheckbox, TermsCheckbox } from "./choice-fields.tsx";
import { ContactFields, TextArea, TextField } from "./fields.tsx";
import { LeadForm, type FieldValues } from "./lead-form.tsx";

export interface VehicleLeadFormProps {
  setup: LeadFormSetup;
  /** The car; a test drive may be booked without one. */
  car: FormCar | null;
  /** The page's answer when it refused the last post. */
  reply?: FormReply | null;
  initialValues?: FieldValues;
  id?: string;
  submitLabel?: string;
}

const SUBMIT_LABELS = {
  enquiry: "Send Enquiry",
  multiStepEnquiry: "Send Enquiry",
  similarCarEnquiry: "Find Me Something Similar",
  testDrive: "Book Test Drive",
  requestPhotos: "Request Photos",
} as const;

export function VehicleLeadForm({ setup, car, reply, initialValues = {}, id, submitLabel }: VehicleLeadFormProps) {
  const kind = setup.kind as keyof typeof SUBMIT_LABELS;
  const messageRequired = kind === "enquiry" || kind === "similarCarEnquiry" ? (setup.options.enquiryMessageRequired ?? true) : false;
  const hidden: Record<string, string> = car ? { car_id: String(car.id) } : {};
  // detail §3: request photos sends a hidden default text asking for photos of this car.
  if (kind === "requestPhotos") hidden.message = requestPhotosMessage(car?.name);
  return (
    <LeadForm
      id={id ?? `${kind}-form`}
      setup={setup}
      reply={reply}
      initialValues={initialValues}
      hidden={hidden}
      submitLabel={submitLabel ?? (kind === "testDrive" && car?.item_type === "motorcycle" ? "Book Test Ride" : SUBMIT_LABELS[kind]) ?? "Send"}
    >
      <ContactFields />
      {kind === "testDrive" && <TextField name="dateTime" type="datetime-local" hint="Optional: we will confirm a time with you." />}
      {kind !== "requestPhotos" && (
        <TextArea
          name="message"
          required={messageRequired}
          hint={kind === "testDrive" && !car ? "Tell us which model you would like to drive." : undefined}
        />
      )}
      <DealershipSelect setup={setup} />
      <OptInCheckbox />
      <TermsCheckbox setup={setup} />
    </LeadForm>
  );
}

/** The vehicle enquiry form, for the enquiry page or embedded in the detail page (`#enquire`). */
export function EnquiryForm(props: Omit<VehicleLeadFormProps, "car"> & { car: FormCar }) {
  return <VehicleLeadForm id="enquire" {...props} />;
}
