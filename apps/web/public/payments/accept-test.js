/*
 * The portal's test card tokenizer: a stand-in for Authorize.Net's Accept.js used by the built-in test
 * gateway (apps/server/src/platform/payments/test-gateway.ts). Same call and answer shapes as Accept.js:
 *   window.Accept.dispatchData(secureData, responseHandler)
 *   secureData: { authData: { clientKey, apiLoginID },
 *                 cardData: { cardNumber, month, year, cardCode?, zip?, fullName? } }
 *   response:   { messages: { resultCode: 'Ok' | 'Error', message: [{ code, text }] },
 *                 opaqueData?: { dataDescriptor: 'COMMON.ACCEPT.INAPP.PAYMENT', dataValue } }
 * It checks the card as Accept.js does (same codes and texts) and makes a one-time token in the browser:
 * the card number and security code never leave the page. The token carries only what the sandbox
 * decides on (last four digits, card type, the card-code result, whether the card is the sandbox's
 * reason-by-amount card), a random nonce and the time it was made, with a checksum the gateway verifies.
 * A plain script (no modules, no build step) in syntax every browser the portal supports runs; the
 * handler is always called later, never during dispatchData.
 */
((window) => {
  // Public test values, the same as the server's test gateway hands out (not secrets).
  const API_LOGIN_ID = 'PortalTest';
  const CLIENT_KEY = 'PortalTestClientKey-public-not-a-secret';
  const DATA_DESCRIPTOR = 'COMMON.ACCEPT.INAPP.PAYMENT';
  const TOKEN_VERSION = 'test-1';
  // The sandbox's card that answers with the response reason code equal to the dollar amount.
  const REASON_BY_AMOUNT_CARD = '4222222222222';

  const MESSAGES = {
    E_WC_04: 'Please provide mandatory field to library.',
    E_WC_05: 'Please provide valid credit card number.',
    E_WC_06: 'Please provide valid expiration month.',
    E_WC_07: 'Please provide valid expiration year.',
    E_WC_08: 'Expiration date must be in the future.',
    E_WC_10: 'Please provide valid apiloginid.',
    E_WC_15: 'Please provide valid CVV.',
    E_WC_16: 'Please provide valid Zip code.',
    E_WC_17: 'Please provide valid card holder name.',
    E_WC_18: 'Client key is required.',
    E_WC_21: 'User authentication failed due to invalid authentication values.',
  };

  // The sandbox's card-code triggers: 900 match, 901 no match, 902 should be on card, 903 issuer not
  // certified, 904 not processed. Any other code matches.
  const CARD_CODE_RESULTS = { 900: 'M', 901: 'N', 902: 'S', 903: 'U', 904: 'P' };

  function text(value) {
    if (typeof value === 'number') return String(value);
    return typeof value === 'string' ? value : '';
  }

  function has(value) {
    return text(value).length > 0;
  }

  function passesLuhn(digits) {
    let sum = 0;
    let double = false;
    for (let i = digits.length - 1; i >= 0; i--) {
      let d = digits.charCodeAt(i) - 48;
      if (double) {
        d *= 2;
        if (d > 9) d -= 9;
      }
      sum += d;
      double = !double;
    }
    return sum % 10 === 0;
  }

  function cardNumberOf(cardData) {
    // Accept.js allows the usual separators inside the number.
    return text(cardData.cardNumber).replace(/[. ,:-]+/g, '');
  }

  function monthOf(cardData) {
    const month = text(cardData.month);
    return month.length === 1 ? `0${month}` : month;
  }

  /** Accept.js's checks, in its order; returns the list of { code, text } problems. */
  function validate(secureData) {
    const problems = [];
    function fail(code) {
      problems.push({ code: code, text: MESSAGES[code] });
    }
    const cardData = secureData.cardData;
    const authData = secureData.authData;

    const cardNumber = cardNumberOf(cardData);
    if (!/^[0-9]{13,19}$/.test(cardNumber) || !passesLuhn(cardNumber)) fail('E_WC_05');

    const month = monthOf(cardData);
    const monthValid = /^(0[1-9]|1[012])$/.test(month);
    const year = text(cardData.year);
    if (!/^([0-9]{2}|[0-9]{4})$/.test(year)) {
      fail('E_WC_07');
    } else if (monthValid) {
      const fullYear = year.length === 2 ? Number(`20${year}`) : Number(year);
      // The card is good through the last moment of its expiry month (local time, as Accept.js).
      const lastDay = new Date(fullYear, Number(month), 0);
      lastDay.setHours(23, 59, 59, 999);
      if (lastDay.getTime() < Date.now()) fail('E_WC_08');
    }
    if (!monthValid) fail('E_WC_06');

    const loginId = text(authData.apiLoginID);
    if (loginId.length === 0 || loginId.length >= 255) fail('E_WC_10');
    if (!has(authData.clientKey)) fail('E_WC_18');

    if (has(cardData.cardCode) && !/^[0-9]{3,4}$/.test(text(cardData.cardCode))) fail('E_WC_15');
    if (has(cardData.zip) && !/^.{1,20}$/.test(text(cardData.zip))) fail('E_WC_16');
    if (has(cardData.fullName) && !/^.{1,64}$/.test(text(cardData.fullName))) fail('E_WC_17');
    return problems;
  }

  /** The provider's name for the card's brand, from its leading digits; '' when unknown. */
  function cardTypeOf(number) {
    const two = Number(number.slice(0, 2));
    const four = Number(number.slice(0, 4));
    const six = Number(number.slice(0, 6));
    if (number.charAt(0) === '4') return 'Visa';
    if ((two >= 51 && two <= 55) || (four >= 2221 && four <= 2720)) return 'MasterCard';
    if (two === 34 || two === 37) return 'AmericanExpress';
    if ((four >= 3528 && four <= 3589) || four === 3088 || four === 3096 || four === 3112 || four === 3158) {
      return 'JCB';
    }
    if ((six >= 300000 && six <= 305999) || two === 36 || two === 38 || two === 39) return 'DinersClub';
    if (four === 6011 || two === 65 || (six >= 644000 && six <= 649999) || (six >= 622126 && six <= 622925)) {
      return 'Discover';
    }
    if (two === 62) return 'ChinaUnionPay';
    return '';
  }

  /** 22 random digits, as long as an Accept.js token number. */
  function newNonce() {
    const values = new Uint32Array(3);
    window.crypto.getRandomValues(values);
    let digits = '';
    for (let i = 0; i < values.length; i++) digits += String(values[i] % 1000000000).padStart(9, '0');
    return digits.slice(0, 22);
  }

  /** 32-bit FNV-1a over the fields keyed by the public client key (the test gateway checks it). */
  function checksum(fields) {
    const input = [CLIENT_KEY].concat(fields).join('|');
    let hash = 0x811c9dc5;
    for (let i = 0; i < input.length; i++) {
      hash ^= input.charCodeAt(i);
      hash = Math.imul(hash, 0x01000193);
    }
    return (hash >>> 0).toString(16).padStart(8, '0');
  }

  function makeToken(cardData) {
    const number = cardNumberOf(cardData);
    const code = text(cardData.cardCode);
    const payload = {
      v: TOKEN_VERSION,
      token: newNonce(),
      iat: Date.now(),
      last4: number.slice(-4),
      type: cardTypeOf(number),
      cvv: code ? CARD_CODE_RESULTS[code] || 'M' : '',
      byAmount: number === REASON_BY_AMOUNT_CARD ? 1 : 0,
    };
    payload.sum = checksum([
      payload.v,
      payload.token,
      payload.iat,
      payload.last4,
      payload.type,
      payload.cvv,
      payload.byAmount,
    ]);
    return window.btoa(JSON.stringify(payload));
  }

  function answer(handler, response) {
    window.setTimeout(() => {
      handler(response);
    }, 0);
  }

  function errorResponse(problems) {
    return { messages: { resultCode: 'Error', message: problems } };
  }

  /** Accept.dispatchData: checks the card and answers the handler with a token or the problems. */
  function dispatchData(secureData, responseHandler) {
    if (typeof responseHandler !== 'function') return;
    const complete =
      typeof secureData?.cardData === 'object' &&
      secureData.cardData !== null &&
      typeof secureData.authData === 'object' &&
      secureData.authData !== null;
    if (!complete) {
      answer(responseHandler, errorResponse([{ code: 'E_WC_04', text: MESSAGES.E_WC_04 }]));
      return;
    }
    const problems = validate(secureData);
    if (problems.length > 0) {
      answer(responseHandler, errorResponse(problems));
      return;
    }
    // Accept.js learns from the provider that the login id and client key do not belong together.
    if (
      text(secureData.authData.apiLoginID) !== API_LOGIN_ID ||
      text(secureData.authData.clientKey) !== CLIENT_KEY
    ) {
      answer(responseHandler, errorResponse([{ code: 'E_WC_21', text: MESSAGES.E_WC_21 }]));
      return;
    }
    answer(responseHandler, {
      messages: { resultCode: 'Ok', message: [{ code: 'I_WC_01', text: 'Successful.' }] },
      opaqueData: { dataDescriptor: DATA_DESCRIPTOR, dataValue: makeToken(secureData.cardData) },
    });
  }

  window.Accept = { dispatchData: dispatchData };
})(window);
