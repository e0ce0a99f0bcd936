// The downloadable brochure of one car ({slug}.pdf): its details, price and
// first image on an A4 page, generated on the server with pdfkit.
import PDFDocument from "pdfkit";
import { formatAud } from "../../../domain/money.ts";
import type { PriceDisplay } from "../../../domain/price-display.ts";
import type { SpecRow } from "../../../domain/specifications.ts";
import type { CarView } from "./car-view.ts";

export interface CarPdfContent {
  car: CarView;
  price: PriceDisplay;
  siteName: string;
  dealershipName: string;
  phone: string | null;
  pageUrl: string;
  keyInformation: SpecRow[];
  specifications: SpecRow[];
  features: string[];
  /** Plain text of the dealer's comments, or null when pending. */
  comments: string | null;
  /** The first photo as JPEG (or PNG) bytes; null draws a plain panel instead. */
  image: Uint8Array | null;
  printedOn: Date;
}

const INK = "#1a1a1a";
const MUTED = "#5f6368";
const RULE = "#d0d4da";

/** Features listed in the brochure; the page has them all. */
const PDF_FEATURES = 24;

function priceLines(price: PriceDisplay): { main: string; note: string | null } {
  if (price.kind === "price") {
    const note = [price.priceType, price.wasPrice ? `was ${price.wasPrice.text}` : null].filter(Boolean).join(" · ");
    return { main: price.text, note: note || null };
  }
  if (price.kind === "subscription") return { main: `${price.text} per ${price.period}`, note: price.carPrice ? `Subscription · or buy it for ${formatAud(price.carPrice)}` : "Subscription" };
  return { main: price.text, note: null };
}

export function renderCarPdf(content: CarPdfContent): Promise<Buffer> {
  const { car } = content;
  const doc = new PDFDocument({
    size: "A4",
    margin: 40,
    info: { Title: car.name, Author: content.siteName, Subject: `${car.name} - ${content.dealershipName}` },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;

  doc.fillColor(MUTED).fontSize(10).font("Helvetica").text(content.siteName, left, 40);
  doc.fillColor(INK).fontSize(20).font("Helvetica-Bold").text(car.name, { width });
  doc.moveDown(0.3);

  const imageTop = doc.y;
  const imageWidth = width * 0.58;
  const imageHeight = (imageWidth * 2) / 3;
  if (content.image) {
    doc.image(Buffer.from(content.image), left, imageTop, { fit: [imageWidth, imageHeight], align: "center", valign: "center" });
  } else {
    doc.rect(left, imageTop, imageWidth, imageHeight).fill("#eef0f3");
    doc.fillColor(MUTED).fontSize(11).text("No photo yet", left, imageTop + imageHeight / 2 - 6, { width: imageWidth, align: "center" });
  }

  // Price and dealer beside the photo.
  const sideLeft = left + imageWidth + 16;
  const sideWidth = width - imageWidth - 16;
  const { main, note } = priceLines(content.price);
  doc.fillColor(INK).font("Helvetica-Bold").fontSize(22).text(main, sideLeft, imageTop, { width: sideWidth });
  if (note) doc.font("Helvetica").fontSize(10).fillColor(MUTED).text(note, { width: sideWidth });
  doc.moveDown(0.8);
  doc.font("Helvetica-Bold").fontSize(11).fillColor(INK).text(car.location?.name ?? content.dealershipName, { width: sideWidth });
  doc.font("Helvetica").fontSize(10).fillColor(MUTED);
  if (car.location) doc.text(`${car.location.street}, ${car.location.city} ${car.location.state} ${car.location.postcode}`, { width: sideWidth });
  if (content.phone) doc.text(`Phone ${content.phone}`, { width: sideWidth });
  doc.text(`Stock No. ${car.stocknum}`, { width: sideWidth });

  doc.y = Math.max(doc.y, imageTop + imageHeight) + 16;

  const section = (title: string) => {
    if (doc.y > doc.page.height - 120) doc.addPage();
    doc.moveDown(0.4);
    doc.font("Helvetica-Bold").fontSize(13).fillColor(INK).text(title, left, doc.y, { width });
    const y = doc.y + 2;
    doc.moveTo(left, y).lineTo(left + width, y).strokeColor(RULE).lineWidth(1).stroke();
    doc.y = y + 6;
  };

  const table = (rows: readonly SpecRow[]) => {
    const columnWidth = (width - 16) / 2;
    rows.forEach((row, index) => {
      const column = index % 2;
      if (column === 0 && doc.y > doc.page.height - 60) doc.addPage();
      const y = doc.y;
      const x = left + column * (columnWidth + 16);
      doc.font("Helvetica").fontSize(9).fillColor(MUTED).text(row.label, x, y, { width: columnWidth * 0.45 });
      doc.font("Helvetica-Bold").fontSize(9).fillColor(INK).text(row.value, x + columnWidth * 0.45, y, { width: columnWidth * 0.55 });
      doc.y = column === 1 || index === rows.length - 1 ? Math.max(doc.y, y + 14) : y;
    });
  };

  if (content.keyInformation.length) {
    section("Key information");
    table(content.keyInformation);
  }
  if (content.specifications.length) {
    section("Specifications");
    table(content.specifications);
  }
  if (content.comments) {
    section("Dealer comments");
    doc.font("Helvetica").fontSize(10).fillColor(INK).text(content.comments, left, doc.y, { width });
  }
  if (content.features.length) {
    section("Features");
    const shown = content.features.slice(0, PDF_FEATURES);
    const more = content.features.length - shown.length;
    doc.font("Helvetica").fontSize(9).fillColor(INK).text(shown.map((feature) => `• ${feature}`).join("\n") + (more > 0 ? `\n…and ${more} more` : ""), left, doc.y, {
      width,
      columns: 2,
      columnGap: 16,
    });
  }

  doc.moveDown(1.2);
  doc.font("Helvetica").fontSize(8).fillColor(MUTED).text(
    `${content.pageUrl}\nDetails as at ${content.printedOn.toLocaleDateString("en-AU", { day: "2-digit", month: "2-digit", year: "numeric" })}. Prices and availability can change; please confirm with ${content.dealershipName}.`,
    left,
    doc.y,
    { width },
  );

  doc.end();
  return done;
}
