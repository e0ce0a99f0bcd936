/** The service booking band: where dealers earn after the sale. */
export function ServiceBand({ service, siteName }: { service: { href: string; label: string } | null; siteName: string }) {
  if (!service) return null;
  return (
    <section className="service-band" aria-labelledby="service-band-title">
      <div className="container service-band__inner">
        <div>
          <h2 id="service-band-title">Servicing at {siteName}</h2>
          <p>Factory-trained technicians, genuine parts and a drop-off time that suits you.</p>
        </div>
        <a className="button button--accent" href={service.href}>
          {service.label}
        </a>
      </div>
    </section>
  );
}
