// The site's own choices: preferred dealership (shown when the site has more
// than one), location (shown when there is any; its only option is selected
// once), the opt-in and the terms checkbox of the sites that have one. The
// postcode lookup puts the shopper's own state first.
import { useMemo, useState, type ChangeEvent } from "react";
import { POSTCODE_NOT_FOUND } from "../../../domain/forms/messages.ts";
import { formFieldVisibility } from "../../../domain/forms/schemas.ts";
import { nearestStateFirst, postcodeState } from "../../../domain/postcode-lookup.ts";
import type { FormChoice, LeadFormSetup } from "../../lib/forms/form-setup.ts";
import { CheckboxField, SelectField } from "./fields.tsx";
import { useField } from "./form-context.tsx";

/** detail §5/§8: the lookup's 'Invalid postcode' when no Australian postcode matches; it informs, never blocks. */
export function usePostcodeLookup() {
  const [postcode, setPostcode] = useState("");
  const notice = /^\d{4}$/.test(postcode) && postcodeState(postcode) === null ? POSTCODE_NOT_FOUND : null;
  const onChange = (event: ChangeEvent<HTMLInputElement>) => setPostcode(event.currentTarget.value.trim());
  return { postcode, notice, onChange };
}

/** A select of site choices, the shopper's own state first once the postcode names one. */
function SiteChoiceSelect({ name, label, choices, postcode }: { name: string; label: string; choices: readonly FormChoice[]; postcode: string }) {
  const field = useField(name);
  const ordered = useMemo(() => nearestStateFirst(choices, postcode), [choices, postcode]);
  // detail §4: "The location selector auto-selects its only option once."
  const only = choices.length === 1 ? choices[0].value : undefined;
  return (
    <SelectField
      name={name}
      label={label}
      required
      options={ordered.map((c) => ({ value: c.value, label: c.label }))}
      defaultValue={field.has ? undefined : only}
    />
  );
}

export function DealershipSelect({ setup, postcode = "" }: { setup: LeadFormSetup; postcode?: string }) {
  if (!formFieldVisibility(setup.options).dealership) return null;
  return <SiteChoiceSelect name="dealership_slug" label="Preferred Dealership" choices={setup.dealerships} postcode={postcode} />;
}

export function LocationSelect({ setup, name = "location", postcode = "" }: { setup: LeadFormSetup; name?: "location" | "location_id"; postcode?: string }) {
  if (!formFieldVisibility(setup.options).location) return null;
  return <SiteChoiceSelect name={name} label="Location" choices={setup.locations} postcode={postcode} />;
}

export function OptInCheckbox() {
  return <CheckboxField name="opt_in" label="Keep me updated with news and offers" defaultChecked />;
}

/** detail §5: the terms checkbox, only on the sites that have one. */
export function TermsCheckbox({ setup }: { setup: LeadFormSetup }) {
  if (!formFieldVisibility(setup.options).terms) return null;
  return (
    <CheckboxField
      name="terms_conditions"
      required
      label={
        <>
          I agree to the{" "}
          <a href="/terms-and-conditions" target="_blank" rel="noreferrer">
            terms of use
          </a>
        </>
      }
    />
  );
}
