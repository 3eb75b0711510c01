import type { TagManager } from '../../application/analytics/tag-manager';
import type { DataLayerHost } from './data-layer-analytics';

/** What the loader needs of the page: a way to add a script, and the data layer's host. */
export interface ScriptHost extends DataLayerHost {
  appendScript(src: string): void;
}

const browserScriptHost = (): ScriptHost => {
  const host = window as Window & DataLayerHost;
  return {
    get dataLayer() {
      return host.dataLayer;
    },
    set dataLayer(value: unknown) {
      host.dataLayer = value;
    },
    appendScript(src: string) {
      const script = document.createElement('script');
      script.async = true;
      script.src = src;
      document.head.append(script);
    },
  };
};

/**
 * Google Tag Manager's loader (its documented snippet, without inline script): the `gtm.js` start event, then the
 * container's script. Called by the consent gate only, once analytics is granted. The page's Content-Security-Policy
 * must allow www.googletagmanager.com when a container id is configured.
 */
export class ScriptTagManager implements TagManager {
  constructor(
    private readonly host: () => ScriptHost = browserScriptHost,
    private readonly now: () => number = () => Date.now(),
  ) {}

  load(containerId: string): void {
    const host = this.host();
    const dataLayer = Array.isArray(host.dataLayer) ? host.dataLayer : (host.dataLayer = []);
    (dataLayer as unknown[]).push({ 'gtm.start': this.now(), event: 'gtm.js' });
    host.appendScript(`https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(containerId)}`);
  }
}
