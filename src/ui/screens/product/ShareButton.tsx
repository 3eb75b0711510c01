import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { share, type ShareFeedback, type ShareMethod, type ShareOutcome } from '../../../domain/product/share';

/** One way of sharing, done by the browser. */
const attempt = async (method: ShareMethod, data: { title: string; url: string }): Promise<ShareOutcome> => {
  try {
    if (method === 'native') await navigator.share(data);
    if (method === 'clipboard') await navigator.clipboard.writeText(data.url);
    return 'done';
  } catch (error) {
    // AbortError: the visitor closed the share sheet.
    return error instanceof DOMException && error.name === 'AbortError' ? 'cancelled' : 'failed';
  }
};

/**
 * Share (issue [10]): the system's share sheet, else the link copied with a polite "Link copied", else the link in a
 * read-only field to copy by hand. The same button on the server and in the browser: what the browser can do is only
 * asked on click, so hydration finds the markup it expects.
 */
export const ShareButton = ({ title }: { title: string }) => {
  const { t } = useTranslation('product');
  const [feedback, setFeedback] = useState<ShareFeedback>('none');
  const [url, setUrl] = useState('');
  const manualField = useRef<HTMLInputElement>(null);

  useEffect(() => {
    // The link ready to copy: focused, and selected by its own focus handler.
    if (feedback === 'manual') manualField.current?.focus();
  }, [feedback]);

  const shareRequested = async () => {
    const data = { title, url: window.location.href };
    setUrl(data.url);
    // Cleared first: a second "Link copied" is announced again.
    setFeedback('none');
    const support = { native: typeof navigator.share === 'function', clipboard: typeof navigator.clipboard?.writeText === 'function' };
    setFeedback(await share(support, (method) => attempt(method, data)));
  };

  return (
    <div className="share">
      <button type="button" className="button" onClick={() => void shareRequested()}>
        <span aria-hidden="true">↗</span> {t('product:share.button')}
      </button>
      {/* Always in the page, so that screen readers announce what appears in it. */}
      <p className="share-status" role="status">
        {feedback === 'copied' ? t('product:share.copied') : ''}
      </p>
      {feedback === 'manual' && (
        <label className="field share-manual">
          <span>{t('product:share.manual')}</span>
          <input ref={manualField} type="url" readOnly value={url} onFocus={(e) => e.currentTarget.select()} />
        </label>
      )}
    </div>
  );
};
