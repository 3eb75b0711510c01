import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { ECONTRACT_LIMITS, type DamageZone } from '../../../domain/econtract/econtract';
import type { EcontractPresenter } from '../../../application/econtract/econtract-presenter';
import { FieldError } from './FieldError';
import { PendingPhoto, StoredPhoto } from './Photos';

type Props = { presenter: EcontractPresenter };

/** At check-out, the damages the check-in recorded: known already, shown to compare. */
const CheckInDamages = observer(({ presenter }: Props) => {
  const { t } = useTranslation('econtract');
  const damages = presenter.view?.checkIn?.data.damages ?? [];
  if (presenter.direction !== 'out' || damages.length === 0) return null;
  return (
    <div className="econtract-known">
      <h3>{t('damages.atCheckIn')}</h3>
      <ul>
        {damages.map((d) => (
          <li key={d.id}>
            <strong>{t(`zones.${d.zone}`)}</strong> {d.note}
            <span className="econtract-photos">
              {d.photoIds.map((id) => (
                <StoredPhoto key={id} url={presenter.photoUrls.get(id)} label={t(`zones.${d.zone}`)} />
              ))}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
});

/** Damages with a zone, a note and photos taken with the phone's camera (kept on the phone until sent). */
export const DamagesStep = observer(({ presenter }: Props) => {
  const { t } = useTranslation('econtract');
  const editable = presenter.editable;
  return (
    <section className="econtract-card" aria-labelledby="econtract-damages">
      <h2 id="econtract-damages">{t('damages.title')}</h2>
      <p className="muted">{t(presenter.direction === 'out' ? 'damages.introOut' : 'damages.introIn')}</p>
      <CheckInDamages presenter={presenter} />
      {presenter.data.damages.length === 0 && <p>{t('damages.none')}</p>}
      <ol className="econtract-damages">
        {presenter.data.damages.map((damage, i) => {
          const number = t('damages.number', { number: i + 1 });
          const noteError = presenter.fieldError(`damages.${i}.note`);
          return (
            <li key={damage.id} className="econtract-damage">
              <h3>{number}</h3>
              <div className="field">
                <label htmlFor={`damage-zone-${damage.id}`}>{t('damages.zone')}</label>
                <select
                  id={`damage-zone-${damage.id}`}
                  className="econtract-input"
                  value={damage.zone}
                  disabled={!editable}
                  onChange={(e) => presenter.damageZoneChanged(damage.id, e.target.value as DamageZone)}
                >
                  {presenter.zones.map((zone) => (
                    <option key={zone} value={zone}>
                      {t(`zones.${zone}`)}
                    </option>
                  ))}
                </select>
              </div>
              <div className="field">
                <label htmlFor={`damage-note-${damage.id}`}>{t('damages.note')}</label>
                <textarea
                  id={`damage-note-${damage.id}`}
                  className="econtract-input"
                  rows={3}
                  maxLength={ECONTRACT_LIMITS.note}
                  value={damage.note}
                  readOnly={!editable}
                  aria-invalid={noteError ? true : undefined}
                  onChange={(e) => presenter.damageNoteChanged(damage.id, e.target.value)}
                />
                <p className="field-hint">{t('damages.noteCount', { count: damage.note.length })}</p>
                <FieldError id={`damage-note-${damage.id}-error`} messageKey={noteError} />
              </div>
              <div className="econtract-photos" aria-label={`${t('damages.photos')} · ${number}`} role="group">
                {damage.photoIds.map((id) => (
                  <span key={id} className="econtract-photo">
                    <StoredPhoto url={presenter.photoUrls.get(id)} label={`${number} · ${t('damages.photos')}`} />
                    {editable && (
                      <button type="button" className="button ghost econtract-remove" onClick={() => presenter.photoRemoved(damage.id, id)}>
                        {t('damages.removePhoto')}
                      </button>
                    )}
                  </span>
                ))}
                {presenter.pendingPhotos
                  .filter((p) => p.damageId === damage.id)
                  .map((photo) => (
                    <span key={photo.key} className="econtract-photo">
                      <PendingPhoto blob={photo.blob} label={`${number} · ${t('damages.waiting')}`} />
                      <span className={photo.errorKey ? 'field-error' : 'muted'}>{t(photo.errorKey ?? 'damages.waiting')}</span>
                      <button type="button" className="button ghost econtract-remove" onClick={() => void presenter.pendingPhotoRemoved(photo.key)}>
                        {t('damages.removePhoto')}
                      </button>
                    </span>
                  ))}
              </div>
              <FieldError id={`damage-photos-${damage.id}-error`} messageKey={presenter.fieldError(`damages.${i}.photos`)} />
              {editable && (
                <div className="econtract-step-buttons">
                  <label className="button primary econtract-big econtract-camera">
                    {t('damages.takePhoto')}
                    <span className="visually-hidden"> · {number}</span>
                    <input
                      type="file"
                      accept="image/*"
                      capture="environment"
                      className="econtract-file"
                      onChange={(e) => {
                        const file = e.target.files?.[0];
                        if (file) void presenter.photoTaken(damage.id, file);
                        e.target.value = '';
                      }}
                    />
                  </label>
                  <button type="button" className="button econtract-big" onClick={() => presenter.damageRemoved(damage.id)}>
                    {t('damages.remove')}
                    <span className="visually-hidden"> · {number}</span>
                  </button>
                </div>
              )}
            </li>
          );
        })}
      </ol>
      <FieldError id="econtract-damages-error" messageKey={presenter.fieldError('damages') ?? presenter.fieldError('photoIds')} />
      {editable && (
        <button type="button" className="button econtract-big" onClick={() => presenter.damageAdded()}>
          {t('damages.add')}
        </button>
      )}
    </section>
  );
});
