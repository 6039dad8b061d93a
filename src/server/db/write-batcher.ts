/**
 * Coalesces many small writes into few statements under load, and adds nothing when idle.
 *
 * A write is sent at once while fewer than `maxInFlight` batches are running; past that, writes
 * wait and join one batch, sent as soon as a running one finishes. At a thousand requests a
 * second that turns a thousand single-row inserts (each a statement, a commit and a WAL flush on
 * PostgreSQL) into a few dozen multi-row ones. DataLoader does the batching; its schedule
 * function is where the in-flight limit lives.
 *
 * If a batch's statement fails, each of its writes is tried alone, so one bad write (a row whose
 * owner was deleted a moment ago) fails only its own caller.
 */
import DataLoader from 'dataloader';

export interface WriteBatcherOptions {
  /** Batches running at once: the rest of the pool stays free for reads. */
  maxInFlight: number;
  /** The most writes one statement carries. */
  maxBatch: number;
}

export function createWriteBatcher<In, Out>(
  write: (items: readonly In[]) => Promise<readonly Out[]>,
  { maxInFlight, maxBatch }: WriteBatcherOptions,
): (item: In) => Promise<Out> {
  let inFlight = 0;
  const waiting: (() => void)[] = [];
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else inFlight--;
  };

  async function writeBatch(items: readonly In[]): Promise<readonly (Out | Error)[]> {
    try {
      return await write(items);
    } catch (error) {
      if (items.length === 1) throw error;
      return Promise.all(
        items.map((item) =>
          write([item]).then(
            ([result]) => result as Out,
            (single: unknown) => (single instanceof Error ? single : new Error(String(single))),
          ),
        ),
      );
    } finally {
      release();
    }
  }

  const loader = new DataLoader<In, Out>(writeBatch, {
    cache: false,
    maxBatchSize: maxBatch,
    batchScheduleFn(dispatch) {
      if (inFlight < maxInFlight) {
        inFlight++;
        // The writes of this tick join the batch before it goes.
        process.nextTick(dispatch);
      } else {
        // A running batch's end hands its slot to this one (release above).
        waiting.push(dispatch);
      }
    },
  });
  return (item) => loader.load(item);
}
