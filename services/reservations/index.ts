// Reserve online: the checkout quote, the reservation itself (a hold, the
// deposit through the payment provider, and a lead to the dealer), and the
// worker that releases holds whose time is over.
export { checkoutQuote, reserveCar, type ReservationDeps } from "./reserve-car.ts";
export { startReservationExpiry } from "./expiry-worker.ts";
