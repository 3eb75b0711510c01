import { useEffect, useId } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { ProposalEditorPresenter, type ProposalForm } from '../../../application/backoffice/proposal-editor-presenter';
import { usePagePresenterOf } from '../../components/search/use-page-presenter-of';
import { usePageHead } from '../../seo/use-page-head';
import { BoatsPageState, FieldProblem } from './boats/BoatsPageState';
import { BoatFinder, ProposalItems } from './proposals/ProposalBoats';
import './boats/boats.css';

type Props = { presenter: ProposalEditorPresenter };

/** One field of the form with its label and problem. */
const Field = observer(({ presenter, field, type = 'text', labelKey }: Props & { field: Exclude<keyof ProposalForm, 'language' | 'message'>; type?: string; labelKey: string }) => {
  const { t } = useTranslation('backoffice-boats');
  const id = useId();
  const errorId = useId();
  const problem = presenter.problemOf(field);
  return (
    <div className="field">
      <label htmlFor={id}>{t(labelKey)}</label>
      <input
        id={id}
        type={type}
        value={presenter.form[field]}
        onChange={(event) => presenter.fieldChanged(field, event.target.value)}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? errorId : undefined}
        {...(type === 'number' && { min: presenter.limits.peopleMin, max: presenter.limits.peopleMax, inputMode: 'numeric' as const })}
        {...(type === 'email' && { autoComplete: 'off' })}
      />
      <FieldProblem id={errorId} problemKey={problem} />
    </div>
  );
});

const Form = observer(({ presenter }: Props) => {
  const { t } = useTranslation('backoffice-boats');
  const languageId = useId();
  const messageId = useId();
  const messageError = useId();
  return (
    <form
      className="bb-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void presenter.saveClicked();
      }}
    >
      <fieldset className="bb-card" disabled={presenter.saving}>
        <legend>{t('proposal.tenant')}</legend>
        <div className="bb-fields">
          <Field presenter={presenter} field="tenantEmail" type="email" labelKey="proposal.tenantEmail" />
          <div className="field">
            <label htmlFor={languageId}>{t('proposal.language')}</label>
            <select id={languageId} value={presenter.form.language} onChange={(event) => presenter.fieldChanged('language', event.target.value as ProposalForm['language'])}>
              {presenter.languageOptions.map((option) => (
                <option key={option.code} value={option.code}>
                  {option.name}
                </option>
              ))}
            </select>
          </div>
          <Field presenter={presenter} field="startDate" type="date" labelKey="proposal.startDate" />
          <Field presenter={presenter} field="endDate" type="date" labelKey="proposal.endDate" />
          <Field presenter={presenter} field="people" type="number" labelKey="proposal.people" />
        </div>
        <div className="field">
          <label htmlFor={messageId}>{t('proposal.message')}</label>
          <textarea
            id={messageId}
            value={presenter.form.message}
            onChange={(event) => presenter.fieldChanged('message', event.target.value)}
            aria-invalid={presenter.problemOf('message') ? true : undefined}
            aria-describedby={presenter.problemOf('message') ? messageError : undefined}
          />
          <p className="field-hint">{t('proposal.messageHint')}</p>
          <FieldProblem id={messageError} problemKey={presenter.problemOf('message')} />
        </div>
      </fieldset>
      <fieldset className="bb-card" disabled={presenter.saving}>
        <legend>{t('proposal.boats')}</legend>
        <ProposalItems presenter={presenter} />
        {presenter.canAddMore && <BoatFinder presenter={presenter} />}
      </fieldset>
      <div aria-live="polite">
        {presenter.noticeKey && (
          <p className="field-error" role="alert">
            {t(presenter.noticeKey)}
          </p>
        )}
      </div>
      <div className="bb-actions">
        <button type="submit" className="button primary" disabled={presenter.saving}>
          {presenter.saving ? t('proposal.saving') : t('proposal.save')}
        </button>
      </div>
    </form>
  );
});

const Recent = observer(({ presenter }: Props) => {
  const { t } = useTranslation('backoffice-boats');
  const lines = presenter.recentLines;
  return (
    <section className="bb-card" aria-labelledby="bb-recent">
      <h2 id="bb-recent">{t('proposal.recent')}</h2>
      {lines.length === 0 ? (
        <p className="muted">{t('proposal.noRecent')}</p>
      ) : (
        <table className="bb-table">
          <thead>
            <tr>
              <th scope="col">{t('proposal.number')}</th>
              <th scope="col">{t('proposal.tenantEmail')}</th>
              <th scope="col">{t('proposal.dates')}</th>
              <th scope="col">{t('proposal.boats')}</th>
              <th scope="col">{t('proposal.status')}</th>
            </tr>
          </thead>
          <tbody>
            {lines.map((line) => (
              <tr key={line.id}>
                <td>
                  <Link href={line.href}>#{line.id}</Link>
                </td>
                <td>{line.tenantEmail}</td>
                <td>{line.dates}</td>
                <td>{line.items}</td>
                <td>{t(line.statusKey)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
});

/** propale/edit/{id} (`new`: a new proposal): the tenant, the dates and the boats staff propose, with their prices (issue [7]). */
export default observer(function ProposalEditPage({ id }: { id: string | undefined }) {
  const { t } = useTranslation('backoffice-boats');
  const presenter = usePagePresenterOf(ProposalEditorPresenter);
  const title = presenter.isNew ? t('proposal.titleNew') : t('proposal.titleEdit', { id: id ?? '' });
  usePageHead({ title, description: t('meta.description') });
  useEffect(() => {
    void presenter.pageEntered(id);
  }, [presenter, id]);
  return (
    <div className="bb-page">
      {!presenter.isNew && presenter.proposalId !== null && (
        <Link className="back-link" href={presenter.detailsHref(presenter.proposalId)}>
          ← {t('proposal.backToDetails')}
        </Link>
      )}
      <h1>{title}</h1>
      {presenter.status !== 'ready' ? (
        <BoatsPageState status={presenter.status} errorKey={presenter.errorKey} onRetry={() => void presenter.load()} />
      ) : !presenter.canEdit ? (
        <p className="alert" role="alert">
          {t('proposal.notEditable')}
        </p>
      ) : (
        <Form presenter={presenter} />
      )}
      {presenter.isNew && presenter.status === 'ready' && <Recent presenter={presenter} />}
    </div>
  );
});
