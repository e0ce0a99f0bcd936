import { useEffect, useState } from "react";
import { msUntilNextSalesUpdate, salesCountAt } from "../../../domain/sales-counter.ts";

/**
 * The header's "sold today" figure (site feature `salesCounter`): the count
 * of domain/sales-counter.ts, refreshed on the 150-second updates. A cached
 * page may carry an older figure; the browser puts in the current one at once.
 */
export function SalesCounter({ noun }: { noun: string }) {
  const [now, setNow] = useState<Date | null>(null);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      const instant = new Date();
      setNow(instant);
      timer = setTimeout(tick, msUntilNextSalesUpdate(instant) + 50);
    };
    tick();
    return () => clearTimeout(timer);
  }, []);
  const count = salesCountAt(now ?? new Date());
  return (
    <p className="sales-counter" data-testid="sales-counter">
      <strong suppressHydrationWarning>{count}</strong> {noun}s sold today
    </p>
  );
}
