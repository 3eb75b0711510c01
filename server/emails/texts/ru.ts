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
  /** Professional owners' teammates (issue [6]). */
  team: {
    inviteSubject: 'Приглашение от {{owner}} в команду на Seaway',
    inviteBody: '{{owner}} приглашает вас вести общий почтовый ящик флота на Seaway: вы будете читать запросы и сообщения арендаторов о лодках, отвечать на них и работать с поручёнными вам заявками.\n\nВойдите (или создайте аккаунт) с этим адресом электронной почты, {{email}}, и примите приглашение: {{link}}',
    signedFor: '{{name}} от имени: {{owner}}',
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
  requestAnswer: {
    acceptedSubject: 'Бронирование {{reference}} подтверждено владельцем',
    tenantAccepted: '{{name}} принял(а) ваш запрос на бронирование {{product}} ({{dates}}): бронирование подтверждено. Сумма {{amount}}, заблокированная на вашей карте, теперь списана.\n\nВаше бронирование: {{link}}',
    ownerAccepted: 'Вы приняли запрос на бронирование {{reference}} для {{product}} ({{dates}}). Сумма {{amount}}, заблокированная на карте арендатора, списана.\n\nБронирование: {{link}}',
    declinedSubject: 'Запрос на бронирование {{reference}} отклонён',
    tenantDeclined: 'Владелец отклонил ваш запрос на бронирование {{product}} ({{dates}}).\n{{reason}}{{refund}}\n\nВаше бронирование: {{link}}',
    ownerDeclined: 'Вы отклонили запрос на бронирование {{reference}} для {{product}} ({{dates}}). Даты снова свободны в вашем календаре, а арендатор получит деньги обратно.\n\nБронирование: {{link}}',
    ownerMessage: 'Сообщение владельца: «{{reason}}»',
    expiredSubject: 'Срок запроса на бронирование {{reference}} истёк',
    tenantExpired: 'Владелец не ответил вовремя на ваш запрос на бронирование {{product}} ({{dates}}), поэтому срок запроса истёк.\n{{refund}}\n\nВаше бронирование: {{link}}',
    ownerExpired: 'Срок запроса на бронирование {{reference}} для {{product}} ({{dates}}) истёк без ответа. Даты снова свободны в вашем календаре, а арендатор получит деньги обратно.\n\nБронирование: {{link}}',
    released: 'Сумма {{amount}}, заблокированная на вашей карте, разблокирована; она исчезнет из выписки в течение нескольких дней.',
    paidBack: 'Мы возвращаем {{amount}} на вашу карту.',
  },
  push: {
    newRequestTitle: 'Новый запрос на бронирование',
    newRequestBody: '{{name}} хочет забронировать {{product}} ({{dates}}). Ответьте до {{deadline}}.',
    newBookingTitle: 'Новое бронирование',
    newBookingBody: '{{name}} забронировал(а) {{product}} ({{dates}}).',
    newMessageTitle: 'Сообщение от {{name}}',
    newMessageBody: 'По поводу {{product}}: {{text}}',
    cancelledTitle: 'Бронирование {{reference}} отменено',
    cancelledBody: '{{product}} ({{dates}}) снова свободен в вашем календаре.',
  },
  econtract: {
    checkIn: 'акт приёма',
    checkOut: 'акт возврата',
    signedSubject: 'Документ «{{document}}» по бронированию {{reference}} подписан',
    signedBody: 'Документ «{{document}}» для {{product}} ({{dates}}) подписан {{date}}: {{owner}} (владелец) и {{tenant}} (арендатор).\nЕго содержание сохранено без возможности изменения; его отпечаток (SHA-256):\n{{hash}}\n\nПосмотреть или распечатать: {{link}}',
    claimSubject: 'Претензия о повреждении по бронированию {{reference}}',
    claimBody: 'При возврате {{owner}} сообщил(а) о новом повреждении ({{product}}) и требует {{amount}} из вашего залога {{deposit}}. Наша команда рассмотрит претензию по подписанному акту и его фотографиям и сообщит вам решение.\n\nАкт возврата: {{link}}',
    smsCode: 'Seaway: {{code}} — ваш код для подтверждения документа «{{document}}» по бронированию {{reference}}. Действует 10 минут.',
  },
  /** Staff actions on a booking (back office, issue [7]). */
  staffBooking: {
    byStaff: 'команда Seaway',
    refundNone: 'Деньги не возвращаются.',
    refundSubject: 'Возврат средств по бронированию {{reference}}',
    refundBody: 'Мы возвращаем {{amount}} на вашу карту по бронированию {{reference}} ({{product}}, {{dates}}). Сумма поступит на ваш счёт в течение нескольких дней.\n\nВаше бронирование: {{link}}',
    datesSubject: 'Новые даты бронирования {{reference}}',
    datesTenantBody: 'Команда Seaway перенесла ваше бронирование {{reference}} ({{product}}): раньше {{oldDates}}, теперь {{dates}}. Цена не меняется.\n\nВаше бронирование: {{link}}',
    datesOwnerBody: 'Команда Seaway перенесла бронирование {{reference}} ({{product}}): раньше {{oldDates}}, теперь {{dates}}. В вашем календаре новые даты; цена не меняется.\n\nБронирование: {{link}}',
  },
  damageDecision: {
    subject: 'Решение по претензии о повреждениях по бронированию {{reference}}',
    tenantBody: 'Наша команда рассмотрела претензию о повреждениях, которую {{owner}} подал(а) при возврате {{product}} (бронирование {{reference}}), по обоим подписанным договорам и их фотографиям.\n\nРешение: из вашего залога {{deposit}} {{owner}} оставляет себе {{granted}} (заявлено {{claimed}}), а {{released}} возвращается вам.\nКомментарий нашей команды: {{note}}\n\nДоговор возврата: {{link}}',
    ownerBody: 'Наша команда рассмотрела вашу претензию о повреждениях при возврате {{product}} (бронирование {{reference}}), по обоим подписанным договорам и их фотографиям.\n\nРешение: из залога {{deposit}} вы оставляете себе {{granted}} (заявлено {{claimed}}) и возвращаете {{released}} арендатору {{tenant}}.\nКомментарий нашей команды: {{note}}\n\nДоговор возврата: {{link}}',
  },
  /** Staff's review of a listing (back office, issue [7]): paused or rejected with a reason, to the owner. */
  listingReview: {
    pausedSubject: 'Наша команда приостановила ваше объявление «{{product}}»',
    pausedBody: 'Наша команда приостановила ваше объявление «{{product}}»: арендаторы больше не находят его в поиске.\n\nПричина: {{reason}}\n\nПосле проверки вы можете снова опубликовать его в своих объявлениях: {{link}}',
    rejectedSubject: 'Ваше объявление «{{product}}» не принято',
    rejectedBody: 'Наша команда рассмотрела ваше объявление «{{product}}» и не смогла принять его в нынешнем виде: оно больше не показывается арендаторам.\n\nПричина: {{reason}}\n\nИсправьте объявление и опубликуйте его снова: {{link}}',
  },
  /** A proposal staff prepared for a tenant (back office, issue [7]): the boats, their prices and the link. */
  proposal: {
    subject: 'Лодки, подобранные для вас, {{dates}}',
    body: 'Наша команда подобрала лодки для вашей поездки ({{count}}), {{dates}}, на {{people}} чел.:\n\n{{items}}\n{{message}}\nПосмотрите их и забронируйте ту, что вам понравится (по ценам этой подборки): {{link}}',
    item: '- {{boat}} ({{harbour}}): {{price}}',
    message: 'Сообщение от нашей команды:\n{{text}}\n',
  },
};

export default ru;
