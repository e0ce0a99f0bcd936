import { useRef } from "react";
import type { HolidayHoursRow, HoursTableRow } from "../../../domain/location-page.ts";

/** The weekly hours, today's row marked (in the location's own time zone, worked out on the server). */
export function HoursTable({ rows, caption }: { rows: HoursTableRow[]; caption: string }) {
  return (
    <table className="hours-table">
      <caption className="visually-hidden">{caption}</caption>
      <tbody>
        {rows.map((row) => (
          <tr key={row.label} className={row.today ? "hours-table__today" : undefined} aria-current={row.today ? "date" : undefined}>
            <th scope="row">
              {row.label}
              {row.today && <span className="hours-table__badge"> Today</span>}
            </th>
            <td>{row.hours}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * detail §2 "Holiday-hours dialog". A native <dialog>: opened as a modal (focus
 * kept inside, Escape closes) by the link once the page has JavaScript;
 * without it the link's #anchor shows the same list in the page (dialog:target).
 */
export function HolidayHours({ rows, returnTo }: { rows: HolidayHoursRow[]; returnTo: string }) {
  const dialog = useRef<HTMLDialogElement>(null);
  if (rows.length === 0) return null;
  const open = (event: React.MouseEvent) => {
    if (!dialog.current?.showModal) return;
    event.preventDefault();
    dialog.current.showModal();
  };
  const close = (event: React.MouseEvent) => {
    if (!dialog.current?.open) return;
    event.preventDefault();
    dialog.current.close();
  };
  return (
    <>
      <a className="holiday-hours__open" href="#holiday-hours" onClick={open} aria-haspopup="dialog">
        Holiday hours
      </a>
      <dialog ref={dialog} id="holiday-hours" className="holiday-hours" aria-labelledby="holiday-hours-title">
        <h2 id="holiday-hours-title">Holiday hours</h2>
        <p className="holiday-hours__note">These dates replace our usual hours.</p>
        <table className="hours-table">
          <tbody>
            {rows.map((row) => (
              <tr key={row.date}>
                <th scope="row">
                  <time dateTime={row.date}>{row.dateLabel}</time>
                  {row.name && <span className="holiday-hours__name">{row.name}</span>}
                </th>
                <td>{row.hours}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <a className="button button--ghost holiday-hours__close" href={returnTo} onClick={close}>
          Close
        </a>
      </dialog>
    </>
  );
}
