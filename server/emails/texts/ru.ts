import type { EmailTexts } from '../email-texts-shape';

/** The emails of the after-booking flows, in Russian (translated from en.ts; {{placeholders}} kept). */
const ru: EmailTexts = {
  greeting: 'Здравствуйте, {{name}}!',
  signature: 'Seaway',
  paymentReceived: {
    subject: 'Оплата по бронированию {{reference}} получена',
    body: 'Мы получили оплату {{what}} по бронированию {{reference}} ({{dates}}): {{amount}}.\n\nВаше бронирование: {{link}}',
  },
  what: { balance: 'остатка', insurance: 'страховки', change: 'изменения' },
  balanceReminder: {
    subject: 'Остаток по бронированию {{reference}} нужно оплатить до {{date}}',
    body: 'Остаток по вашему бронированию {{reference}} ({{product}}, {{dates}}) составляет {{amount}}, срок оплаты — {{date}}.\nОплатить: {{link}}\n\nЕсли после {{lastDay}} остаток всё ещё не будет оплачен, бронирование будет отменено согласно его условиям отмены.',
  },
  cancelled: {
    subject: 'Бронирование {{reference}} отменено',
    tenantBody: 'Бронирование {{reference}} ({{product}}, {{dates}}) отменено. Инициатор отмены: {{who}}.\n{{refund}}\n\n{{link}}',
    ownerBody: 'Бронирование {{reference}} ({{product}}, {{dates}}) отменено. Инициатор отмены: {{who}}. Эти даты в вашем календаре снова свободны.\n\n{{link}}',
    refundYes: 'Мы возвращаем {{amount}} на вашу карту.',
    refundNo: 'По условиям отмены деньги не возвращаются.',
    byTenant: '{{name}} (арендатор)',
    byOwner: '{{name}} (владелец)',
    bySystem: 'Seaway, так как остаток не был оплачен вовремя',
  },
  newMessage: {
    subject: '{{name}}: новое сообщение по поводу {{product}}',
    body: '{{name}} пишет вам по поводу {{product}}:\n\n{{text}}\n\nОтветить: {{link}}',
  },
  reviewRequest: {
    subject: 'Как прошла ваша поездка? ({{reference}})',
    body: 'Надеемся, поездка вам понравилась. Расскажите следующим арендаторам, как всё прошло: {{link}}',
  },
  booking: {
    tenantSubjectConfirmed: 'Ваше бронирование {{reference}} подтверждено',
    tenantSubjectRequest: 'Ваш запрос на бронирование {{reference}}',
    tenantConfirmed: 'Ваше бронирование подтверждено: {{product}}.',
    tenantRequest: 'Ваш запрос на бронирование ({{product}}) отправлен владельцу, который ответит до {{deadline}}. Если запрос будет отклонён, мы вернём вам всю сумму.',
    tenantRequestSoon: 'Ваш запрос на бронирование ({{product}}) отправлен владельцу, который скоро ответит. Если запрос будет отклонён, мы вернём вам всю сумму.',
    reference: 'Номер бронирования: {{reference}}',
    dates: 'Даты: {{dates}}',
    people: 'Число участников: {{people}}',
    paidNow: 'Оплачено сейчас: {{amount}}',
    balanceLater: 'Остаток к оплате онлайн позже: {{amount}}',
    harbour: 'К оплате в порту: {{amount}}',
    yourBooking: 'Ваше бронирование: {{link}}',
    ownerSubjectBooking: 'Новое бронирование {{reference}}: {{product}}',
    ownerSubjectRequest: 'Новый запрос на бронирование {{reference}}: {{product}}',
    ownerBooked: '{{name}}: новое бронирование ({{product}}).',
    ownerAsks: '{{name}}: запрос на бронирование ({{product}}).',
    paidByTenant: 'Оплачено арендатором онлайн: {{amount}}',
    answerBefore: 'Пожалуйста, примите или отклоните запрос до {{deadline}}.',
    answerSoon: 'Пожалуйста, примите или отклоните запрос.',
    conversations: 'Ваши диалоги: {{link}}',
  },
  modification: {
    subject: 'Ваш запрос на изменение бронирования {{reference}}',
    declined: 'Владелец отклонил ваш запрос на изменение; бронирование остаётся прежним.',
    accepted: 'Владелец принял ваш запрос на изменение. Оплатите разницу, чтобы применить его: {{link}}',
    applied: 'Владелец принял ваш запрос на изменение: у бронирования теперь новые даты.',
  },
};

export default ru;
