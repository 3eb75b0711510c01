/**
 * autocannonLoop in a worker thread (bench/scale.ts): the load generator's own work (building requests, reading
 * answers) runs beside the server's event loop instead of on it, as clients do on other machines.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { autocannonLoop } from './load';

export interface LoadWorkerData {
  readonly urls: readonly string[];
  /** Each URL once, in order (first sight), or the list again and again. */
  readonly once: boolean;
  readonly seconds: number;
  readonly concurrency: number;
  readonly maxRequests: number;
}

const data = workerData as LoadWorkerData;
const result = await autocannonLoop(data.urls, data);
parentPort?.postMessage(result);
