// The frame of every form page: heading, a line about what happens next,
// the car (when the form is about one) beside the form.
import type { ReactNode } from "react";
import type { FormCar } from "../../lib/forms/form-setup.ts";
import { FormCarSummary } from "./car-summary.tsx";

export function FormPage({ title, lead, car, children, aside, formLabel }: { title: string; lead?: ReactNode; car?: FormCar | null; children: ReactNode; aside?: ReactNode; formLabel: string }) {
  const side = car ? <FormCarSummary car={car} /> : aside;
  return (
    <div className="container form-page">
      <h1 className="form-page__title">{title}</h1>
      {lead && <p className="form-page__lead">{lead}</p>}
      <div className={side ? "form-page__layout" : "form-page__single"}>
        {side}
        <section className="form-page__form" aria-label={formLabel}>
          {children}
        </section>
      </div>
    </div>
  );
}
