// The site's own choices: preferred dealership (shown when the site has more
// than one), location (shown when there is any; its only option is selected
// once), the opt-in and the terms checkbox of the sites that have one. The
// postcode lookup puts the shopper's own state first.
import { useMemo } from "react";
import { formFieldVisibility } from "../../../domain/forms/schemas.ts";
import { nearestStateFirst } from "../../../domain/postcode-lookup.ts";
import type { FormChoice, LeadFormSetup } from "../../lib/forms/form-setup.ts";
import { CheckboxField, SelectField, usePostcodeTyped } from "./fields.tsx";

/** A select of site choices, the shopper's own state first once the postcode names one. */
function SiteChoiceSelect({ name, label, choices }: { name: string; label: string; choices: readonly FormChoice[] }) {
  const postcode = usePostcodeTyped();
  const ordered = useMemo(() => nearestStateFirst(choices, postcode), [choices, postcode]);
  // detail §4: "The location selector auto-selects its only option once." (when the form has no value for it)
  const only = choices.length === 1 ? choices[0].value : undefined;
  return <SelectField name={name} label={label} required options={ordered.map((c) => ({ value: c.value, label: c.label }))} defaultValue={only} />;
}

export function DealershipSelect({ setup }: { setup: LeadFormSetup }) {
  if (!formFieldVisibility(setup.options).dealership) return null;
  return <SiteChoiceSelect name="dealership_slug" label="Preferred Dealership" choices={setup.dealerships} />;
}

export function LocationSelect({ setup, name = "location" }: { setup: LeadFormSetup; name?: "location" | "location_id" }) {
  if (!formFieldVisibility(setup.options).location) return null;
  return <SiteChoiceSelect name={name} label="Location" choices={setup.locations} />;
}

/** The opt-in starts ticked: the forms' default values carry `opt_in: "on"` (OPT_IN_DEFAULT). */
export function OptInCheckbox() {
  return <CheckboxField name="opt_in" label="Keep me updated with news and offers" />;
}

/** The forms' starting value for the opt-in: ticked. */
export const OPT_IN_DEFAULT = { opt_in: "on" } as const;

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
