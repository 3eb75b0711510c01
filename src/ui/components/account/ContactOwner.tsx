import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { ContactOwnerPresenter } from '../../../application/account/contact-owner-presenter';
import { MESSAGE_MAX_LENGTH } from '../../../contract/conversations';
import { usePagePresenterOf } from '../search/use-page-presenter-of';
import { Modal } from '../../modal/Modal';

/** The product page's "Contact the owner": sign in if needed, write, and land in the conversation. */
export const ContactOwner = observer(({ productId, ownerName }: { productId: number; ownerName: string }) => {
  const { t } = useTranslation('account');
  const presenter = usePagePresenterOf(ContactOwnerPresenter);
  return (
    <>
      <button type="button" className="button" onClick={() => void presenter.contactClicked()}>
        {t('contact.button')}
      </button>
      <Modal
        open={presenter.open}
        onClose={() => presenter.closed()}
        title={t('contact.title', { name: ownerName })}
        footer={
          <button type="button" className="button primary" disabled={!presenter.canSend} onClick={() => void presenter.sendClicked(productId)}>
            {presenter.sending ? t('chat.sending') : t('chat.send')}
          </button>
        }
      >
        <label htmlFor="contact-text">{t('contact.label')}</label>
        <textarea
          id="contact-text"
          rows={5}
          maxLength={MESSAGE_MAX_LENGTH * 2}
          value={presenter.text}
          onChange={(e) => presenter.textChanged(e.target.value)}
        />
        {presenter.errorKey && (
          <p role="alert" className="field-error">
            {t(presenter.errorKey)}
          </p>
        )}
      </Modal>
    </>
  );
});
