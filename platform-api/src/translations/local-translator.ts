/**
 * `local-translator`: the local pseudo-localisation {@link Translator}
 * (docs/operations.md#providers-the-local-stand-ins-and-the-real-ones). Deterministic and visibly
 * different per language: the text is prefixed with `[locale]` and its vowels take the accents of
 * one of several sets chosen by the language; the `{placeholder}` parts are kept as they are.
 * English comes back unchanged. A text whose braces do not pair up cannot keep its placeholders and
 * is refused, as a real service would garble it.
 */
import type { TranslationOutcome, TranslationTarget, Translator } from './translator.js';

/** The languages the local translator supports (ISO 639). */
export const LOCAL_TRANSLATOR_LANGUAGES: readonly string[] = ['en', 'es', 'fr', 'de', 'it', 'pt', 'nl', 'pl', 'sv', 'ja', 'zh', 'ko', 'ar', 'tr'];

/** The refusal of a text whose `{` and `}` do not pair up. */
export const UNBALANCED_PLACEHOLDER_ERROR = 'Unbalanced placeholder braces';

/** Accent sets, vowel -> replacement, indexed by a stable number of the language. */
const ACCENTS: ReadonlyArray<Readonly<Record<string, string>>> = [
  { a: 'á', e: 'é', i: 'í', o: 'ó', u: 'ú', A: 'Á', E: 'É', I: 'Í', O: 'Ó', U: 'Ú' },
  { a: 'à', e: 'è', i: 'ì', o: 'ò', u: 'ù', A: 'À', E: 'È', I: 'Ì', O: 'Ò', U: 'Ù' },
  { a: 'ä', e: 'ë', i: 'ï', o: 'ö', u: 'ü', A: 'Ä', E: 'Ë', I: 'Ï', O: 'Ö', U: 'Ü' },
  { a: 'â', e: 'ê', i: 'î', o: 'ô', u: 'û', A: 'Â', E: 'Ê', I: 'Î', O: 'Ô', U: 'Û' },
  { a: 'ã', e: 'ẽ', i: 'ĩ', o: 'õ', u: 'ũ', A: 'Ã', E: 'Ẽ', I: 'Ĩ', O: 'Õ', U: 'Ũ' },
];

/** The accent set of the common languages; any other takes one by the sum of its letters' codes. */
const ACCENT_SET_OF: Readonly<Record<string, number>> = { es: 0, fr: 1, de: 2, it: 3, pt: 4 };

function accentsOf(language: string): Readonly<Record<string, string>> {
  let sum = 0;
  for (const char of language) sum += char.charCodeAt(0);
  return ACCENTS[ACCENT_SET_OF[language] ?? sum % ACCENTS.length] ?? {};
}

/** The text split into literal parts and `{placeholder}` parts, or `null` when braces do not pair up. */
function splitPlaceholders(text: string): Array<{ placeholder: boolean; text: string }> | null {
  const parts: Array<{ placeholder: boolean; text: string }> = [];
  let rest = text;
  while (rest.length > 0) {
    const open = rest.indexOf('{');
    const close = rest.indexOf('}');
    if (open === -1) {
      if (close !== -1) return null;
      parts.push({ placeholder: false, text: rest });
      break;
    }
    if (close !== -1 && close < open) return null;
    const end = rest.indexOf('}', open);
    if (end === -1 || rest.slice(open + 1, end).includes('{')) return null;
    if (open > 0) parts.push({ placeholder: false, text: rest.slice(0, open) });
    parts.push({ placeholder: true, text: rest.slice(open, end + 1) });
    rest = rest.slice(end + 1);
  }
  return parts;
}

/**
 * The pseudo-localisation of one text into `target` (see the module comment).
 *
 * @example pseudoLocalise('Add {count} items', { language: 'es', locale: 'es-MX' }) // { ok: true, text: '[es-MX] Ádd {count} ítéms' }
 * @example pseudoLocalise('Sale ends {date', { language: 'fr', locale: 'fr-FR' }) // { ok: false, error: 'Unbalanced placeholder braces' }
 */
export function pseudoLocalise(text: string, target: TranslationTarget): TranslationOutcome {
  const language = target.language.toLowerCase();
  if (!LOCAL_TRANSLATOR_LANGUAGES.includes(language)) return { ok: false, error: `Language ${target.language} is not supported` };
  const parts = splitPlaceholders(text);
  if (parts === null) return { ok: false, error: UNBALANCED_PLACEHOLDER_ERROR };
  if (language === 'en') return { ok: true, text };
  const accents = accentsOf(language);
  const body = parts.map((part) => (part.placeholder ? part.text : [...part.text].map((char) => accents[char] ?? char).join(''))).join('');
  return { ok: true, text: `[${target.locale}] ${body}` };
}

/** The local pseudo-localisation translator (see the module comment). */
export class LocalTranslator implements Translator {
  readonly name = 'local-translator';

  supports(language: string): boolean {
    return LOCAL_TRANSLATOR_LANGUAGES.includes(language.toLowerCase());
  }

  async translate(texts: readonly string[], target: TranslationTarget): Promise<TranslationOutcome[]> {
    return texts.map((text) => pseudoLocalise(text, target));
  }
}
