import type { FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { EcontractPresenter } from '../../../application/econtract/econtract-presenter';

type Props = { presenter: EcontractPresenter };
type PartyView = EcontractPresenter['parties'][number];

/** The party not signed in on this phone: their password, or a code sent to their phone by SMS. */
const OtherParty = observer(({ presenter, party }: Props & { party: PartyView }) => {
  const { t } = useTranslation('econtract');
  const busy = presenter.confirming !== null;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void presenter.confirmClicked(party.party);
  };
  const usePassword = presenter.secretMode === 'password' && party.hasPassword;
  return (
    <form className="econtract-party" onSubmit={submit} aria-label={t('confirm.otherIntro', { name: party.name })}>
      <p>{t('confirm.otherIntro', { name: party.name })}</p>
      <div className="econtract-segmented" role="radiogroup" aria-label={t('confirm.otherIntro', { name: party.name })}>
        {party.hasPassword && (
          <button type="button" role="radio" aria-checked={usePassword} className="econtract-segment" onClick={() => presenter.secretModeChosen('password')}>
            {t('confirm.withPassword')}
          </button>
        )}
        {party.phoneHint && (
          <button type="button" role="radio" aria-checked={!usePassword} className="econtract-segment" onClick={() => presenter.secretModeChosen('code')}>
            {t('confirm.withCode')}
          </button>
        )}
      </div>
      {usePassword ? (
        <div className="field">
          <label htmlFor={`econtract-password-${party.party}`}>{t('confirm.password', { name: party.name })}</label>
          <input
            id={`econtract-password-${party.party}`}
            className="econtract-input"
            type="password"
            autoComplete="off"
            value={presenter.password}
            onChange={(e) => presenter.passwordChanged(e.target.value)}
          />
        </div>
      ) : (
        party.phoneHint && (
          <>
            <button type="button" className="button econtract-big" disabled={presenter.sendingCode} onClick={() => void presenter.codeRequested(party.party)}>
              {t('confirm.sendCode', { phone: party.phoneHint })}
            </button>
            {presenter.codeSentTo && (
              <p className="notice" role="status">
                {t('confirm.codeSent', { phone: presenter.codeSentTo })}
              </p>
            )}
            <div className="field">
              <label htmlFor={`econtract-code-${party.party}`}>{t('confirm.code')}</label>
              <input
                id={`econtract-code-${party.party}`}
                className="econtract-input econtract-number"
                inputMode="numeric"
                autoComplete="one-time-code"
                value={presenter.code}
                onChange={(e) => presenter.codeChanged(e.target.value)}
              />
            </div>
          </>
        )
      )}
      <button type="submit" className="button primary econtract-big" disabled={busy || !presenter.canConfirm}>
        {t('confirm.confirmOther', { name: party.name })}
      </button>
    </form>
  );
});

/** Both parties confirm the contract on this phone; once both have, it is signed. */
export const ConfirmPanel = observer(({ presenter }: Props) => {
  const { t } = useTranslation('econtract');
  const busy = presenter.confirming !== null;
  return (
    <section className="econtract-card econtract-confirm" aria-labelledby="econtract-confirm">
      <h2 id="econtract-confirm">{t('confirm.title')}</h2>
      <p>{t('confirm.intro')}</p>
      {presenter.problems.length > 0 && (
        <p className="field-error" role="alert">
          {t('confirm.incomplete')} <Link href={presenter.href('form')}>{t('confirm.backToForm')}</Link>
        </p>
      )}
      <ul className="econtract-parties">
        {presenter.parties.map((party) => (
          <li key={party.party}>
            <h3>
              {t(`confirm.roles.${party.party}`)}: {party.name}
            </h3>
            {party.confirmedAt ? (
              <p className="notice success">{t('confirm.confirmed', { name: party.name, date: party.confirmedAt, method: t(`confirm.methods.${party.method ?? 'session'}`) })}</p>
            ) : !presenter.editable ? (
              <p className="muted">{t('confirm.waiting', { name: party.name })}</p>
            ) : party.self ? (
              <button type="button" className="button primary econtract-big" disabled={busy || !presenter.canConfirm} onClick={() => void presenter.confirmClicked(party.party)}>
                {t('confirm.asSelf', { name: party.name })}
              </button>
            ) : (
              <OtherParty presenter={presenter} party={party} />
            )}
          </li>
        ))}
      </ul>
      {presenter.confirmErrorKey && (
        <p className="field-error" role="alert">
          {t(presenter.confirmErrorKey)}
        </p>
      )}
      {presenter.editable && (
        <Link className="button econtract-big" href={presenter.href('form')}>
          {t('confirm.backToForm')}
        </Link>
      )}
    </section>
  );
});
