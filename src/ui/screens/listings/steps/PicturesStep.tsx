import { lazy, Suspense } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { StepProps } from './fields';

// Uploading, ordering and deleting pictures is the pictures component's own (it calls its own API), in its own chunk.
const ListingPictures = lazy(() => import('../ListingPictures'));

/** The pictures step: the editor's progress is read again when the owner leaves it (the pictures changed the count). */
export const PicturesStep = observer(({ presenter }: StepProps) => {
  const { t } = useTranslation('listings');
  const id = presenter.listing?.id;
  return (
    <div className="listing-fieldset">
      <p className="field-hint">{t('hints.pictures')}</p>
      {id !== undefined && (
        <Suspense fallback={<div className="skeleton-block" aria-busy="true" />}>
          <ListingPictures listingId={id} />
        </Suspense>
      )}
    </div>
  );
});
