// A car's status and price changed by an operator on a running server (the
// ops endpoint: POST /_ops/cars/{id} with {"status": …, "price": …}), for the
// times a car must change before the next stock import: sold at the yard,
// back for sale, a price cut. The cars triggers see it like any change: the
// search index catches up, and alerts go out (decision 0040).
import { eq } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../../db/client.ts";
import { cars } from "../../db/schema.ts";

export const carChangeSchema = z
  .object({
    status: z.enum(["in_stock", "coming_soon", "sold"]).optional(),
    price: z.number().min(0).max(10_000_000).multipleOf(0.01).optional(),
  })
  .strict()
  .refine((v) => v.status !== undefined || v.price !== undefined, "Give a status or a price.");

export type CarChange = z.infer<typeof carChangeSchema>;

export interface StockAdmin {
  changeCar(id: number, change: CarChange): Promise<{ id: number; status: string; price: number | null } | null>;
}

export function databaseStockAdmin(db: Database): StockAdmin {
  return {
    async changeCar(id, change) {
      const now = new Date();
      const values = {
        ...(change.price !== undefined ? { price: change.price } : {}),
        ...(change.status ? { status: change.status, soldAt: change.status === "sold" ? now : null } : {}),
        updatedAt: now,
      };
      const [row] = await db.orm.update(cars).set(values).where(eq(cars.id, id)).returning({ id: cars.id, status: cars.status, price: cars.price });
      return row ?? null;
    },
  };
}
