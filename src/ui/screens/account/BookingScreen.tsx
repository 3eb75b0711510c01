import { useEffect, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { EcontractLinks } from '../econtract/EcontractLinks';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { Route } from '../../../domain/routing/route';
import { BookingPresenter } from '../../../application/account/booking-presenter';
import { usePageHead } from '../../seo/use-page-head';
import { usePagePresenterOf } from '../../components/search/use-page-presenter-of';
import { usePageEntered } from '../../components/search/use-page-entered';
import { Modal } from '../../modal/Modal';
import { CardForm } from '../../components/payment/CardForm';
import { PriceLinesTable } from '../../components/payment/PriceLinesTable';
import { AccountShell, AccountState } from './AccountNav';
import { pictureAtWidth } from '../../../domain/media/picture-widths';

type Props = { presenter: BookingPresenter };

/** Prints the page as the booking confirmation, or only its invoice part (print styles read the body's data-document). */
const printDocument = (kind: 'confirmation' | 'invoice') => {
  document.body.dataset.document = kind;
  window.print();
  delete document.body.dataset.document;
};

const Detail = observer(({ presenter }: Props) => {
  const { t } = useTranslation(['account', 'checkout']);
  const view = presenter.view!;
  const { card } = view;
  useEffect(() => {
    // The bookings list links "Cancel" to #cancel: open the confirmation right away.
    if (window.location.hash === '#cancel') presenter.cancelClicked();
  }, [presenter]);
  // The answer of a booking request has its own section (the bookings list links it as #answer).
  const actions = card.actions.filter((action) => action.name !== 'answer');
  return (
    <article className="booking-detail" aria-labelledby="booking-product">
      <header className="checkout-summary-head">
        {card.image && <img className="checkout-picture" src={pictureAtWidth(card.image, 320)} alt="" width={120} height={90} />}
        <div>
          <h2 id="booking-product">
            <Link href={card.productHref}>{card.productName}</Link>
          </h2>
          <p>
            <span className={`badge status-${card.status}`}>{t(card.statusKey)}</span> <span className="muted">{card.reference}</span>
          </p>
        </div>
      </header>
      {presenter.cancelledRefund !== null && (
        <p className="notice" role="status">
          {t('account:cancel.done', { amount: presenter.cancelledRefund })}
        </p>
      )}
      <dl className="checkout-facts">
        <dt>{t('checkout:summary.dates')}</dt>
        <dd>{card.dates}</dd>
        <dt>{t('checkout:summary.harbour')}</dt>
        <dd>{card.harbour}</dd>
        <dt>{t(view.otherRole === 'owner' ? 'account:detail.owner' : 'account:detail.tenant')}</dt>
        <dd>{view.otherParty}</dd>
        <dt>{t('account:detail.paid')}</dt>
        <dd>{card.paid}</dd>
        {card.due && (
          <>
            <dt>{t('account:detail.due', { date: card.dueDate ?? '' })}</dt>
            <dd>{card.due}</dd>
          </>
        )}
        {view.refunded && (
          <>
            <dt>{t('account:detail.refunded')}</dt>
            <dd>{view.refunded}</dd>
          </>
        )}
        <dt>{t('account:detail.insurances')}</dt>
        <dd>{view.insurances.length > 0 ? view.insurances.join(', ') : t('account:detail.noInsurance')}</dd>
        <dt>{t('checkout:summary.cancellation')}</dt>
        <dd>
          {t(`checkout:summary.policies.${view.policyName}`)}:{' '}
          {view.refundPercentage > 0 ? t('checkout:summary.policyRefund', { percentage: view.refundPercentage, count: view.refundDaysBefore }) : t('checkout:summary.policyNoRefund')}
        </dd>
      </dl>
      <RequestAnswer presenter={presenter} />
      {actions.length > 0 && (
        <ul className="booking-actions">
          {actions.map((action) =>
            action.name === 'cancel' ? (
              <li key={action.name}>
                <button type="button" className="button" onClick={() => presenter.cancelClicked()}>
                  {t('account:actions.cancel')}
                </button>
              </li>
            ) : (
              <li key={action.name}>
                <Link className={action.name === 'payBalance' ? 'button primary' : 'button'} href={action.href}>
                  {t(`account:actions.${action.name}`)}
                </Link>
              </li>
            ),
          )}
        </ul>
      )}
      {presenter.booking?.product.kind === 'boat' && <EcontractLinks bookingId={card.id} />}
      {presenter.actionErrorKey && (
        <p role="alert" className="field-error">
          {t(presenter.actionErrorKey)}
          {presenter.actionMessage ? ` (${presenter.actionMessage})` : ''}
        </p>
      )}
      <ChangeRequest presenter={presenter} />
      <Review presenter={presenter} />
      <header className="print-only invoice-part">
        <p>
          <strong>Seaway</strong> · {t('account:detail.invoiceTitle', { reference: card.reference })}
        </p>
        <p>{presenter.booking?.tenantEmail}</p>
      </header>
      <section className="checkout-price invoice-part" aria-labelledby="booking-price">
        <h2 id="booking-price">{t('checkout:price.title')}</h2>
        <PriceLinesTable lines={view.lines} total={view.total} />
      </section>
      <section className="invoice-part" aria-labelledby="booking-payments">
        <h2 id="booking-payments">{t('account:detail.payments')}</h2>
        <table className="price-lines">
          <tbody>
            {view.payments.map((p, i) => (
              <tr key={`${p.kind}-${i}`}>
                <th scope="row">
                  {t(`account:detail.paymentKinds.${p.kind}`)} <span className="muted">· {p.date}</span>
                </th>
                <td>{p.amount}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="booking-actions">
          <button type="button" className="button ghost" onClick={() => printDocument('confirmation')}>
            {t('account:detail.print')}
          </button>
          <button type="button" className="button ghost" onClick={() => printDocument('invoice')}>
            {t('account:detail.printInvoice')}
          </button>
        </p>
      </section>
      <Modal
        open={presenter.confirmingCancel}
        onClose={() => presenter.cancelDismissed()}
        title={t('account:cancel.title')}
        footer={
          <>
            <button type="button" className="button" disabled={presenter.cancelling} onClick={() => presenter.cancelDismissed()}>
              {t('account:cancel.keep')}
            </button>
            <button type="button" className="button primary" disabled={presenter.cancelling} onClick={() => void presenter.cancelConfirmed()}>
              {presenter.cancelling ? t('account:cancel.cancelling') : t('account:cancel.confirm')}
            </button>
          </>
        }
      >
        <p>{t('account:cancel.refundToday', { amount: view.refundIfCancelledToday ?? '' })}</p>
      </Modal>
    </article>
  );
});

/**
 * A booking request on its page: the tenant waits for the answer until the deadline (the money held), the owner
 * accepts or declines (a confirmation with an optional message to the tenant), then both see the outcome.
 */
const RequestAnswer = observer(({ presenter }: Props) => {
  const { t } = useTranslation('account');
  const view = presenter.view!;
  const request = view.request;
  useEffect(() => {
    // The bookings list links "Answer the request" to #answer: bring the section into view.
    if (request?.canAnswer && window.location.hash === '#answer') document.getElementById('answer')?.scrollIntoView?.();
  }, [request?.canAnswer]);
  if (!request || !request.messageKey) return null;
  const values = { deadline: request.deadline ?? '', name: view.otherParty, amount: request.amount };
  const tooLong = presenter.declineReasonLength > presenter.declineReasonMax;
  const error = presenter.requestErrorKey && (
    <p role="alert" className="field-error">
      {t(presenter.requestErrorKey)}
      {presenter.requestMessage ? ` (${presenter.requestMessage})` : ''}
    </p>
  );
  return (
    <section id="answer" className={`checkout-block request-${request.state}`} aria-labelledby="request-title">
      <h2 id="request-title">{t('request.title')}</h2>
      {presenter.requestNotice && (
        <p className="notice success" role="status">
          {t(presenter.requestNotice.key, { amount: presenter.requestNotice.amount })}
        </p>
      )}
      <p>{t(request.messageKey, values)}</p>
      {request.declineReason && <p className="review-answer">{t('request.reason', { reason: request.declineReason })}</p>}
      {request.answeredAt && <p className="muted">{t('request.answeredAt', { date: request.answeredAt })}</p>}
      {request.canAnswer && (
        <p className="booking-actions">
          <button type="button" className="button primary" disabled={presenter.answeringRequest} onClick={() => void presenter.requestAccepted()}>
            {presenter.answeringRequest && !presenter.confirmingDecline ? t('request.accepting') : t('request.accept')}
          </button>
          <button type="button" className="button" disabled={presenter.answeringRequest} onClick={() => presenter.declineClicked()}>
            {t('request.decline')}
          </button>
        </p>
      )}
      {!presenter.confirmingDecline && error}
      <Modal
        open={presenter.confirmingDecline}
        onClose={() => presenter.declineDismissed()}
        title={t('request.declineTitle')}
        footer={
          <>
            <button type="button" className="button" disabled={presenter.answeringRequest} onClick={() => presenter.declineDismissed()}>
              {t('request.keep')}
            </button>
            <button type="button" className="button primary" disabled={presenter.answeringRequest || tooLong} onClick={() => void presenter.declineConfirmed()}>
              {presenter.answeringRequest ? t('request.declining') : t('request.confirmDecline')}
            </button>
          </>
        }
      >
        <p>{t('request.declineIntro', { name: view.otherParty })}</p>
        <label htmlFor="decline-reason">{t('request.reasonLabel')}</label>
        <textarea
          id="decline-reason"
          rows={4}
          value={presenter.declineReason}
          aria-describedby="decline-reason-count"
          aria-invalid={tooLong}
          onChange={(e) => presenter.declineReasonChanged(e.target.value)}
        />
        <p id="decline-reason-count" className={tooLong ? 'field-error' : 'field-hint'}>
          {t('request.reasonLength', { length: presenter.declineReasonLength, max: presenter.declineReasonMax })}
        </p>
        {error}
      </Modal>
    </section>
  );
});

/** A change request on the booking's page: the owner answers it; the tenant is sent to pay an accepted difference. */
const ChangeRequest = observer(({ presenter }: Props) => {
  const { t } = useTranslation('account');
  const view = presenter.view!;
  const change = view.modification;
  if (!change) return null;
  const owner = presenter.booking?.myRole === 'owner';
  return (
    <section className="checkout-block" aria-labelledby="change-title">
      <h2 id="change-title">{t('modify.requestTitle')}</h2>
      <p>{t(`modify.status.${change.status}`, { dates: change.dates, people: change.people, difference: change.difference })}</p>
      {owner && change.status === 'pending' && (
        <p className="booking-actions">
          <button type="button" className="button primary" disabled={presenter.answeringModification} onClick={() => void presenter.modificationAnswered(true)}>
            {t('modify.accept')}
          </button>
          <button type="button" className="button" disabled={presenter.answeringModification} onClick={() => void presenter.modificationAnswered(false)}>
            {t('modify.decline')}
          </button>
        </p>
      )}
      {!owner && change.status === 'accepted' && (
        <Link className="button primary" href={view.modifyHref}>
          {t('modify.payDifference', { amount: change.difference })}
        </Link>
      )}
    </section>
  );
});

/** After the trip: the tenant's review form (or "Later"), the review once written, and the owner's one answer. */
const Review = observer(({ presenter }: Props) => {
  const { t } = useTranslation('account');
  const booking = presenter.booking!;
  const review = booking.review;
  const form = presenter.reviewForm;
  const error = presenter.reviewErrorKey && (
    <p role="alert" className="field-error">
      {t(presenter.reviewErrorKey)}
    </p>
  );
  if (review) {
    return (
      <section id="review" className="checkout-block" aria-labelledby="review-title">
        <h2 id="review-title">{t('review.title')}</h2>
        <p aria-label={t('review.stars', { count: review.rating })}>{'★'.repeat(review.rating) + '☆'.repeat(5 - review.rating)}</p>
        {review.comment && <p className="review-text">{review.comment}</p>}
        {review.ownerAnswer ? (
          <p className="review-answer">
            <strong>{t('review.ownerAnswer')}</strong> {review.ownerAnswer}
          </p>
        ) : (
          booking.myRole === 'owner' && (
            <form
              onSubmit={(e: FormEvent) => {
                e.preventDefault();
                void presenter.answerSubmitted();
              }}
            >
              <label htmlFor="review-answer">{t('review.answer')}</label>
              <textarea id="review-answer" rows={3} value={presenter.answerText} onChange={(e) => presenter.answerChanged(e.target.value)} />
              {error}
              <button type="submit" className="button" disabled={presenter.reviewSending}>
                {t('review.sendAnswer')}
              </button>
            </form>
          )
        )}
      </section>
    );
  }
  if (!booking.actions.review) return null;
  return (
    <form
      id="review"
      className="checkout-block"
      aria-labelledby="review-title"
      onSubmit={(e: FormEvent) => {
        e.preventDefault();
        void presenter.reviewSubmitted();
      }}
    >
      <h2 id="review-title">{t('review.ask', { name: booking.product.name })}</h2>
      <fieldset className="radio-row">
        <legend>{t('review.rating')}</legend>
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n} className="choice">
            <input type="radio" name="review-rating" value={n} checked={form.rating === n} onChange={() => presenter.reviewChanged('rating', n)} />
            {t('review.stars', { count: n })}
          </label>
        ))}
      </fieldset>
      <label htmlFor="review-comment">{t('review.comment')}</label>
      <textarea id="review-comment" rows={4} value={form.comment} onChange={(e) => presenter.reviewChanged('comment', e.target.value)} />
      {error}
      <p className="booking-actions">
        <button type="submit" className="button primary" disabled={presenter.reviewSending}>
          {t('review.submit')}
        </button>
        <button type="button" className="button ghost" disabled={presenter.reviewSending} onClick={() => void presenter.reviewSnoozed()}>
          {t('review.later')}
        </button>
      </p>
    </form>
  );
});

const Modify = observer(({ presenter }: Props) => {
  const { t } = useTranslation(['account', 'checkout']);
  const view = presenter.view!;
  const form = presenter.modificationForm;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void presenter.modificationSubmitted();
  };
  if (view.modification?.status === 'accepted') {
    // The owner accepted a dearer change: the tenant pays the difference here, and the change applies once paid.
    return (
      <div className="checkout-block">
        <p className="notice" role="status">
          {t('account:modify.status.accepted', { dates: view.modification.dates, people: view.modification.people, difference: view.modification.difference })}
        </p>
        <CardForm payment={presenter.differencePayment} amount={view.modification.difference} />
        <p>
          <Link href={view.card.detailHref}>{t('account:modify.back')}</Link>
        </p>
      </div>
    );
  }
  return (
    <form className="checkout-block" onSubmit={submit} aria-labelledby="modify-title" noValidate>
      <h2 id="modify-title">
        {view.card.productName} · {view.card.dates}
      </h2>
      <p className="muted">{t('account:modify.intro')}</p>
      <div className="field-row">
        <div className="field">
          <label htmlFor="modify-start">{t('account:modify.startDate')}</label>
          <input id="modify-start" type="date" value={form.startDate} onChange={(e) => presenter.modificationChanged('startDate', e.target.value)} />
        </div>
        <div className="field">
          <label htmlFor="modify-end">{t('account:modify.endDate')}</label>
          <input id="modify-end" type="date" value={form.endDate} onChange={(e) => presenter.modificationChanged('endDate', e.target.value)} />
        </div>
        <div className="field field-narrow">
          <label htmlFor="modify-people">{t('checkout:summary.people')}</label>
          <input id="modify-people" type="number" min={1} value={form.numberOfPeople} onChange={(e) => presenter.modificationChanged('numberOfPeople', e.target.value)} />
        </div>
      </div>
      {presenter.actionErrorKey && (
        <p role="alert" className="field-error">
          {t(presenter.actionErrorKey)}
          {presenter.actionMessage ? ` (${presenter.actionMessage})` : ''}
        </p>
      )}
      {view.modification ? (
        <p className="notice" role="status">
          {t('account:modify.pending', { dates: view.modification.dates, difference: view.modification.difference })}
        </p>
      ) : (
        <button type="submit" className="button primary" disabled={presenter.modificationSending}>
          {t('account:modify.submit')}
        </button>
      )}
      <p>
        <Link href={view.card.detailHref}>{t('account:modify.back')}</Link>
      </p>
    </form>
  );
});

/** booking/{id}/detail and booking/{id}/modify. */
const BookingScreen = observer(({ route }: { route: Route }) => {
  const { t } = useTranslation('account');
  const presenter = usePagePresenterOf(BookingPresenter);
  usePageEntered(presenter, route);
  const modify = route.screen === 'bookingModify';
  const title = t(modify ? 'titles.modify' : 'titles.booking');
  usePageHead({ title, description: t('meta.description') });
  return (
    <AccountShell current="bookings" title={title}>
      {presenter.status !== 'ready' || !presenter.view ? (
        <AccountState status={presenter.status} errorKey={presenter.errorKey} onRetry={() => void presenter.load()} />
      ) : modify ? (
        <Modify presenter={presenter} />
      ) : (
        <Detail presenter={presenter} />
      )}
    </AccountShell>
  );
});

export default BookingScreen;
