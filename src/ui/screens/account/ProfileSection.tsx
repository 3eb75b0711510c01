import { useEffect, useState, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { ProfilePresenter } from '../../../application/account/profile-presenter';
import type { SettingsPresenter } from '../../../application/settings/settings-presenter';
import { TOKENS } from '../../../application/tokens';
import { useService } from '../../app/container-context';
import { usePagePresenterOf } from '../../components/search/use-page-presenter-of';
import { PhoneFields } from '../../auth/PhoneFields';
import { AccountState } from './AccountNav';

type Props = { presenter: ProfilePresenter };
type Part = keyof ProfilePresenter['notices'];

const Notice = observer(({ presenter, part }: Props & { part: Part }) => {
  const { t } = useTranslation(['account', 'auth', 'common']);
  const notice = presenter.notices[part];
  if (!notice) return null;
  return (
    <p role={notice.ok ? 'status' : 'alert'} className={notice.ok ? 'notice' : 'field-error'}>
      {t(notice.key)}
    </p>
  );
});

const submit = (run: () => Promise<void>) => (e: FormEvent) => {
  e.preventDefault();
  void run();
};

const Details = observer(({ presenter }: Props) => {
  const { t } = useTranslation(['account', 'auth']);
  const settings = useService<SettingsPresenter>(TOKENS.Settings);
  const form = presenter.form;
  return (
    <form className="checkout-block" onSubmit={submit(() => presenter.detailsSubmitted())} aria-labelledby="profile-details" noValidate>
      <h2 id="profile-details">{t('account:profile.details')}</h2>
      <p className="muted">{presenter.profile?.email}</p>
      <div className="field-row">
        <div className="field">
          <label htmlFor="profile-first-name">{t('auth:funnel.fields.firstName')}</label>
          <input id="profile-first-name" autoComplete="given-name" value={form.firstName} onChange={(e) => presenter.formChanged('firstName', e.target.value)} />
        </div>
        <div className="field">
          <label htmlFor="profile-last-name">{t('auth:funnel.fields.lastName')}</label>
          <input id="profile-last-name" autoComplete="family-name" value={form.lastName} onChange={(e) => presenter.formChanged('lastName', e.target.value)} />
        </div>
      </div>
      <div className="field-row">
        <div className="field">
          <label htmlFor="profile-language">{t('account:profile.language')}</label>
          <select id="profile-language" value={form.language} onChange={(e) => presenter.formChanged('language', e.target.value)}>
            {settings.languageOptions.map((o) => (
              <option key={o.code} value={o.code}>
                {o.name}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="profile-currency">{t('account:profile.currency')}</label>
          <select id="profile-currency" value={form.currency} onChange={(e) => presenter.formChanged('currency', e.target.value)}>
            {settings.currencyOptions.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </select>
        </div>
      </div>
      <Notice presenter={presenter} part="details" />
      <button type="submit" className="button primary" disabled={presenter.saving}>
        {t('account:profile.save')}
      </button>
    </form>
  );
});

const Phone = observer(({ presenter }: Props) => {
  const { t } = useTranslation(['account', 'auth']);
  const { phone, profile } = presenter;
  return (
    <form className="checkout-block" onSubmit={submit(() => presenter.phoneSubmitted())} aria-labelledby="profile-phone" noValidate>
      <h2 id="profile-phone">{t('account:profile.phone.title')}</h2>
      <p className="muted">{profile?.phone ? t('account:profile.phone.current', { phone: profile.phone.e164 }) : t('account:profile.phone.none')}</p>
      <PhoneFields
        idPrefix="profile"
        country={phone.country}
        number={phone.number}
        onCountryChange={(v) => presenter.phoneChanged('country', v)}
        onNumberChange={(v) => presenter.phoneChanged('number', v)}
        error={undefined}
      />
      {phone.codeSent && (
        <div className="field field-narrow">
          <label htmlFor="profile-phone-code">{t('auth:funnel.fields.validationCode')}</label>
          <input id="profile-phone-code" inputMode="numeric" autoComplete="one-time-code" value={phone.code} onChange={(e) => presenter.phoneChanged('code', e.target.value)} />
        </div>
      )}
      <Notice presenter={presenter} part="phone" />
      <button type="submit" className="button" disabled={presenter.saving}>
        {phone.codeSent ? t('account:profile.phone.verify') : t('account:profile.phone.sendCode')}
      </button>
    </form>
  );
});

const Password = observer(({ presenter }: Props) => {
  const { t } = useTranslation('account');
  if (!presenter.profile?.hasPassword) return null;
  return (
    <form className="checkout-block" onSubmit={submit(() => presenter.passwordSubmitted())} aria-labelledby="profile-password" noValidate>
      <h2 id="profile-password">{t('profile.password.title')}</h2>
      <div className="field">
        <label htmlFor="profile-current-password">{t('profile.password.current')}</label>
        <input id="profile-current-password" type="password" autoComplete="current-password" value={presenter.password.current} onChange={(e) => presenter.passwordChanged('current', e.target.value)} />
      </div>
      <div className="field">
        <label htmlFor="profile-new-password">{t('profile.password.new')}</label>
        <input id="profile-new-password" type="password" autoComplete="new-password" value={presenter.password.next} onChange={(e) => presenter.passwordChanged('next', e.target.value)} />
      </div>
      <Notice presenter={presenter} part="password" />
      <button type="submit" className="button" disabled={presenter.saving}>
        {t('profile.password.submit')}
      </button>
    </form>
  );
});

const Consents = observer(({ presenter }: Props) => {
  const { t } = useTranslation('account');
  const consents = presenter.profile?.consents;
  if (!consents) return null;
  return (
    <fieldset className="checkout-block">
      <legend>{t('profile.consents.title')}</legend>
      <label className="check">
        <input type="checkbox" checked={consents.pushNotif} onChange={(e) => void presenter.consentChanged('pushNotif', e.target.checked)} />
        {t('profile.consents.push')}
      </label>
      <label className="check">
        <input type="checkbox" checked={consents.tracking} onChange={(e) => void presenter.consentChanged('tracking', e.target.checked)} />
        {t('profile.consents.tracking')}
      </label>
      <Notice presenter={presenter} part="consents" />
    </fieldset>
  );
});

const MyData = observer(({ presenter }: Props) => {
  const { t } = useTranslation('account');
  const download = async () => {
    const json = await presenter.exportClicked();
    if (json === null) return;
    const url = URL.createObjectURL(new Blob([json], { type: 'application/json' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'seaway-my-data.json';
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };
  const hasPassword = presenter.profile?.hasPassword ?? true;
  return (
    <section className="checkout-block" aria-labelledby="profile-data">
      <h2 id="profile-data">{t('profile.data.title')}</h2>
      <p>
        <button type="button" className="button" onClick={() => void download()}>
          {t('profile.data.download')}
        </button>
      </p>
      <Notice presenter={presenter} part="export" />
      <p className="muted">{t('profile.data.deleteText')}</p>
      {presenter.deletion.confirming ? (
        <form onSubmit={submit(() => presenter.deleteConfirmed())} noValidate>
          <div className="field">
            <label htmlFor="profile-delete-confirmation">{hasPassword ? t('profile.password.current') : t('profile.data.typeEmail')}</label>
            <input
              id="profile-delete-confirmation"
              type={hasPassword ? 'password' : 'email'}
              autoComplete={hasPassword ? 'current-password' : 'email'}
              value={presenter.deletion.confirmation}
              onChange={(e) => presenter.deletionChanged(e.target.value)}
            />
          </div>
          <button type="submit" className="button" disabled={presenter.saving}>
            {t('profile.data.deleteConfirm')}
          </button>
        </form>
      ) : (
        <button type="button" className="button ghost" onClick={() => presenter.deleteClicked()}>
          {t('profile.data.delete')}
        </button>
      )}
      <Notice presenter={presenter} part="delete" />
    </section>
  );
});

/** account/profile. */
export const ProfileSection = observer(() => {
  const presenter = usePagePresenterOf(ProfilePresenter);
  const [started] = useState(() => presenter);
  useEffect(() => {
    void started.load();
  }, [started]);
  if (presenter.status !== 'ready') return <AccountState status={presenter.status} errorKey={presenter.errorKey} onRetry={() => void presenter.load()} />;
  return (
    <>
      <Details presenter={presenter} />
      <Phone presenter={presenter} />
      <Password presenter={presenter} />
      <Consents presenter={presenter} />
      <MyData presenter={presenter} />
    </>
  );
});
