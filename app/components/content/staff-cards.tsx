import type { StaffMember } from "../../../sites/content.ts";

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join("");

/** The /teams page's staff cards (front matter `staff`): photo or initials, name, role, department and direct contact. */
export function StaffCards({ staff }: { staff: readonly StaffMember[] }) {
  return (
    <ul className="staff-grid" aria-label="Our team">
      {staff.map((member) => (
        <li key={`${member.name}/${member.role}`} className="staff-card">
          {member.photo ? (
            <img className="staff-card__photo" src={member.photo} alt="" width={96} height={96} loading="lazy" />
          ) : (
            <span className="staff-card__photo staff-card__initials" aria-hidden="true">
              {initials(member.name)}
            </span>
          )}
          <h2 className="staff-card__name">{member.name}</h2>
          <p className="staff-card__role">{member.role}</p>
          {member.department && <p className="staff-card__department">{member.department}</p>}
          {member.phone && (
            <p>
              <a href={`tel:${member.phone.replace(/[^0-9+]/g, "")}`}>{member.phone}</a>
            </p>
          )}
          {member.email && (
            <p>
              <a href={`mailto:${member.email}`}>Email {member.name.split(" ")[0]}</a>
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}
