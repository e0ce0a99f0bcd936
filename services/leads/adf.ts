// The lead as ADF/XML 1.0 (Auto-lead Data Format), the format dealer CRMs
// ingest: prospect / requestdate / vehicle / customer / vendor / provider.
// Every value passes through escapeXml, so nothing a shopper types can add
// elements.
import { escapeXml } from "./escape.ts";
import { summariseLead, type DeliverableLead, type LeadEvent } from "./lead-summary.ts";

const PROVIDER_NAME = "Forecourt";

function element(name: string, value: unknown, attributes: Record<string, string | number> = {}): string {
  const attrs = Object.entries(attributes)
    .map(([k, v]) => ` ${k}="${escapeXml(v)}"`)
    .join("");
  // Line breaks as character references keep each element on one line, so indenting never changes a value.
  const text = escapeXml(value).replace(/\r\n|\r|\n/g, "&#10;");
  return `<${name}${attrs}>${text}</${name}>`;
}

function optional(name: string, value: unknown, attributes?: Record<string, string | number>): string {
  return value === null || value === undefined || value === "" ? "" : element(name, value, attributes);
}

function indent(lines: string[], depth: number): string {
  return lines
    .filter(Boolean)
    .flatMap((line) => line.split("\n"))
    .map((line) => `${"  ".repeat(depth)}${line}`)
    .join("\n");
}

/** The car the shopper asked about. */
function interestVehicle(lead: DeliverableLead): string[] {
  const car = lead.context.car;
  if (!car) return [];
  const status = car.carType === "used" ? "used" : "new";
  return [
    `<vehicle interest="buy" status="${status}">`,
    indent(
      [
        element("id", car.id, { source: PROVIDER_NAME }),
        element("year", car.year),
        element("make", car.make),
        element("model", car.model),
        optional("vin", car.vin),
        element("stock", car.stocknum),
        optional("trim", car.badge),
        element("odometer", car.km, { status: car.carType === "new" ? "original" : "unknown", units: "km" }),
        car.colour ? `<colorcombination>${element("exteriorcolor", car.colour)}</colorcombination>` : "",
        car.price && car.price > 0 ? element("price", car.price, { type: "asking", currency: "AUD" }) : "",
        optional("comments", car.url),
      ],
      1,
    ),
    "</vehicle>",
  ];
}

/** The shopper's own car on a trade-in lead. */
function tradeInVehicle(data: Record<string, unknown>): string[] {
  if (data.kms === undefined && data.rego === undefined) return [];
  const rego = typeof data.rego === "string" ? data.rego : null;
  const state = typeof data.regoState === "string" ? data.regoState.toUpperCase() : null;
  return [
    `<vehicle interest="trade-in" status="used">`,
    indent(
      [
        typeof data.kms === "number" ? element("odometer", data.kms, { status: "unknown", units: "km" }) : "",
        rego ? element("comments", `Registration ${rego}${state ? ` (${state})` : ""}`) : "",
      ],
      1,
    ),
    "</vehicle>",
  ];
}

export function leadToAdf(lead: DeliverableLead, event: LeadEvent = "lead.created"): string {
  const data = (lead.payload.userData ?? {}) as Record<string, unknown>;
  const summary = summariseLead(lead, event);
  const { site, dealership, location } = lead.context;
  const postcode = typeof data.postcode === "string" ? data.postcode : null;
  const comments = [
    summary.comments,
    ...summary.details.map(([label, value]) => `${label}: ${value}`),
    summary.pageUrl ? `Sent from ${summary.pageUrl}` : null,
  ]
    .filter(Boolean)
    .join("\n");
  const testDrive = typeof data.dateTime === "string" ? data.dateTime : null;

  const customer = [
    "<customer>",
    indent(
      [
        '<contact primarycontact="1">',
        indent(
          [
            element("name", lead.firstName, { part: "first", type: "individual" }),
            element("name", lead.lastName, { part: "last", type: "individual" }),
            element("email", lead.email),
            lead.phone ? element("phone", lead.phone, { type: "voice", time: "nopreference" }) : "",
            postcode ? `<address>${element("postalcode", postcode)}${element("country", "AU")}</address>` : "",
          ],
          1,
        ),
        "</contact>",
        testDrive
          ? `<timeframe>${element("description", "Test drive booking")}${element("earliestdate", testDrive)}</timeframe>`
          : "",
        optional("comments", comments),
      ],
      1,
    ),
    "</customer>",
  ];

  const vendor = [
    "<vendor>",
    indent(
      [
        element("id", dealership.id, { source: PROVIDER_NAME }),
        element("vendorname", dealership.name),
        location
          ? `<contact>${element("name", location.name, { part: "full" })}${optional("email", location.email)}${optional("phone", location.phone, { type: "voice" })}</contact>`
          : "",
      ],
      1,
    ),
    "</vendor>",
  ];

  const provider = [
    "<provider>",
    indent(
      [
        element("name", PROVIDER_NAME, { part: "full" }),
        element("service", `${site.name} website — ${lead.category}${lead.subcategory ? ` (${lead.subcategory})` : ""}`),
        optional("url", site.url),
      ],
      1,
    ),
    "</provider>",
  ];

  const prospect = [
    `<prospect status="${event === "lead.updated" ? "resend" : "new"}">`,
    indent(
      [
        element("id", lead.id, { sequence: lead.revision, source: PROVIDER_NAME }),
        element("requestdate", lead.createdAt.toISOString()),
        ...interestVehicle(lead),
        ...tradeInVehicle(data),
        ...customer,
        ...vendor,
        ...provider,
      ],
      1,
    ),
    "</prospect>",
  ];

  return ['<?xml version="1.0" encoding="UTF-8"?>', '<?ADF VERSION "1.0"?>', "<adf>", indent(prospect, 1), "</adf>", ""].join("\n");
}
