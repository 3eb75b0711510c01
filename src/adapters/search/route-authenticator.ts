import type { Authenticator } from '../../application/auth/authenticator';
import type { Navigator } from '../../application/routing/navigator';
import type { AuthenticationOutcome } from '../../domain/auth/user-permissions';
import { formatRoute } from '../../domain/routing/route';
import type { LanguageCode } from '../../domain/i18n/languages';

/**
 * A stand-in until the authentication funnel is bound: nobody is signed in here, so asking for authentication
 * goes to the login page (in the current language) and reports aborted (the action is not carried out).
 */
export class RouteAuthenticator implements Authenticator {
  readonly isSignedIn = false;

  constructor(
    private readonly navigator: Navigator,
    private readonly language: () => { readonly language: LanguageCode; readonly defaultLanguage: LanguageCode },
  ) {}

  async authenticate(): Promise<AuthenticationOutcome> {
    const { language, defaultLanguage } = this.language();
    this.navigator.navigate(formatRoute({ screen: 'login' }, language, defaultLanguage));
    return { kind: 'aborted' };
  }
}
