import type { Connectivity } from '../../application/econtract/ports';

/** The browser's own idea of the connection: navigator.onLine and the window's `online` event. */
export class WindowConnectivity implements Connectivity {
  isOnline(): boolean {
    return typeof navigator === 'undefined' || navigator.onLine !== false;
  }

  onOnline(listener: () => void): () => void {
    if (typeof window === 'undefined') return () => undefined;
    window.addEventListener('online', listener);
    return () => window.removeEventListener('online', listener);
  }
}
