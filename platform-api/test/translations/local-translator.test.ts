// The local pseudo-localisation translator (docs/platform-ops.md#translation-automation):
// deterministic, visibly different per language, {placeholders} kept, English unchanged, unpaired
// braces and unsupported languages refused.
import { LOCAL_TRANSLATOR_LANGUAGES, LocalTranslator, UNBALANCED_PLACEHOLDER_ERROR, pseudoLocalise } from '../../src/translations/local-translator.js';

const es = { language: 'es', locale: 'es-MX' };
const fr = { language: 'fr', locale: 'fr-FR' };
const de = { language: 'de', locale: 'de-DE' };

describe('pseudoLocalise', () => {
  it('prefixes the locale and accents the vowels, one accent set per language', () => {
    expect(pseudoLocalise('Add to cart', es)).toEqual({ ok: true, text: '[es-MX] Ádd tó cárt' });
    expect(pseudoLocalise('Add to cart', fr)).toEqual({ ok: true, text: '[fr-FR] Àdd tò càrt' });
    expect(pseudoLocalise('Add to cart', de)).toEqual({ ok: true, text: '[de-DE] Ädd tö cärt' });
    expect(pseudoLocalise('Add to cart', { language: 'pt', locale: 'pt-BR' })).toEqual({ ok: true, text: '[pt-BR] Ãdd tõ cãrt' });
  });

  it('keeps {placeholders} as they are, wherever they stand', () => {
    expect(pseudoLocalise('You have {count} items in your {cartName}', es)).toEqual({ ok: true, text: '[es-MX] Yóú hávé {count} ítéms ín yóúr {cartName}' });
    expect(pseudoLocalise('{amount}', de)).toEqual({ ok: true, text: '[de-DE] {amount}' });
    expect(pseudoLocalise('Total: {amount}', fr)).toEqual({ ok: true, text: '[fr-FR] Tòtàl: {amount}' });
  });

  it('is deterministic', () => {
    expect(pseudoLocalise('Offer expires on {date}', es)).toEqual(pseudoLocalise('Offer expires on {date}', es));
  });

  it('answers English unchanged', () => {
    expect(pseudoLocalise('Total: {amount}', { language: 'en', locale: 'en-GB' })).toEqual({ ok: true, text: 'Total: {amount}' });
  });

  it('refuses a text whose braces do not pair up', () => {
    for (const text of ['Sale ends {date', 'Sale ends date}', 'a {b {c}}', '} {x']) {
      expect([text, pseudoLocalise(text, es)]).toEqual([text, { ok: false, error: UNBALANCED_PLACEHOLDER_ERROR }]);
    }
  });

  it('refuses a language it does not support', () => {
    expect(pseudoLocalise('Checkout', { language: 'eo', locale: 'eo' })).toEqual({ ok: false, error: 'Language eo is not supported' });
  });
});

describe('LocalTranslator', () => {
  const translator = new LocalTranslator();

  it('is named local-translator and supports its languages only', () => {
    expect(translator.name).toBe('local-translator');
    expect(LOCAL_TRANSLATOR_LANGUAGES).toEqual(expect.arrayContaining(['en', 'es', 'fr', 'de', 'pt']));
    expect([translator.supports('es'), translator.supports('ES'), translator.supports('eo'), translator.supports('tlh')]).toEqual([true, true, false, false]);
  });

  it('translates a batch in order, one outcome a text', async () => {
    await expect(translator.translate(['Checkout', 'Sale ends {date', 'Only {quantity} left'], es)).resolves.toEqual([
      { ok: true, text: '[es-MX] Chéckóút' },
      { ok: false, error: UNBALANCED_PLACEHOLDER_ERROR },
      { ok: true, text: '[es-MX] Ónly {quantity} léft' },
    ]);
  });
});
