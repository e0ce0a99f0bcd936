// Words the generator draws from: paint, trims, equipment, comments, people.

export interface Paint {
  name: string;
  hex: string;
  /** Relative popularity. */
  weight: number;
}

export const PAINTS: readonly Paint[] = [
  { name: "Glacier White", hex: "#f2f3f1", weight: 14 },
  { name: "Crystal White Pearl", hex: "#eceae4", weight: 8 },
  { name: "Arctic White", hex: "#f6f7f7", weight: 6 },
  { name: "Jet Black", hex: "#16171a", weight: 8 },
  { name: "Eclipse Black", hex: "#1d1e22", weight: 5 },
  { name: "Silver Pearl", hex: "#b8bcc0", weight: 7 },
  { name: "Graphite Grey", hex: "#4a4e54", weight: 8 },
  { name: "Machine Grey", hex: "#6d7074", weight: 5 },
  { name: "Polymetal Grey", hex: "#7c8286", weight: 4 },
  { name: "Soul Red Crystal", hex: "#9b1b22", weight: 4 },
  { name: "Lucid Red", hex: "#b3262c", weight: 3 },
  { name: "Deep Blue Pearl", hex: "#1f3a68", weight: 4 },
  { name: "Lightning Blue", hex: "#2f6db5", weight: 2 },
  { name: "Eclipse Blue", hex: "#2b3e5a", weight: 2 },
  { name: "Sunburst Orange", hex: "#d9691f", weight: 1 },
  { name: "Bronze Oxide", hex: "#7b5b3a", weight: 1 },
  { name: "Olive Green", hex: "#5a6343", weight: 1 },
  { name: "Sand Beige", hex: "#c9b48e", weight: 1 },
  { name: "Yellow Flash", hex: "#e8c21c", weight: 1 },
];

export const INTERIOR_TRIMS: readonly { name: string; hex: string }[] = [
  { name: "Black Cloth", hex: "#202124" },
  { name: "Black Leather", hex: "#151515" },
  { name: "Grey Cloth", hex: "#5c5f63" },
  { name: "Tan Leather", hex: "#a0703f" },
  { name: "Burgundy Leather", hex: "#5e1f24" },
  { name: "Light Stone Leather", hex: "#cfc6b4" },
];

export const EQUIPMENT: readonly string[] = [
  "Apple CarPlay", "Android Auto", "Reversing Camera", "360 Degree Camera", "Front Parking Sensors", "Rear Parking Sensors",
  "Adaptive Cruise Control", "Autonomous Emergency Braking", "Lane Keep Assist", "Lane Departure Warning", "Blind Spot Monitor",
  "Rear Cross Traffic Alert", "Traffic Sign Recognition", "Driver Attention Alert", "Head-Up Display", "Satellite Navigation",
  "Wireless Phone Charger", "Bluetooth Audio Streaming", "DAB+ Digital Radio", "Premium Sound System", "Dual-Zone Climate Control",
  "Rear Air Vents", "Heated Front Seats", "Ventilated Front Seats", "Power Driver Seat", "Leather Upholstery", "Leather Steering Wheel",
  "Keyless Entry", "Push Button Start", "Power Tailgate", "Sunroof", "Panoramic Glass Roof", "LED Headlights", "Auto High Beam",
  "Rain-Sensing Wipers", "Auto-Dimming Rear-View Mirror", "Alloy Wheels", "Roof Rails", "Tow Bar", "Tow Bar Wiring",
  "Tub Liner", "Side Steps", "Bull Bar", "Snorkel", "Rear Differential Lock", "Hill Descent Control", "Tyre Pressure Monitoring",
  "Electric Park Brake", "Auto Hold", "Privacy Glass", "Third Row Seating", "USB-C Charging Ports", "Digital Instrument Cluster",
];

/** Equipment that also becomes a search feature filter (filtered_features). */
export const FILTERED_FEATURES: readonly string[] = [
  "Apple CarPlay", "Android Auto", "Reversing Camera", "360 Degree Camera", "Adaptive Cruise Control", "Blind Spot Monitor",
  "Heated Front Seats", "Leather Upholstery", "Sunroof", "Panoramic Glass Roof", "Tow Bar", "Third Row Seating", "Satellite Navigation",
  "Head-Up Display",
];

export const MOTORCYCLE_EQUIPMENT: readonly string[] = [
  "ABS", "Traction Control", "Quickshifter", "Cruise Control", "Riding Modes", "LED Lighting", "TFT Display", "Bluetooth Connectivity",
  "Heated Grips", "Slipper Clutch", "Adjustable Suspension", "USB Charging", "Keyless Ignition",
];

export const CARAVAN_EQUIPMENT: readonly string[] = [
  "Queen Bed", "Ensuite", "Front Kitchen", "Rear Kitchen", "Washing Machine", "Diesel Heater", "Reverse Cycle Air Conditioning",
  "200W Solar Panel", "Lithium Battery", "Dual Water Tanks", "Grey Water Tank", "Gas Bottles x 2", "Roll-Out Awning", "External BBQ",
  "Independent Suspension", "Electric Brakes", "Stone Deflector", "TV Bracket", "Microwave", "3-Way Fridge",
];

export const TRUCK_EQUIPMENT: readonly string[] = [
  "Exhaust Brake", "Air Suspension Seat", "Reversing Camera", "Cruise Control", "Bluetooth", "Electronic Stability Control",
  "Lane Departure Warning", "Tray Body", "Tipper Body", "Pantech Body", "Tail Lift", "Tow Coupling", "Dual Batteries",
];

export const FIRST_NAMES: readonly string[] = [
  "Olivia", "Liam", "Charlotte", "Noah", "Amelia", "Jack", "Isla", "William", "Mia", "Oliver", "Ava", "Henry", "Grace", "Lachlan",
  "Chloe", "Thomas", "Sophie", "James", "Ruby", "Lucas", "Zoe", "Ethan", "Harper", "Cooper", "Matilda", "Mason", "Priya", "Arjun",
  "Mei", "Wei", "Nguyen", "Fatima", "Ahmed", "Sione", "Aroha", "Giulia", "Nikos", "Hannah", "Daniel", "Emily", "Josh", "Kate",
  "Bronwyn", "Darren", "Shane", "Tegan", "Kylie", "Brett", "Narelle", "Rhys",
];

export const LAST_NAMES: readonly string[] = [
  "Smith", "Jones", "Williams", "Brown", "Wilson", "Taylor", "Nguyen", "Johnson", "Martin", "White", "Anderson", "Walker", "Thompson",
  "Harris", "Lee", "Ryan", "Robinson", "Kelly", "King", "Campbell", "O'Brien", "Papadopoulos", "Singh", "Chen", "Murphy", "Mitchell",
  "Tran", "Rossi", "Patel", "Fraser",
];

export const HOTSPOT_NOTES: readonly string[] = [
  "Minor stone chip on bonnet", "Small scratch on rear bumper", "Kerb rash on front left wheel", "Tow bar fitted",
  "Aftermarket tint", "Roof racks included", "New tyres fitted last service", "Light scuff on driver door", "Genuine bull bar",
  "Dash camera fitted", "Tear in driver seat bolster", "Premium floor mats included",
];

// Dealer comment templates live in ../comment-templates.ts, per vehicle type and condition.

/** Feed HTML as dealers send it (the sanitiser's tests use these). */
export const HTML_COMMENTS: readonly string[] = [
  "<p><b>Highlights:</b></p><ul><li>One owner</li><li>Full dealer service history</li><li>Balance of factory warranty</li></ul><p>Call us today to book a <b>test drive</b>.</p>",
  "<p>This car has just been <b>fully detailed</b> and serviced.</p><p>Features include:</p><ul><li>Reversing camera</li><li>Apple CarPlay</li><li>Alloy wheels</li></ul>",
  "<p><b>Runout pricing</b> on the last of this model year.</p><ul><li>Drive away, no more to pay</li><li>5 year warranty</li></ul>",
];

/** Comments that must be sanitised before display: the site must never run them. */
export const HOSTILE_COMMENTS: readonly string[] = [
  "<p>Great condition.</p><script>alert(1)</script><p>Call now!</p>",
  "Clean car inside and out <img src=x onerror=alert(1)> with full history.",
];

export const REVIEW_TEXTS: Record<number, readonly string[]> = {
  5: [
    "Fantastic experience from start to finish. {staff} was friendly, knew the car inside out and never pushed us.",
    "Couldn't be happier with my new car. The whole team went above and beyond, and delivery was right on time.",
    "Service department is first class. Car was ready when promised and they explained everything clearly.",
    "Best car buying experience I've had. Fair trade-in price and no pressure at all. Highly recommend {staff}.",
    "Quick, easy and honest. Picked up the car on a Saturday and was on the road in under an hour.",
  ],
  4: [
    "Good experience overall. A bit of a wait on the day but {staff} kept us informed the whole time.",
    "Friendly staff and a good range of stock. Finance took a little longer than expected but got there.",
    "Service was done well and on time. Would have liked a courtesy call when it was ready, otherwise great.",
    "Happy with the car and the price. Paperwork took a while but the team were helpful.",
  ],
  3: [
    "Car is great but communication after the sale could be better. Had to chase up the rego papers.",
    "Average experience. Got a fair price in the end but it took a lot of back and forth.",
  ],
  2: ["Booked a service and the car wasn't ready until the next day. Nobody called to let me know."],
  1: ["Very disappointed. The car was advertised as available but had been sold days before I drove out to see it."],
};

export const REVIEW_REPLIES: readonly string[] = [
  "Thank you {name}, we really appreciate you taking the time to leave a review. Enjoy the new car!",
  "Hi {name}, thanks for the kind words. We'll pass your feedback on to the team.",
  "Thanks for the feedback, {name}. We're sorry things weren't perfect and would love the chance to make it right: please give our manager a call.",
  "Hi {name}, we're sorry to hear about your experience. Our customer care team will be in touch to follow this up.",
];

export const STAFF_NAMES: readonly string[] = ["Dave", "Sarah", "Mick", "Jess", "Tony", "Leanne", "Raj", "Kim", "Steve", "Anna"];

export const TAGS = {
  testDriveOnly: "Test Drive Only",
  runout: "Runout Sale",
  specialOffer: "Special Offer",
  others: ["Demo Clearance", "Low Kms", "One Owner", "Just Reduced", "Factory Bonus"],
} as const;

export const FINANCE_DISCLAIMER =
  "Estimated repayments are indicative only, based on the advertised price, deposit, term and rate shown, and do not include fees or charges unless stated. Subject to lender approval.";

export const LONG_FINANCE_DISCLAIMER =
  "Estimated repayments are indicative only and are based on a secured consumer loan over the term shown with the deposit and final balloon payment displayed. " +
  "Comparison rate is based on a 5-year secured loan of $30,000. WARNING: this comparison rate is true only for the examples given and may not include all fees and charges. " +
  "Different terms, fees or other loan amounts might result in a different comparison rate. Credit criteria, fees and charges apply. Approved applicants only.";
