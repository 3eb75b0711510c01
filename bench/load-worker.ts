/**
 * loadLoop in a worker thread (bench/scale.ts): the load generator's own work (building requests, reading answers)
 * runs beside the server's event loop instead of on it, as clients do on other machines.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { loadLoop } from './load';

export interface LoadWorkerData {
  readonly urls: readonly string[];
  /** Each URL once, in order (first sight), or the list again and again. */
  readonly once: boolean;
  readonly seconds: number;
  readonly concurrency: number;
  readonly maxRequests: number;
}

const data = workerData as LoadWorkerData;
let next = 0;
const result = await loadLoop(() => (data.once ? data.urls[next++]! : data.urls[next++ % data.urls.length]!), {
  seconds: data.seconds,
  concurrency: data.concurrency,
  maxRequests: data.maxRequests,
});
parentPort?.postMessage(result);
