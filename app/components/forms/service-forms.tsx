// The service and parts desks' forms (issue #13): the service booking, whose
// date and time selects offer only the chosen department's open slots, and
// the parts enquiry. Both are leads through the same pipeline as every form.
import { useField } from "@conform-to/react";
import { useMemo } from "react";
import { allBookingTimes, bookingDates, bookingTimes, SERVICE_TYPES } from "../../../domain/service-booking.ts";
import { parseKms, formatKms } from "../../../domain/forms/kms.ts";
import type { ServiceBookingLocation } from "../../../domain/forms/schemas.ts";
import type { FormReply } from "../../lib/forms/form-answer.ts";
import type { LeadFormSetup } from "../../lib/forms/form-setup.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { DealershipSelect, LocationSelect, OptInCheckbox, TermsCheckbox } from "./choice-fields.tsx";
import { ContactFields, SelectField, TextArea, TextField } from "./fields.tsx";
import { LeadForm, type FieldValues } from "./lead-form.tsx";

interface ServiceFormProps {
  setup: LeadFormSetup;
  reply?: FormReply | null;
  initialValues?: FieldValues;
}

const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "2026-12-21" → "Mon 21 Dec". */
function dateLabel(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  return `${WEEKDAYS[d.getUTCDay()]} ${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]}`;
}

/** "07:30" → "7:30am". */
function timeLabel(time: string): string {
  const [h, m] = time.split(":").map(Number);
  return `${h % 12 === 0 ? 12 : h % 12}:${String(m).padStart(2, "0")}${h < 12 ? "am" : "pm"}`;
}

/** The department whose hours the selects follow: the chosen one, the only one, or (before a choice) the first. */
function useDepartment(departments: readonly ServiceBookingLocation[]): ServiceBookingLocation | null {
  const [location] = useField<string>("location");
  const hydrated = useHydrated();
  const chosen = hydrated && typeof location.value === "string" ? departments.find((d) => String(d.id) === location.value) : undefined;
  return chosen ?? departments[0] ?? null;
}

function BookingSlots({ departments }: { departments: readonly ServiceBookingLocation[] }) {
  const department = useDepartment(departments);
  const [dateField] = useField<string>("preferred_date");
  const hydrated = useHydrated();
  const dates = useMemo(() => {
    // Before a department is chosen (and without JavaScript) every department's open dates are offered; the server checks the pair.
    const all = new Set(departments.flatMap((d) => bookingDates(d, d.firstDate)));
    return hydrated && department ? bookingDates(department, department.firstDate) : [...all].sort();
  }, [departments, department, hydrated]);
  const chosenDate = hydrated && typeof dateField.value === "string" && dates.includes(dateField.value) ? dateField.value : null;
  const times = useMemo(() => {
    if (chosenDate && department) return bookingTimes(department, chosenDate);
    return [...new Set(departments.flatMap((d) => allBookingTimes(d, d.firstDate)))].sort();
  }, [chosenDate, department, departments]);
  return (
    <>
      <SelectField name="preferred_date" required options={dates.map((d) => ({ value: d, label: dateLabel(d) }))} />
      <SelectField name="preferred_time" required options={times.map((t) => ({ value: t, label: timeLabel(t) }))} />
    </>
  );
}

export function ServiceBookingForm({ setup, reply, initialValues }: ServiceFormProps) {
  const departments = setup.options.serviceBooking?.locations ?? [];
  // "location when there are several": a single department is sent as a hidden field.
  const hidden: Record<string, string> = departments.length === 1 ? { location: String(departments[0].id) } : {};
  return (
    <LeadForm
      id="service-booking-form"
      setup={setup}
      reply={reply}
      initialValues={initialValues}
      hidden={hidden}
      submitLabel="Request Booking"
      fieldOrder={["location", "rego", "make", "model", "kms", "service_type", "preferred_date", "preferred_time"]}
    >
      {departments.length > 1 && <LocationSelect setup={setup} />}
      <h2 className="lead-form__section">Your vehicle</h2>
      <TextField name="rego" required autoComplete="off" maxLength={12} />
      <TextField name="make" required autoComplete="off" maxLength={100} />
      <TextField name="model" required autoComplete="off" maxLength={100} />
      <TextField
          name="kms"
          label="Odometer"
          required
          inputMode="numeric"
          autoComplete="off"
          maxLength={16}
          hint="e.g. 45,000 kms"
          onBlur={(event) => {
            const kms = parseKms(event.currentTarget.value);
            if (kms !== null) event.currentTarget.value = formatKms(kms);
          }}
      />
      <h2 className="lead-form__section">Your service</h2>
      <SelectField name="service_type" required options={SERVICE_TYPES.map((t) => ({ value: t, label: t }))} />
      <BookingSlots departments={departments} />
      <TextArea name="message" hint="Optional: anything our technicians should know." />
      <h2 className="lead-form__section">Your details</h2>
      <ContactFields />
      <OptInCheckbox />
      <TermsCheckbox setup={setup} />
    </LeadForm>
  );
}

export function PartsEnquiryForm({ setup, reply, initialValues }: ServiceFormProps) {
  return (
    <LeadForm id="parts-enquiry-form" setup={setup} reply={reply} initialValues={initialValues} submitLabel="Send Parts Enquiry" fieldOrder={["part", "vin", "quantity"]}>
      <TextField name="part" required autoComplete="off" maxLength={200} hint="e.g. front brake pads, or a part number such as 04465-0K240" />
      <TextField name="vin" autoComplete="off" maxLength={17} hint="Optional: helps us find the exact part" />
      <TextField name="quantity" inputMode="numeric" autoComplete="off" maxLength={2} />
      <LocationSelect setup={setup} />
      <DealershipSelect setup={setup} />
      <ContactFields />
      <TextArea name="message" hint="Optional: your vehicle's make, model and year." />
      <OptInCheckbox />
      <TermsCheckbox setup={setup} />
    </LeadForm>
  );
}
