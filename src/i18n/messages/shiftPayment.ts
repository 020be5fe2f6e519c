/**
 * The booking fee of relief shifts (docs/shifts.md, "Booking fee"): the `shifts.payment` section of
 * the catalogue in both languages (same typography rules as fr.ts).
 */
export const shiftPaymentEn = {
  lineItem: 'Booking fee: shift on {date}',
  otherAwaiting: 'Another request for this shift is waiting for its booking fee to be paid. Pay it, or wait until that checkout expires.',
  returned: 'Thank you: once the payment is confirmed, the shift is booked and both sides receive the confirmation by email.',
  cancelled: 'The payment was not completed: the request is still waiting for you.',
  awaiting: 'Waiting for the booking fee',
  pay: 'Pay the booking fee',
  payAria: 'Pay the booking fee to book {name}',
  feeNotice: 'Confirming opens the payment of the booking fee ({fee} plus tax); the shift is booked once it is paid.',
  mail: {
    refundedSubject: 'Booking fee refunded: {name}, {when}',
    refundedBody: 'Your booking fee for the shift on {when} was refunded: {name} could no longer be booked for it (another booking at the same time, or the shift changed before the payment arrived). The request is open again on your shifts page.',
    refundedClosedBody: 'Your booking fee for the shift on {when} was refunded: the request of {name} was withdrawn or declined before the payment arrived, so nothing was booked.',
  },
} as const

export const shiftPaymentFr = {
  lineItem: 'Frais de réservation : quart du {date}',
  otherAwaiting: 'Une autre demande pour ce quart attend le paiement de ses frais de réservation. Payez-les, ou attendez que ce paiement expire.',
  returned: 'Merci : une fois le paiement confirmé, le quart est réservé et les deux parties reçoivent la confirmation par courriel.',
  cancelled: 'Le paiement n’a pas été effectué : la demande vous attend toujours.',
  awaiting: 'En attente des frais de réservation',
  pay: 'Payer les frais de réservation',
  payAria: 'Payer les frais de réservation pour réserver {name}',
  feeNotice: 'Confirmer ouvre le paiement des frais de réservation ({fee} plus taxes) ; le quart est réservé une fois ceux-ci payés.',
  mail: {
    refundedSubject: 'Frais de réservation remboursés : {name}, {when}',
    refundedBody: 'Vos frais de réservation pour le quart du {when} ont été remboursés : {name} ne pouvait plus y être réservé (une autre réservation à la même heure, ou le quart a changé avant l’arrivée du paiement). La demande est de nouveau ouverte sur votre page des quarts.',
    refundedClosedBody: 'Vos frais de réservation pour le quart du {when} ont été remboursés : la demande de {name} a été retirée ou refusée avant l’arrivée du paiement, aucune réservation n’a donc été faite.',
  },
} as const
