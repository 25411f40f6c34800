import { type CardFormValues, type CardPaymentBody, cardFormSchema } from '@exchange/domain';
// Explicit extension: the API's form-message test imports this file too (apps/server/src/security).
import { type DomainSchema, formResolver } from '../../../lib/form-resolver.js';

/** The card form as it opens: empty (nothing of a card is kept, open-points 26). */
export const CARD_FORM_DEFAULTS: CardFormValues = {
  nameOnCard: '',
  cardNumber: '',
  cardExpirationMonth: '',
  cardExpirationYear: '',
  cardCVV: '',
  cardZipCode: '',
};

/**
 * POST api/invoice/creditcardpayment/{invoiceId}'s body as 3-billing §7 lists it: the provider's token, the
 * security code and zip, no receipt asked by the screen (sendReceipt 0; the server mails it, open-points
 * 25) and the attempt's key. The server checks the code and never stores or logs it (open-points 26). No
 * amount: the server charges exactly what is due (open-points 19). The card number goes to the tokenizer
 * alone.
 */
export function toCardPaymentBody(
  token: CardPaymentBody['token'],
  card: Pick<CardFormValues, 'cardZipCode' | 'cardCVV'>,
  idempotencyKey: string,
): CardPaymentBody {
  return { token, cvv: card.cardCVV.trim(), zip: card.cardZipCode.trim(), sendReceipt: 0, idempotencyKey };
}

/** The Pay Now card form's resolver: the card rules of 3-billing §5, expiry against the programme day. */
export function cardFormResolver(today: string) {
  return formResolver<CardFormValues, CardFormValues>(cardFormSchema(today) as DomainSchema<CardFormValues>);
}
