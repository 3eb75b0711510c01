import { useTranslation } from 'react-i18next';
import type { AuditEntry } from '../../../contract/backoffice';
import { dateTimeFormat } from '../../../domain/i18n/intl-formats';

const shown = (value: unknown): string => (value === null || value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value, null, 1));

/** The append-only audit log of one object (issue [7]): who did what, when, what it was before and after. */
export const AuditTrail = ({ entries, language }: { entries: readonly AuditEntry[]; language: string }) => {
  const { t } = useTranslation('backoffice');
  const format = dateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <section className="audit-trail" aria-labelledby="audit-trail-title">
      <h2 id="audit-trail-title">{t('audit.title')}</h2>
      {entries.length === 0 ? (
        <p className="muted">{t('audit.empty')}</p>
      ) : (
        <ol>
          {entries.map((e) => (
            <li key={e.id} data-testid="audit-entry">
              <p>
                <time dateTime={e.at}>{format.format(new Date(e.at))}</time> · <strong>{e.actor.email}</strong> · <code>{e.action}</code>
              </p>
              {e.note && <p>{t('audit.note', { note: e.note })}</p>}
              {(e.before !== null || e.after !== null) && (
                <dl className="audit-change">
                  {e.before !== null && (
                    <div>
                      <dt>{t('audit.before')}</dt>
                      <dd>
                        <pre>{shown(e.before)}</pre>
                      </dd>
                    </div>
                  )}
                  {e.after !== null && (
                    <div>
                      <dt>{t('audit.after')}</dt>
                      <dd>
                        <pre>{shown(e.after)}</pre>
                      </dd>
                    </div>
                  )}
                </dl>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
};
