// Renders run a few at a time, the rest wait in a bounded line; past it a
// request is refused (503) rather than queued for minutes. A render holds one
// of libuv's four threads and, through libvips, a core: with one render per
// spare core, static files and pages keep a thread and a core to themselves.
import { availableParallelism } from "node:os";
import pLimit from "p-limit";

export class RenderQueueFull extends Error {
  name = "RenderQueueFull";
}

export interface RenderQueueOptions {
  /** Renders at once; default one per core but one (at least one). */
  concurrency?: number;
  /** Renders that may wait; more are refused. Default 16. */
  maxWaiting?: number;
}

export const DEFAULT_MAX_WAITING_RENDERS = 16;

export function defaultRenderConcurrency(): number {
  return Math.max(1, availableParallelism() - 1);
}

export class RenderQueue {
  private readonly limit: ReturnType<typeof pLimit>;
  readonly maxWaiting: number;

  constructor(options: RenderQueueOptions = {}) {
    this.limit = pLimit(options.concurrency ?? defaultRenderConcurrency());
    this.maxWaiting = options.maxWaiting ?? DEFAULT_MAX_WAITING_RENDERS;
  }

  get running(): number {
    return this.limit.activeCount;
  }

  get waiting(): number {
    return this.limit.pendingCount;
  }

  /** Runs the render when its turn comes; throws RenderQueueFull at once when the line is full. */
  run<T>(render: () => Promise<T>): Promise<T> {
    // pendingCount also holds renders about to start: count the line and the running ones together.
    if (this.limit.activeCount + this.limit.pendingCount >= this.limit.concurrency + this.maxWaiting) {
      return Promise.reject(new RenderQueueFull(`${this.limit.pendingCount} image renders are already waiting`));
    }
    return this.limit(render);
  }
}
