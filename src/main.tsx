import { createRoot } from 'react-dom/client';
import { isLeft } from 'fp-ts/lib/Either';
import { AppConfiguration, CONFIGURATION_ELEMENT_ID } from './contract/configuration';
import { parsePath } from './domain/routing/route';
import { reportableErrorFromUnknown } from './domain/error-reporting/reportable-error';
import { createContainer } from './composition-root';
import { App } from './ui/app/App';
import { ConfigurationErrorScreen } from './ui/app/ConfigurationErrorScreen';
import './ui/styles.css';

/** Spec section 2: the partial page is used when an authentication-funnel modal element is in the document. */
const AUTH_FUNNEL_ELEMENT_ID = 'auth-funnel-modal';

const readConfiguration = async (): Promise<unknown> => {
  const element = document.getElementById(CONFIGURATION_ELEMENT_ID);
  if (element?.textContent) return JSON.parse(element.textContent) as unknown;
  // The vite dev server serves index.html without injection: ask the API instead.
  const response = await fetch('/api/v6/configuration');
  return (await response.json()) as unknown;
};

const boot = async () => {
  const rootElement = document.getElementById('root');
  if (!rootElement) throw new Error('index.html has no #root');
  const root = createRoot(rootElement);
  let raw: unknown;
  try {
    raw = await readConfiguration();
  } catch (error) {
    root.render(<ConfigurationErrorScreen details={[error instanceof Error ? error.message : String(error)]} />);
    return;
  }
  const decoded = AppConfiguration.decode(raw);
  if (isLeft(decoded)) {
    const details = decoded.left.slice(0, 10).map((e) => `${e.context.map((c) => c.key).filter(Boolean).join('.') || 'configuration'}: invalid`);
    root.render(<ConfigurationErrorScreen details={details} />);
    return;
  }
  const configuration = decoded.right;
  const { language } = parsePath(window.location.pathname, { defaultLanguage: configuration.defaultLanguage });
  const { container, i18n, errorReporter } = createContainer({ configuration, initialLanguage: language });
  const authFunnelElementPresent = document.getElementById(AUTH_FUNNEL_ELEMENT_ID) !== null;
  root.render(<App container={container} i18n={i18n} authFunnelElementPresent={authFunnelElementPresent} />);
  // Error reporting starts after the first paint so Sentry (when configured) never delays the first screen.
  window.setTimeout(() => void errorReporter.start(), 0);
  if (!configuration.sentry) {
    // Without Sentry, uncaught errors still reach the reporter (Sentry installs its own handlers).
    window.addEventListener('error', (e) => errorReporter.report(reportableErrorFromUnknown(e.error ?? e.message)));
    window.addEventListener('unhandledrejection', (e) => errorReporter.report(reportableErrorFromUnknown(e.reason)));
  }
};

void boot();
