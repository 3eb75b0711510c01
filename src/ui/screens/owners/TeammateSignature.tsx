import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';

type Signature = { readonly firstName: string; readonly forOwner: string };

const Signed = ({ signature }: { signature: Signature }) => {
  const { t } = useTranslation('owners');
  return <>{t('chat.signedFor', { name: signature.firstName, owner: signature.forOwner })}</>;
};

/** Who wrote a message for the fleet's owner ("Nina for Olivier"), in a conversation; the first name alone until the texts load. */
export const TeammateSignature = ({ signature }: { signature: Signature }) => (
  <Suspense fallback={signature.firstName}>
    <Signed signature={signature} />
  </Suspense>
);
