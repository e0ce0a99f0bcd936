// issue #12 (My Garage): "the shopper's enquiries and reservations with their
// status". An enquiry's status, from its deliveries to the dealership's
// destinations (the leads outbox: pending, delivering, delivered, dead,
// cancelled): with the dealer once any destination has it; being sent while
// one is still trying; otherwise received (stored with us: a dealership with
// no destination reads its leads with the operator, and a delivery that ran
// out of tries waits in the operator's dead letters).

export const ENQUIRY_STATUS = {
  delivered: "With the dealer",
  sending: "Sending to the dealer",
  received: "Received",
} as const;

export function enquiryStatus(deliveryStatuses: readonly string[]): string {
  if (deliveryStatuses.includes("delivered")) return ENQUIRY_STATUS.delivered;
  if (deliveryStatuses.some((s) => s === "pending" || s === "delivering")) return ENQUIRY_STATUS.sending;
  return ENQUIRY_STATUS.received;
}
