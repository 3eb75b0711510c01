import { useLocation } from 'wouter';
import { parsePath } from '../../../domain/routing/route';
import type { SettingsPresenter } from '../../../application/settings/settings-presenter';
import { TOKENS } from '../../../application/tokens';
import { useService } from '../../app/container-context';

/**
 * Whether the settings already hold the language of the current path. The outlet sets it in an effect that runs
 * after the screen's own effects, so a page waits for it before its first call (every call carries _locale).
 * Read inside an observer so the page renders again when the language is set.
 */
export const useLanguageReady = (): boolean => {
  const [location] = useLocation();
  const settings = useService<SettingsPresenter>(TOKENS.Settings);
  return settings.language === parsePath(location, { defaultLanguage: settings.defaultLanguage }).language;
};
