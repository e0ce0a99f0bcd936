import { Link } from "react-router";

/** The parts page's list of models with a genuine accessories page. */
export function AccessoryModelsNav({ models }: { models: { label: string; href: string }[] }) {
  return (
    <nav className="accessory-models" aria-labelledby="accessory-models-title">
      <h2 id="accessory-models-title">Genuine accessories by model</h2>
      <ul>
        {models.map((m) => (
          <li key={m.href}>
            <Link to={m.href}>{m.label} accessories</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
