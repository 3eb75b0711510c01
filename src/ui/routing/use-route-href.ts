import { formatRoute, type Route } from '../../domain/routing/route';
import type { SettingsPresenter } from '../../application/settings/settings-presenter';
import { TOKENS } from '../../application/tokens';
import { useService } from '../app/container-context';

/** Builds links in the current language. */
export const useRouteHref = () => {
  const settings = useService<SettingsPresenter>(TOKENS.Settings);
  return (route: Route) => formatRoute(route, settings.language, settings.defaultLanguage);
};
