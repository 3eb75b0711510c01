import type { AppPage } from '../../application/native/ports';

/** The page in the browser window (the native app's webview). */
export class WindowAppPage implements AppPage {
  get origin(): string {
    return window.location.origin;
  }
  reload(): void {
    window.location.reload();
  }
}
