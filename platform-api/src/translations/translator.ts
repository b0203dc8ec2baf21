/**
 * The translator of Translation Automation (docs/platform-ops.md#translation-automation): turns the
 * English source texts of i18n keys into a tenant's language. The local implementation ({@link
 * LocalTranslator} in `local-translator.ts`) pseudo-localises; a cloud translation service plugs in
 * by implementing this interface and being passed to the translation flows instead.
 */

/** The language a text is translated into: an ISO 639 code and the tenant's locale. */
export interface TranslationTarget {
  /** e.g. `es`. */
  language: string;
  /** e.g. `es-MX`. */
  locale: string;
}

/** What became of one text: its translation, or why it could not be translated. */
export type TranslationOutcome = { ok: true; text: string } | { ok: false; error: string };

/** A translation service. */
export interface Translator {
  /** A short name, for logs and job titles, e.g. `local-translator`. */
  readonly name: string;
  /** Whether the service translates into `language` (ISO 639, lower case). */
  supports(language: string): boolean;
  /**
   * Translates `texts` (English, with `{placeholder}` parts that must come back unchanged) into
   * `target`: one outcome a text, in order. A text that cannot be translated is an `ok: false`
   * outcome, not an error; an unsupported language gives `ok: false` for every text.
   *
   * @throws only when the service cannot be reached at all.
   */
  translate(texts: readonly string[], target: TranslationTarget): Promise<TranslationOutcome[]>;
}
