/**
 * autocannonLoop in a worker thread (bench/scale.ts): the load generator's own work (building requests, reading
 * answers) runs beside the server's event loop instead of on it, as clients do on other machines. One worker runs
 * every load it is sent, one after the other, so the clients' code is compiled and optimised by the first (a warm-up)
 * rather than during each measured one.
 */
import { parentPort } from 'node:worker_threads';
import { autocannonLoop } from './load';

export interface LoadWorkerData {
  readonly urls: readonly string[];
  /** Each URL once, in order (first sight), or the list again and again. */
  readonly once: boolean;
  readonly seconds: number;
  readonly concurrency: number;
  readonly maxRequests: number;
}

parentPort?.on('message', (data: LoadWorkerData) => {
  autocannonLoop(data.urls, data).then(
    (result) => parentPort?.postMessage({ result }),
    (error: unknown) => parentPort?.postMessage({ error: error instanceof Error ? error.message : String(error) }),
  );
});
