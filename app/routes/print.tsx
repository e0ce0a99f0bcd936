// /print?car_id={slug}: the printable page of a car, opened in a new tab from
// the detail page (detail §2). Plain and black-on-white; not for search engines.
import type { Route } from "./+types/print";
import { servicesContext, siteContext } from "../context.ts";
import { buildDetailPage } from "../lib/detail/detail-page.server.ts";
import { requireVisibleCar, slugKey } from "../lib/detail/visible-car.server.ts";
import { PriceBlock } from "../components/detail/price-block.tsx";
import { PrintButton } from "../components/detail/print-button.tsx";
import type { SpecRow } from "../../domain/specifications.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const site = context.get(siteContext);
  const slug = new URL(request.url).searchParams.get("car_id") ?? undefined;
  const page = buildDetailPage(await requireVisibleCar(services, site, slugKey(slug)), site, request);
  const { car } = page;
  return {
    car: { id: car.id, name: car.name, slug: car.slug, stocknum: car.stocknum, vin: car.vin, image: car.images[0]?.url ?? null, location: car.location },
    inStock: page.inStock,
    price: page.price,
    phone: page.phone?.display ?? null,
    dealershipName: page.dealershipName,
    siteName: site.name,
    keyInformation: page.keyInformation,
    specifications: page.specifications,
    features: page.features,
    comments: page.comments.kind === "comments" ? page.comments.html : null,
    summary: page.summary,
    canonical: page.canonical,
  };
}

export function headers() {
  return { "Cache-Control": "public, max-age=0, s-maxage=60, stale-while-revalidate=300", "X-Robots-Tag": "noindex" };
}

export function meta({ data }: Route.MetaArgs) {
  return [{ title: data ? `Print: ${data.car.name} | ${data.siteName}` : "Vehicle not found" }, { name: "robots", content: "noindex" }];
}

export default function PrintPage({ loaderData: data }: Route.ComponentProps) {
  const { car } = data;
  return (
    <article className="print-page container">
      <header className="print-page__header">
        <p className="print-page__site">{data.siteName}</p>
        <h1>{car.name}</h1>
        <PrintButton carId={car.id} />
      </header>
      <div className="print-page__top">
        {car.image && <img src={`${car.image}?w=900`} alt={car.name} width={600} height={400} className="print-page__image" />}
        <div>
          {data.inStock ? <PriceBlock price={data.price} compact /> : <p className="print-page__sold">SOLD</p>}
          <p>
            <strong>{car.location?.name ?? data.dealershipName}</strong>
            {car.location && (
              <>
                <br />
                {car.location.street}, {car.location.city} {car.location.state} {car.location.postcode}
              </>
            )}
            {data.phone && (
              <>
                <br />
                Phone {data.phone}
              </>
            )}
          </p>
          <p>
            Stock No. {car.stocknum}
            {car.vin && (
              <>
                <br />
                VIN {car.vin}
              </>
            )}
          </p>
        </div>
      </div>
      <p>{data.summary}</p>
      <SpecList title="Key Information" rows={data.keyInformation} />
      <SpecList title="Specifications" rows={data.specifications} />
      {data.comments && (
        <section>
          <h2>Comments</h2>
          <div dangerouslySetInnerHTML={{ __html: data.comments }} />
        </section>
      )}
      {data.features.length > 0 && (
        <section>
          <h2>Features</h2>
          <ul className="print-features">
            {data.features.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
        </section>
      )}
      <p className="print-page__footer">{data.canonical}</p>
    </article>
  );
}

function SpecList({ title, rows }: { title: string; rows: readonly SpecRow[] }) {
  if (rows.length === 0) return null;
  return (
    <section>
      <h2>{title}</h2>
      <dl className="print-specs">
        {rows.map((row) => (
          <div key={row.key}>
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
